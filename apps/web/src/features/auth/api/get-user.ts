import type { CurrentUser } from '@manna/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

// SPEC §3 cache group "user".
export const userQueryKey = ['user'] as const;

/** GET /api/me; a signed-out visitor is a `null` user, not an error. */
export async function getUser({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<CurrentUser | null> {
  try {
    const { user } = await api.get<{ user: CurrentUser }>('/api/me', { signal });
    return user;
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export function getUserQueryOptions() {
  return queryOptions({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => getUser({ signal }),
  });
}

export function useUser() {
  return useQuery(getUserQueryOptions());
}

/**
 * STACK-NOTES: better-auth's own session atom can lag right after sign-in, so the query cache is
 * the source of truth and is refreshed explicitly after every sign-in.
 */
export function refreshUser(queryClient: QueryClient): Promise<CurrentUser | null> {
  return queryClient.fetchQuery({ ...getUserQueryOptions(), staleTime: 0 });
}
