import { type Testimony, testimoniesEndpoints } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { testimonyQueryKey } from './query-keys';

/**
 * GET /api/testimonies/:id → { testimony }: an approved one, or the member's own. Anything else
 * (another member's pending or rejected testimony) is a 404 like a missing one.
 */
export async function getTestimony(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Testimony> {
  const { testimony } = await callApi(testimoniesEndpoints.get, { params: { id }, signal });
  return testimony;
}

export function getTestimonyQueryOptions(id: string) {
  return queryOptions({
    queryKey: testimonyQueryKey(id),
    queryFn: ({ signal }) => getTestimony(id, { signal }),
  });
}

export function useTestimony(id: string) {
  return useQuery(getTestimonyQueryOptions(id));
}
