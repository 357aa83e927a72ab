import {
  pushEndpoints as endpoints,
  pushSubscriptionInputSchema,
  removePushSubscriptionInputSchema,
} from '@manna/shared';
import { Hono } from 'hono';
import type { AppEnv, SignedInEnv } from '../../lib/context';
import { contractRoutes } from '../../lib/contract-routes';
import { requireUser } from '../../lib/middlewares';
import { removePushSubscription, savePushSubscription } from './push-subscriptions.service';
import { vapidDetailsFor } from './vapid-keys';

// Reminders that arrive when Manna is closed (docs/product/reminders.md#push). The public key is
// public: a browser needs it before it can subscribe, and it signs nothing.
export const pushRoutes = new Hono<AppEnv>();
contractRoutes(pushRoutes, '/api/push')(endpoints.publicKey, {}, async (c) => {
  const { publicKey } = await vapidDetailsFor(c.var.deps.db, c.var.deps.env);
  return { publicKey };
});

const subscriptionRoutes = new Hono<SignedInEnv>().use(requireUser);
const serve = contractRoutes(subscriptionRoutes, '/api/push/subscriptions');

serve(endpoints.subscribe, { body: pushSubscriptionInputSchema }, async (c, { body }) => {
  await savePushSubscription(c.var.deps.db, c.var.user.id, body, {
    userAgent: c.req.header('user-agent') ?? null,
    requireHttps: c.var.deps.env.NODE_ENV === 'production',
  });
  return null;
});
serve(endpoints.unsubscribe, { body: removePushSubscriptionInputSchema }, async (c, { body }) => {
  await removePushSubscription(c.var.deps.db, c.var.user.id, body.endpoint);
  return null;
});

pushRoutes.route('/subscriptions', subscriptionRoutes);
