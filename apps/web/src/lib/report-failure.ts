import { toast } from '@/components/ui/use-toast';
import { useOncePerOccasion } from '@/hooks/use-once-per-occasion';
import { getErrorMessage, isApiError } from './api-client';
import { reportError } from './error-reporting';

/** How a failed query or mutation is told: the same way on every screen. */
export interface FailureReport {
  /** What was being attempted, in the words of the console line ('Failed to fetch reading plans'). */
  context: string;
  /** Facts for the console line (a plan id, a verse). */
  details?: object;
  /** What the member reads; the error's own message unless a feature words it. */
  message?: string;
  /** Shown as an error toast with this title; without one, the caller shows the message inline. */
  toastTitle?: string;
  /**
   * Sent to the server log: by default unless the answer was a 4xx (an answer the screen handles:
   * bad input, not found, signed out); 'always' for failures no screen handles (a background sync).
   */
  serverLog?: 'unless-4xx' | 'always';
}

/**
 * A failure (docs/product/accounts-and-shell.md#error-messages) is logged ('{context}:
 * {message}'), reported to the server log, and told to the member (a toast, or inline by the
 * caller). Returns the member-facing message.
 */
export function reportFailure(
  error: unknown,
  { context, details, message, toastTitle, serverLog = 'unless-4xx' }: FailureReport,
): string {
  const shown = message ?? getErrorMessage(error);
  console.error(`${context}: ${getErrorMessage(error)}`, ...(details ? [details] : []), error);
  const answered = isApiError(error) && error.status < 500;
  if (serverLog === 'always' || !answered) reportError(error, context);
  if (toastTitle !== undefined) toast({ type: 'error', title: toastTitle, message: shown });
  return shown;
}

interface FailingQuery {
  isError: boolean;
  error: unknown;
  errorUpdatedAt: number;
}

/**
 * Reports a query's failure once, however often the screen renders: each failure has its own
 * `errorUpdatedAt`. `report` may depend on the error (a 401 worded apart). Mutations call
 * `reportFailure` from their onError. Both live in one module so screens load them as one small chunk.
 */
export function useReportFailure(
  query: FailingQuery,
  report: FailureReport | ((error: unknown) => FailureReport),
): void {
  useOncePerOccasion(query.isError ? `error:${query.errorUpdatedAt}` : null, () =>
    reportFailure(query.error, typeof report === 'function' ? report(query.error) : report),
  );
}
