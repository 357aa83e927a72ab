import { pushEndpoints } from '@manna/shared';
import { callApi } from '@/lib/api-client';

/** DELETE /api/push/subscriptions → 204: this device stops getting the member's reminders. */
export async function removePushSubscription(endpoint: string): Promise<void> {
  await callApi(pushEndpoints.unsubscribe, { body: { endpoint } });
}
