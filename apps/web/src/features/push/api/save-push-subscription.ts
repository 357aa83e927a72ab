import { type PushSubscriptionInput, pushEndpoints } from '@manna/shared';
import { callApi } from '@/lib/api-client';

/** POST /api/push/subscriptions → 204: this device now gets the member's reminders. */
export async function savePushSubscription(subscription: PushSubscriptionInput): Promise<void> {
  await callApi(pushEndpoints.subscribe, { body: subscription });
}
