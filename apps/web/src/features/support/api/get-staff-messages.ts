import { supportEndpoints } from '@manna/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { messagePagesQueryOptions } from './message-pages';
import { staffMessagesQueryKey } from './query-keys';

/** GET /api/admin/support/conversations/:id/messages?before=: one page of its history. */
export function getStaffMessages(
  id: string,
  { before, signal }: { before?: string; signal?: AbortSignal },
) {
  return callApi(supportEndpoints.staffMessages, { params: { id }, query: { before }, signal });
}

export function useStaffMessages(id: string) {
  return useInfiniteQuery(
    messagePagesQueryOptions(staffMessagesQueryKey(id), (request) => getStaffMessages(id, request)),
  );
}
