import { useEffect, useEffectEvent, useRef } from 'react';
import { reportStudyNotesError } from '../utils/report-study-notes-error';

interface FailingQuery {
  isError: boolean;
  error: unknown;
  errorUpdatedAt: number;
}

/**
 * Reports a query's failure once (log, server report, 'Study Notes Error' toast), however often
 * the screen renders: each failure has its own `errorUpdatedAt`.
 */
export function useReportQueryError(query: FailingQuery, prefix: string, details?: object): void {
  const occasion = query.isError ? `${prefix}:${query.errorUpdatedAt}` : null;
  const report = useEffectEvent(() => reportStudyNotesError(prefix, query.error, details));
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (occasion === null || seen.current === occasion) return;
    seen.current = occasion;
    report();
  }, [occasion]);
}
