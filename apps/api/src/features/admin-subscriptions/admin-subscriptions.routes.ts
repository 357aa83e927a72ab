import {
  adminSubscriptionListQuerySchema,
  adminSubscriptionsEndpoints as endpoints,
} from '@manna/shared';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../lib/context';
import { contractRoutes } from '../../lib/contract-routes';
import { requireAdmin } from '../../lib/middlewares';
import { uuidParam } from '../../lib/validation';
import {
  getSubscriptionForAdmin,
  listSubscriptions,
  setCancelAtPeriodEndAsAdmin,
} from './admin-subscriptions.service';

const byId = { before: [uuidParam('subscription_not_found')] };

// Mounted at /api/admin/subscriptions (docs/product/admin.md#subscriptions). The admin router
// already requires an admin; the guard is repeated so these stay admin-only wherever mounted.
export const adminSubscriptionRoutes = new Hono<SignedInEnv>().use(requireAdmin);
const serve = contractRoutes(adminSubscriptionRoutes, '/api/admin/subscriptions');

serve(endpoints.list, { query: adminSubscriptionListQuerySchema }, async (c, { query }) =>
  listSubscriptions(c.var.deps.db, query),
);
serve(endpoints.get, byId, async (c, { params }) => ({
  subscription: await getSubscriptionForAdmin(c.var.deps.db, c.var.deps.payments, params.id),
}));
serve(endpoints.cancel, byId, async (c, { params }) => ({
  subscription: await setCancelAtPeriodEndAsAdmin(c.var.deps, c.var.user.id, params.id, true),
}));
serve(endpoints.resume, byId, async (c, { params }) => ({
  subscription: await setCancelAtPeriodEndAsAdmin(c.var.deps, c.var.user.id, params.id, false),
}));
