// Voice memos: their one URL, its validation, limits and texts (docs/product/journal.md#voice-memos), shared by the
// journal's forms, the recorder and the API.

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
// What z.uuid() accepts, written out: the web's journal screens use the helpers and texts here
// before any form loads zod (docs/decisions/005-first-load-budget.md).
const UUID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/**
 * The id of the memo a voice memo URL names, or null unless the URL is exactly what
 * voiceMemoUrl(id) gives for a lowercase UUID: no origin, query, fragment, encoded or dot
 * segment and no other case, so one memo has one URL and a stored URL can only lead to it.
 */
export function voiceMemoIdOf(url: string): string | null {
  if (!url.startsWith(VOICE_MEMO_URL_PREFIX)) return null;
  const id = url.slice(VOICE_MEMO_URL_PREFIX.length);
  return id === id.toLowerCase() && UUID_PATTERN.test(id) ? id : null;
}

/** POST /api/voice-memos answer. */
export interface VoiceMemo {
  id: string;
  url: string;
  content_type: string;
  size_bytes: number;
  duration_ms: number | null;
  created_at: string;
}
