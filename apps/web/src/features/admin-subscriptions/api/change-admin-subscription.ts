import { type AdminSubscriptionDetail, adminSubscriptionsEndpoints } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminQueryPrefix, adminSubscriptionQueryKey } from './query-keys';

export type SubscriptionChange = 'cancel' | 'resume';

/**
 * POST /api/admin/subscriptions/:id/cancel (ends at the period's end) or /resume (undoes that);
 * asking for the state it is in already answers it unchanged.
 */
export async function changeAdminSubscription({
  id,
  change,
}: {
  id: string;
  change: SubscriptionChange;
}): Promise<AdminSubscriptionDetail> {
  const { subscription } = await callApi(
    change === 'cancel' ? adminSubscriptionsEndpoints.cancel : adminSubscriptionsEndpoints.resume,
    { params: { id } },
  );
  return subscription;
}

export function useChangeAdminSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminQueryPrefix, 'subscriptions', 'change'],
    mutationFn: changeAdminSubscription,
    onSuccess: (subscription) => {
      queryClient.setQueryData(adminSubscriptionQueryKey(subscription.id), subscription);
      // The list's tabs and the overview's recent actions changed too.
      void queryClient.invalidateQueries({ queryKey: adminQueryPrefix });
    },
  });
}
