import { supportEndpoints } from '@manna/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { messagePagesQueryOptions } from './message-pages';
import { supportMessagesQueryKey } from './query-keys';

/** GET /api/support/messages?before=: one page of the member's history. */
export function getSupportMessages({ before, signal }: { before?: string; signal?: AbortSignal }) {
  return callApi(supportEndpoints.messages, { query: { before }, signal });
}

export function useSupportMessages() {
  return useInfiniteQuery(messagePagesQueryOptions(supportMessagesQueryKey, getSupportMessages));
}
