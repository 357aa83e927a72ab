import {
  purchasesEndpoints as endpoints,
  LOGIN_TO_PURCHASE_TOKENS,
  LOGIN_TO_SUBSCRIBE,
  planParamsSchema,
  startSubscriptionCheckoutInputSchema,
  startTokenCheckoutInputSchema,
  tokenLedgerQuerySchema,
} from '@manna/shared';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, SignedInEnv } from '../../lib/context';
import { contractRoutes, reply } from '../../lib/contract-routes';
import { ApiError } from '../../lib/errors';
import { requireAdmin, requireUser } from '../../lib/middlewares';
import { uuidParam, validate } from '../../lib/validation';
import { listTokenLedger } from '../tokens/token-ledger';
import { listPlanAccess, unlockPlan } from './plan-access';
import {
  billingPortalUrl,
  cancelCheckout,
  completeTestCheckout,
  getCatalog,
  getCheckout,
  getSubscription,
  listRecentPaymentEvents,
  setCancelAtPeriodEnd,
  startCheckout,
} from './purchases.service';

// Token packs, subscriptions, premium plans and the token ledger (docs/product/purchases.md).
// Everything but the catalogue is the member's own, found through the session; another member's
// checkout is 'Checkout not found'.

/** A visitor who tries to buy is told to sign in, in the words of the purchase they tried. */
const signedInOr = (message: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.user) throw new ApiError(401, message);
    await next();
  });

const byCheckoutId = { before: [requireUser, uuidParam('checkout_not_found')] };

const publicPurchaseRoutes = new Hono<AppEnv>();
contractRoutes(publicPurchaseRoutes, '/api/purchases')(endpoints.catalog, {}, async (c) =>
  getCatalog(c.var.deps),
);

const memberPurchaseRoutes = new Hono<SignedInEnv>();
const serve = contractRoutes(memberPurchaseRoutes, '/api/purchases');
serve(
  endpoints.startTokenCheckout,
  { before: [signedInOr(LOGIN_TO_PURCHASE_TOKENS)], body: startTokenCheckoutInputSchema },
  async (c, { body }) =>
    reply(201, await startCheckout(c.var.deps, c.var.user, { kind: 'tokens', ...body })),
);
serve(
  endpoints.startSubscriptionCheckout,
  { before: [signedInOr(LOGIN_TO_SUBSCRIBE)], body: startSubscriptionCheckoutInputSchema },
  async (c, { body }) =>
    reply(201, await startCheckout(c.var.deps, c.var.user, { kind: 'subscription', ...body })),
);
serve(endpoints.checkout, byCheckoutId, async (c, { params }) => ({
  checkout: await getCheckout(c.var.deps, c.var.user.id, params.id),
}));
serve(endpoints.completeTestCheckout, byCheckoutId, async (c, { params }) => ({
  checkout: await completeTestCheckout(c.var.deps, c.var.user.id, params.id),
}));
serve(endpoints.cancelCheckout, byCheckoutId, async (c, { params }) => ({
  checkout: await cancelCheckout(c.var.deps.db, c.var.user.id, params.id),
}));

export const purchaseRoutes = new Hono<AppEnv>()
  .route('/', publicPurchaseRoutes)
  .route('/', memberPurchaseRoutes);

export const subscriptionRoutes = new Hono<SignedInEnv>().use(requireUser);
const serveSubscription = contractRoutes(subscriptionRoutes, '/api/subscription');
serveSubscription(endpoints.subscription, {}, async (c) => ({
  subscription: await getSubscription(c.var.deps.db, c.var.user.id),
}));
serveSubscription(endpoints.billingPortal, {}, async (c) => ({
  url: await billingPortalUrl(c.var.deps, c.var.user.id),
}));
serveSubscription(endpoints.cancelSubscription, {}, async (c) => ({
  subscription: await setCancelAtPeriodEnd(c.var.deps, c.var.user.id, true),
}));
serveSubscription(endpoints.resumeSubscription, {}, async (c) => ({
  subscription: await setCancelAtPeriodEnd(c.var.deps, c.var.user.id, false),
}));

export const planAccessRoutes = new Hono<SignedInEnv>().use(requireUser);
const servePlanAccess = contractRoutes(planAccessRoutes, '/api/plan-access');
servePlanAccess(endpoints.planAccess, {}, async (c) =>
  listPlanAccess(c.var.deps.db, c.var.user.id, c.var.deps.logger),
);
servePlanAccess(
  endpoints.unlockPlan,
  { before: [validate('param', planParamsSchema)] },
  async (c, { params }) =>
    unlockPlan(c.var.deps.db, c.var.user.id, params.planId, c.var.deps.logger),
);

export const tokenRoutes = new Hono<SignedInEnv>().use(requireUser);
contractRoutes(tokenRoutes, '/api/tokens')(
  endpoints.tokenLedger,
  { query: tokenLedgerQuerySchema },
  async (c, { query }) => listTokenLedger(c.var.deps.db, c.var.user.id, query),
);

export const paymentEventRoutes = new Hono<SignedInEnv>().use(requireAdmin);
contractRoutes(paymentEventRoutes, '/api/admin/payment-events')(
  endpoints.recentPaymentEvents,
  {},
  async (c) => ({ events: await listRecentPaymentEvents(c.var.deps.db) }),
);
