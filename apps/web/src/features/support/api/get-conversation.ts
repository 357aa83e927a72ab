import { supportEndpoints } from '@manna/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { supportConversationQueryKey } from './query-keys';

/** GET /api/support/conversation: the member's own, null before their first message. */
export function getSupportConversation({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(supportEndpoints.conversation, { signal });
}

export function useSupportConversation() {
  return useQuery({
    queryKey: supportConversationQueryKey,
    queryFn: ({ signal }) => getSupportConversation({ signal }),
  });
}
