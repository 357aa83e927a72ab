import { accountDataEndpoints, type ExportSummary } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const exportSummaryQueryKey = ['account-data', 'summary'] as const;

/** GET /api/account-data/summary: what an export will hold. */
export async function getExportSummary(signal?: AbortSignal): Promise<ExportSummary> {
  return callApi(accountDataEndpoints.summary, { signal });
}

export function getExportSummaryQueryOptions() {
  return queryOptions({
    queryKey: exportSummaryQueryKey,
    queryFn: ({ signal }) => getExportSummary(signal),
  });
}

export function useExportSummary() {
  return useQuery(getExportSummaryQueryOptions());
}
