import { type CurrentUser, meEndpoints } from '@manna/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, isApiError } from '@/lib/api-client';

export const userQueryKey = ['user'] as const;

// The session fetch gets 5 attempts, 200 ms apart, before giving up
// (docs/product/accounts-and-shell.md#who-is-signed-in).
export const AUTH_ATTEMPTS = 5;
export const AUTH_RETRY_DELAY_MS = 200;
export const AUTH_NOT_READY_MESSAGE = 'Authentication not ready after retries';

/** GET /api/me: the signed-in member, or `null` for a visitor. */
export async function getUser({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<CurrentUser | null> {
  const { user } = await callApi(meEndpoints.get, { signal });
  return user;
}

export function getUserQueryOptions() {
  return queryOptions({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => getUser({ signal }),
    // A 4xx will not get better by asking again.
    retry: (failureCount, error) =>
      !isApiError(error) || error.status >= 500 ? failureCount < AUTH_ATTEMPTS - 1 : false,
    retryDelay: AUTH_RETRY_DELAY_MS,
    // Offline, the check must fail (and the reader open from what the device kept) rather than
    // wait paused for a network: 'Verifying account...' would never end.
    networkMode: 'always',
    // Once the check has failed, a screen mounting below the guard must not start it again: the
    // new attempt would put the guard back on 'Verifying account...', unmount that screen, and
    // offline the two would take turns for ever. 'Try again' and reconnecting still re-check.
    retryOnMount: false,
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
