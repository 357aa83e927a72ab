// Voice memos: their one URL, its validation, limits and texts (docs/product/journal.md#voice-memos), shared by the
// journal's forms, the recorder and the API.
import { z } from 'zod';

export const INVALID_VOICE_MEMO_URL = 'Invalid voice memo URL format';
export const VOICE_MEMO_NOT_FOUND = 'Voice memo not found';

/** The storage path segment every voice memo URL holds (docs/product/journal.md#voice-memos). */
export const VOICE_MEMO_PATH_SEGMENT = '/voice-memos/';
/** A memo's one URL: same origin, streamed to its owner only (voiceMemoIdOf reads it back). */
export const voiceMemoUrl = (id: string) => `/api/voice-memos/${id}`;
/** Voice memos: audio/webm from MediaRecorder ; a few minutes fits in 10 MB (docs/product/journal.md#limits). */
export const VOICE_MEMO_MAX_BYTES = 10 * 1024 * 1024;
export const VOICE_MEMO_CONTENT_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4'] as const;
export const VOICE_MEMO_TOO_LARGE = 'Voice memos can be up to 10 MB';
export const VOICE_MEMO_WRONG_TYPE = 'A voice memo must be WebM, Ogg or MP4 audio';
export const VOICE_MEMO_AUDIO_REQUIRED = 'Record a voice memo first';

const VOICE_MEMO_URL_PREFIX = voiceMemoUrl('');

/**
 * The id of the memo a voice memo URL names, or null unless the URL is exactly what
 * voiceMemoUrl(id) gives for a lowercase UUID: no origin, query, fragment, encoded or dot
 * segment and no other case, so one memo has one URL and a stored URL can only lead to it.
 */
export function voiceMemoIdOf(url: string): string | null {
  if (!url.startsWith(VOICE_MEMO_URL_PREFIX)) return null;
  const id = url.slice(VOICE_MEMO_URL_PREFIX.length);
  return id === id.toLowerCase() && z.uuid().safeParse(id).success ? id : null;
}

/**
 * 'Invalid voice memo URL format' (docs/product/journal.md#voice-memos): a voice memo URL is
 * exactly voiceMemoUrl(id), as the upload answered it (`VoiceMemo.url`). The API also checks, in the transaction that stores it,
 * that the memo exists and is the member's. Null (or absent) means no memo.
 */
export const voiceMemoUrlSchema = z
  .string({ message: INVALID_VOICE_MEMO_URL })
  .refine((url) => voiceMemoIdOf(url) !== null, INVALID_VOICE_MEMO_URL)
  .nullish();

/** POST /api/voice-memos answer. */
export interface VoiceMemo {
  id: string;
  url: string;
  content_type: string;
  size_bytes: number;
  duration_ms: number | null;
  created_at: string;
}

/**
 * DELETE /api/voice-memos?url= ('Invalid voice memo URL format'): the memo's URL exactly as the
 * upload answered it; the route gets the id it names.
 */
export const voiceMemoByUrlQuerySchema = z.object({
  url: z.string({ message: INVALID_VOICE_MEMO_URL }).transform((url, context) => {
    const id = voiceMemoIdOf(url);
    if (id) return id;
    context.addIssue({ code: 'custom', message: INVALID_VOICE_MEMO_URL });
    return z.NEVER;
  }),
});
