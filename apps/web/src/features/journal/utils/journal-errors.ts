import { getErrorMessage } from '@/lib/api-client';
import { reportFailure } from '@/lib/report-failure';

/**
 * docs/product/journal.md#errors: 'Failed to create journal entry: {message}', the server's message
 * when it gave one.
 */
export function journalErrorMessage(prefix: string, error: unknown): string {
  return `${prefix}: ${getErrorMessage(error)}`;
}

/**
 * A journal failure (docs/product/journal.md#errors) is reported (lib/report-failure) and shown
 * inline by the screen; returns the message the member sees.
 */
export function reportJournalError(prefix: string, error: unknown, details?: object): string {
  return reportFailure(error, {
    context: prefix,
    details,
    message: journalErrorMessage(prefix, error),
  });
}
