import { z } from 'zod';
import { TRANSLATION_IDS } from '../scripture/translations';

// A member's reading preferences, kept with the account so they follow the member to every
// device (docs/product/accounts-and-shell.md#reading-preferences). The web app's reader settings
// own the lists of families and sizes; the server only keeps values of the right shape.

/** 12 to 24 px, as the reader's size list (docs/product/scripture.md#font-sizes). */
export const READER_FONT_SIZE_MIN = 12;
export const READER_FONT_SIZE_MAX = 24;

export const readerPreferencesSchema = z.object({
  translation: z.enum(TRANSLATION_IDS),
  font_family: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, 'Unknown font family'),
  font_size: z.number().int().min(READER_FONT_SIZE_MIN).max(READER_FONT_SIZE_MAX),
});
export type ReaderPreferencesInput = z.infer<typeof readerPreferencesSchema>;

/** What GET /api/me/reader-preferences answers: null until the member first saves them. */
export interface SavedReaderPreferences {
  preferences: ReaderPreferencesInput | null;
}

/** A stored value read back: anything that no longer fits the schema counts as none. */
export function parseSavedReaderPreferences(value: unknown): ReaderPreferencesInput | null {
  const parsed = readerPreferencesSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * GET /api/me/session-token: the member's session cookie value, for the native wrapper only
 * (docs/native-wrapper.md#session-state).
 */
export interface SessionTokenResult {
  token: string;
  user_id: string;
  expires_at: string;
}
