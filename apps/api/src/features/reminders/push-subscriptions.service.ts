import type { PushSubscriptionInput } from '@manna/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { DomainError } from '../../lib/domain-errors';

// One row per device (docs/product/reminders.md#push): the endpoint names the device's
// subscription, so a second post from it updates the row instead of adding one.

/**
 * Stores the device's subscription for `userId`. A device that someone else signed in on before
 * becomes this member's: reminders follow whoever uses the device now.
 */
export async function savePushSubscription(
  executor: Executor,
  userId: string,
  input: PushSubscriptionInput,
  options: { userAgent: string | null; requireHttps: boolean },
): Promise<void> {
  // In production the server only ever posts to https push services, never to a plain-http
  // address a member made up.
  if (options.requireHttps && new URL(input.endpoint).protocol !== 'https:') {
    throw new DomainError('push_endpoint_not_https');
  }
  const fields = {
    user_id: userId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    user_agent: options.userAgent?.slice(0, 512) ?? null,
    failures: 0,
  };
  await executor
    .insert(pushSubscriptions)
    .values({ endpoint: input.endpoint, ...fields })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: fields });
}

/** Forgets the device's subscription when it is the member's; another member's stays. */
export async function removePushSubscription(
  executor: Executor,
  userId: string,
  endpoint: string,
): Promise<void> {
  await executor
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.user_id, userId)));
}
