import { getErrorMessage, isApiError } from '@/lib/api-client';
import { reportError } from '@/lib/error-reporting';

/**
 * docs/product/journal.md#errors: 'Failed to create journal entry: {message}', the server's message
 * when it gave one.
 */
export function journalErrorMessage(prefix: string, error: unknown): string {
  return `${prefix}: ${getErrorMessage(error)}`;
}

/**
 * A journal failure is logged and reported (docs/product/journal.md#errors) to the server log;
 * returns the message the member sees. A 4xx is an answer (bad input, not found, signed out), not a
 * fault worth a report.
 */
export function reportJournalError(prefix: string, error: unknown, details?: object): string {
  const message = journalErrorMessage(prefix, error);
  console.error(message, ...(details ? [details] : []), error);
  if (!isApiError(error) || error.status >= 500) reportError(error, prefix);
  return message;
}
