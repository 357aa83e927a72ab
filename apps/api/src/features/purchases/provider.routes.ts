import { isTokenPack, SUBSCRIPTION_PLANS, TOKEN_PACKS, tokenPackProductId } from '@manna/shared';
import { addMonths, addYears } from 'date-fns';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type Stripe from 'stripe';
import { z } from 'zod';
import { users } from '../../db/schema';
import type { AppDependencies, AppEnv } from '../../lib/context';
import { DomainError } from '../../lib/domain-errors';
import { ApiError } from '../../lib/errors';
import { type FulfilmentOutcome, fulfil } from './fulfilment';
import type { FulfilmentEvent } from './payment-events';
import {
  InvalidStripeSignature,
  parseStripeWebhook,
  resolveStripeReversals,
} from './stripe/stripe-webhook';
import { verifyWrapperSignature, WRAPPER_SIGNATURE_HEADER } from './wrapper-signature';

// Called by servers, not by the app: Stripe's webhook and the native wrapper's backend. Neither
// has a session; each request is proven by its signature over the raw body, so these routes are
// mounted ahead of the middleware that parses JSON bodies.

/** What verifies a webhook's signature: the SDK's helper and the endpoint's signing secret. */
export interface StripeWebhookVerifier {
  stripe: Stripe;
  secret: string;
}

/**
 * What the webhook route does with a delivery: verify it, map it, name a refunded invoice, and
 * fulfil each event; answers each event's outcome. The payment setup's test event runs through
 * here too, recorded as `provider` (the test mode's own, which has no Stripe webhook).
 *
 * @throws DomainError('invalid_stripe_signature')
 */
export async function receiveStripeWebhook(
  { db, logger }: Pick<AppDependencies, 'db' | 'logger'>,
  webhook: StripeWebhookVerifier,
  rawBody: string,
  signature: string,
  provider: 'stripe' | 'sandbox' = 'stripe',
): Promise<FulfilmentOutcome[]> {
  let events: FulfilmentEvent[];
  try {
    events = parseStripeWebhook(webhook.stripe, rawBody, signature, webhook.secret);
  } catch (error) {
    if (error instanceof InvalidStripeSignature) {
      logger.warn({ reason: error.message }, 'refused a Stripe webhook');
      throw new DomainError('invalid_stripe_signature');
    }
    throw error;
  }
  // A refunded subscription payment names its invoice only through Stripe.
  const resolved = await resolveStripeReversals(webhook.stripe, events);
  const outcomes: FulfilmentOutcome[] = [];
  for (const event of resolved) outcomes.push(await fulfil(db, { ...event, provider }, logger));
  return outcomes;
}

/** POST /api/purchases/stripe/webhook: Stripe's events, verified, then fulfilled. */
export const stripeWebhookRoutes = new Hono<AppEnv>().post('/webhook', async (c) => {
  const { deps } = c.var;
  const webhook = deps.payments.stripeWebhook;
  if (!webhook) throw new DomainError('stripe_webhook_off');
  await receiveStripeWebhook(
    deps,
    webhook,
    await c.req.text(),
    c.req.header('stripe-signature') ?? '',
  );
  return c.json({ received: true });
});

const WRAPPER_PRODUCTS = [...TOKEN_PACKS.map(tokenPackProductId), ...SUBSCRIPTION_PLANS] as const;

const storePurchaseSchema = z.object({
  transaction_id: z.string().trim().min(1).max(200),
  user_id: z.string().trim().min(1).max(200),
  product: z.enum(WRAPPER_PRODUCTS, {
    error: (issue) => `Unknown product: ${String(issue.input)}`,
  }),
  platform: z.enum(['ios', 'android']),
});

function parseStorePurchase(rawBody: string) {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new ApiError(400, 'The body must be JSON');
  }
  const parsed = storePurchaseSchema.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new ApiError(400, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** The events a store purchase brings: a pack; or a subscription and its first grant. */
function storeEvents(purchase: z.output<typeof storePurchaseSchema>, now: Date): FulfilmentEvent[] {
  const base = { provider: 'store' as const, occurredAt: now, userId: purchase.user_id };
  const amount = Number(purchase.product.replace('tokens_', ''));
  if (isTokenPack(amount)) {
    return [
      { ...base, kind: 'store_purchase', eventId: purchase.transaction_id, tokenAmount: amount },
    ];
  }
  const plan = purchase.product === 'yearly' ? 'yearly' : 'monthly';
  const providerSubscriptionId = `store:${purchase.transaction_id}`;
  return [
    {
      ...base,
      kind: 'subscription_changed',
      eventId: purchase.transaction_id,
      plan,
      providerSubscriptionId,
      providerCustomerId: null,
      status: 'active',
      currentPeriodEnd: plan === 'yearly' ? addYears(now, 1) : addMonths(now, 1),
      cancelAtPeriodEnd: false,
    },
    {
      ...base,
      kind: 'invoice_paid',
      eventId: `${purchase.transaction_id}:grant`,
      invoiceId: providerSubscriptionId,
      plan,
      providerSubscriptionId,
    },
  ];
}

/**
 * POST /api/wrapper/purchases: a store purchase, signed by the wrapper's backend; once per store
 * transaction (docs/native-wrapper.md#purchases).
 */
export const wrapperRoutes = new Hono<AppEnv>().post('/purchases', async (c) => {
  const { deps } = c.var;
  const secret = deps.payments.wrapperSecret;
  if (!secret) throw new DomainError('wrapper_purchases_off');
  const rawBody = await c.req.text();
  if (!verifyWrapperSignature(secret, rawBody, c.req.header(WRAPPER_SIGNATURE_HEADER))) {
    throw new DomainError('wrapper_signature_refused');
  }
  const purchase = parseStorePurchase(rawBody);
  const [member] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, purchase.user_id));
  if (!member) throw new DomainError('user_not_found');

  const [first, ...rest] = storeEvents(purchase, new Date());
  const before = await tokensOf(deps.db, member.id);
  const outcome = first ? await fulfil(deps.db, first, deps.logger) : 'duplicate';
  for (const event of rest) await fulfil(deps.db, event, deps.logger);
  const tokens = await tokensOf(deps.db, member.id);
  return c.json({
    duplicate: outcome === 'duplicate',
    tokens,
    tokens_added: Math.max(0, tokens - before),
  });
});

async function tokensOf(db: AppEnv['Variables']['deps']['db'], userId: string) {
  const [member] = await db
    .select({ tokens: users.tokens })
    .from(users)
    .where(eq(users.id, userId));
  return member?.tokens ?? 0;
}
