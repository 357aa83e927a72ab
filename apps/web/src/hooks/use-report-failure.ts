import type { FailureReport } from '@/lib/report-failure';
import { reportFailure } from '@/lib/report-failure';
import { useOncePerOccasion } from './use-once-per-occasion';

interface FailingQuery {
  isError: boolean;
  error: unknown;
  errorUpdatedAt: number;
}

/**
 * Reports a query's failure once (lib/report-failure), however often the screen renders: each
 * failure has its own `errorUpdatedAt`. `report` may depend on the error (a 401 worded apart).
 * Mutations call `reportFailure` from their onError.
 */
export function useReportFailure(
  query: FailingQuery,
  report: FailureReport | ((error: unknown) => FailureReport),
): void {
  useOncePerOccasion(query.isError ? `error:${query.errorUpdatedAt}` : null, () =>
    reportFailure(query.error, typeof report === 'function' ? report(query.error) : report),
  );
}
