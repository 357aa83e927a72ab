import { studyNotesEndpoints } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { noteSummaryQueryKey } from './query-keys';

/** GET /api/study-notes/summary: how many notes the member has in all, and every tag used. */
export function getNoteSummary({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(studyNotesEndpoints.summary, { signal });
}

export function getNoteSummaryQueryOptions() {
  return queryOptions({
    queryKey: noteSummaryQueryKey,
    queryFn: ({ signal }) => getNoteSummary({ signal }),
  });
}

export function useNoteSummary() {
  return useQuery(getNoteSummaryQueryOptions());
}
