import { isApiError } from '@/lib/api-client';
import { deleteVoiceMemo } from '../api/delete-voice-memo';
import { reportJournalError } from './journal-errors';
import { DELETE_VOICE_MEMO_FAILED } from './journal-messages';

/**
 * Deletes a memo nothing points at any more (replaced, removed, or recorded for an entry that was
 * never saved). Best effort: the member's action already succeeded, so a failure is only logged;
 * one already gone is fine.
 */
export async function discardVoiceMemo(url: string): Promise<void> {
  try {
    await deleteVoiceMemo(url);
  } catch (error) {
    if (!isApiError(error, 404)) reportJournalError(DELETE_VOICE_MEMO_FAILED, error, { url });
  }
}
