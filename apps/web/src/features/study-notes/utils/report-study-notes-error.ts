import { STUDY_NOTES_ERROR_TOAST_TITLE, STUDY_NOTES_SIGN_IN_MESSAGE } from '@manna/shared';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { reportError } from '@/lib/error-reporting';

/**
 * '{what}: {message}' (docs/product/study-notes-and-bookmarks.md#messages): 'Failed to create study
 * note: {message}'. A 401 means the session is gone: 'Please sign in to manage study notes' (the
 * app's provider sends the member to /login).
 */
export function studyNotesErrorMessage(prefix: string, error: unknown): string {
  if (isApiError(error, 401)) return STUDY_NOTES_SIGN_IN_MESSAGE;
  return `${prefix}: ${getErrorMessage(error)}`;
}

/**
 * A study-note failure is logged, reported to the server log, and shown to the member as
 * the toast 'Study Notes Error' with the message. Returns that message.
 */
export function reportStudyNotesError(prefix: string, error: unknown, details?: object): string {
  const message = studyNotesErrorMessage(prefix, error);
  console.error(message, ...(details ? [details] : []), error);
  // An expired session is not a fault worth a report.
  if (!isApiError(error, 401)) reportError(error, prefix);
  toast({ type: 'error', title: STUDY_NOTES_ERROR_TOAST_TITLE, message });
  return message;
}
