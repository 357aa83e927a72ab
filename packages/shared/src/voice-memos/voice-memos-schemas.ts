// A voice memo URL as the journal's schemas check it, apart from voice-memos.ts so that the
// helpers and texts there load without zod (docs/decisions/005-first-load-budget.md).
import { z } from 'zod';
import { INVALID_VOICE_MEMO_URL, voiceMemoIdOf } from './voice-memos';

/**
 * 'Invalid voice memo URL format' (docs/product/journal.md#voice-memos): a voice memo URL is
 * exactly voiceMemoUrl(id), as the upload answered it (`VoiceMemo.url`). The API also checks, in the transaction that stores it,
 * that the memo exists and is the member's. Null (or absent) means no memo.
 */
export const voiceMemoUrlSchema = z
  .string({ message: INVALID_VOICE_MEMO_URL })
  .refine((url) => voiceMemoIdOf(url) !== null, INVALID_VOICE_MEMO_URL)
  .nullish();

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
