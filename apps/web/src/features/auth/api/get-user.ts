import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { getUser } from './get-user-request';

export const userQueryKey = ['user'] as const;

// The session fetch gets 5 attempts, 200 ms apart, before giving up
// (docs/product/accounts-and-shell.md#who-is-signed-in).
export const AUTH_ATTEMPTS = 5;
export const AUTH_RETRY_DELAY_MS = 200;
export const AUTH_NOT_READY_MESSAGE = 'Authentication not ready after retries';

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
