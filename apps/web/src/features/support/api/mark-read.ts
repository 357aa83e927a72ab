import { supportEndpoints } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { reportFailure } from '@/lib/report-failure';
import { supportConversationQueryKey, supportUnreadQueryKey } from './query-keys';

/** POST /api/support/read: the member has read the staff's replies so far. */
export function markSupportRead() {
  return callApi(supportEndpoints.markRead);
}

export function useMarkSupportRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSupportRead,
    // Nothing on screen depends on it: the badge simply stays until the next try.
    onError: (error) => reportFailure(error, { context: 'Failed to mark replies read' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: supportUnreadQueryKey });
      void queryClient.invalidateQueries({ queryKey: supportConversationQueryKey });
    },
  });
}
