import { devMailboxEndpoints, type Mailbox } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, isApiError } from '@/lib/api-client';

/** Dev only: e-mails are captured here when no SMTP server is configured (404 otherwise). */
export async function getMailbox({ signal }: { signal?: AbortSignal } = {}): Promise<Mailbox> {
  try {
    return await callApi(devMailboxEndpoints.messages, { signal });
  } catch (error) {
    if (isApiError(error, 404)) return { enabled: false, messages: [] };
    throw error;
  }
}

export function getMailboxQueryOptions() {
  return queryOptions({
    queryKey: ['dev', 'mailbox'],
    queryFn: ({ signal }) => getMailbox({ signal }),
    // New mail is the whole point of this page: never serve a stale inbox.
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
  });
}

export function useMailbox() {
  return useQuery(getMailboxQueryOptions());
}
