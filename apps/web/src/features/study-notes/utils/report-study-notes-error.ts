import { STUDY_NOTES_ERROR_TOAST_TITLE, STUDY_NOTES_SIGN_IN_MESSAGE } from '@manna/shared';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { type FailureReport, reportFailure } from '@/lib/report-failure';

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
 * A study-note failure (docs/product/study-notes-and-bookmarks.md#messages) is told as the toast
 * 'Study Notes Error' with its message.
 */
export function studyNotesFailure(prefix: string, error: unknown, details?: object): FailureReport {
  return {
    context: prefix,
    details,
    message: studyNotesErrorMessage(prefix, error),
    toastTitle: STUDY_NOTES_ERROR_TOAST_TITLE,
  };
}

/** Reports a study-note failure (lib/report-failure); returns the message shown. */
export function reportStudyNotesError(prefix: string, error: unknown, details?: object): string {
  return reportFailure(error, studyNotesFailure(prefix, error, details));
}
