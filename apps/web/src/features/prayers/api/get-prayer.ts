import { type Prayer, prayersEndpoints } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { prayerQueryKey } from './query-keys';

/** GET /api/prayers/:id → { prayer }; another member's prayer is a 404 like a missing one. */
export async function getPrayer(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Prayer> {
  const { prayer } = await callApi(prayersEndpoints.get, { params: { id }, signal });
  return prayer;
}

export function getPrayerQueryOptions(id: string) {
  return queryOptions({
    queryKey: prayerQueryKey(id),
    queryFn: ({ signal }) => getPrayer(id, { signal }),
  });
}

/** One prayer; pass `enabled: false` while there is no id to ask for. */
export function usePrayer(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPrayerQueryOptions(id), enabled: enabled && id !== '' });
}
