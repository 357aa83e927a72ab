import { type Diagnostics, diagnosticsEndpoints } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export interface MeasuredDiagnostics {
  diagnostics: Diagnostics;
  /** From asking to the answer parsed, in milliseconds: the API's round trip as seen here. */
  apiRoundTripMs: number;
}

export const diagnosticsQueryKey = ['diagnostics'] as const;

/** GET /api/diagnostics, timed. */
export async function getDiagnostics({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<MeasuredDiagnostics> {
  const started = performance.now();
  const diagnostics = await callApi(diagnosticsEndpoints.get, { signal });
  return { diagnostics, apiRoundTripMs: Math.round(performance.now() - started) };
}

export function getDiagnosticsQueryOptions() {
  return queryOptions({
    queryKey: diagnosticsQueryKey,
    queryFn: ({ signal }) => getDiagnostics({ signal }),
    // A measurement: each visit and each 'Run again' measures anew.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useDiagnostics() {
  return useQuery(getDiagnosticsQueryOptions());
}
