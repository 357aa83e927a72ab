import { randomBytes, randomUUID } from 'node:crypto';
import {
  NOTHING_TO_CHECK_IN_TEST_MODE,
  NOTHING_TO_CHECK_WHEN_OFF,
  PAYMENT_KEY_NAMES,
  type PaymentSetup,
  type PaymentSetupMode,
  type PriceCheck,
  type TestEventResult,
} from '@manna/shared';
import Stripe from 'stripe';
import type { AppDependencies } from '../../lib/context';
import { DomainError, domainErrorAnswer } from '../../lib/domain-errors';
import { recordAdminAction } from '../admin/audit-log';
import { getCommerceSettings } from './commerce-settings';
import { receiveStripeWebhook, type StripeWebhookVerifier } from './provider.routes';
import { checkStripePrices } from './stripe/stripe-price-check';

// The payment setup screen (docs/product/admin.md#payment-setup): how this server takes
// payments, read from its configuration without ever answering a secret, and a test event that
// goes through the webhook handler and fulfilment like one of Stripe's.

type PaymentSetupDeps = Pick<AppDependencies, 'env' | 'payments' | 'db' | 'logger'>;

/** Where Stripe must send events (app.ts mounts the webhook routes at this path). */
export const STRIPE_WEBHOOK_PATH = '/api/purchases/stripe/webhook';

/** Live and test keys differ by their prefix (sk_live_, rk_live_; sk_test_, rk_test_). */
function modeOf({ env }: PaymentSetupDeps): PaymentSetupMode {
  const { mode, stripe } = env.payments;
  if (mode !== 'stripe') return mode;
  return stripe && /^[sr]k_live_/.test(stripe.secretKey) ? 'stripe_live' : 'stripe_test';
}

/** GET /api/admin/payment-setup: never a key's value, only whether it is set. */
export function getPaymentSetup(deps: PaymentSetupDeps): PaymentSetup {
  const { keysPresent } = deps.env.payments;
  return {
    mode: modeOf(deps),
    keys: PAYMENT_KEY_NAMES.map((name) => ({ name, present: keysPresent[name] })),
    webhook_url: `${deps.env.APP_ORIGIN}${STRIPE_WEBHOOK_PATH}`,
  };
}

/** GET /api/admin/payment-setup/prices: each Stripe price id, as Stripe knows it. */
export async function checkPrices(deps: PaymentSetupDeps): Promise<PriceCheck> {
  const { stripe } = deps.env.payments;
  if (stripe === null) {
    const message =
      deps.env.payments.mode === 'off' ? NOTHING_TO_CHECK_WHEN_OFF : NOTHING_TO_CHECK_IN_TEST_MODE;
    return { checked: false, message, prices: [] };
  }
  const settings = await getCommerceSettings(deps.db, deps.logger);
  const prices = await checkStripePrices(stripe, settings);
  const problems = prices.filter((price) => !price.ok).length;
  return {
    checked: true,
    message:
      problems === 0
        ? 'Every price id is known to Stripe and matches the settings.'
        : `${problems} of ${prices.length} price ids need attention.`,
    prices,
  };
}

/**
 * A checkout of ours expiring, in Stripe's shape. It names a checkout that does not exist, so
 * fulfilment records it and changes nothing: it proves the path, not a purchase.
 */
function testEventBody(eventId: string): string {
  const now = Math.floor(Date.now() / 1000);
  const event = {
    id: eventId,
    object: 'event',
    type: 'checkout.session.expired',
    created: now,
    livemode: false,
    pending_webhooks: 0,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: `cs_manna_test_${randomUUID()}`,
        object: 'checkout.session',
        client_reference_id: `manna-test-${randomUUID()}`,
        status: 'expired',
        payment_status: 'unpaid',
        metadata: { manna_test_event: 'true' },
      },
    },
  };
  // Stripe delivers pretty-printed JSON; the signature covers these exact bytes.
  return JSON.stringify(event, null, 2);
}

/**
 * Test mode has no Stripe webhook secret: a one-off secret signs and verifies its test event, so
 * the signature check still runs. The SDK's webhook helpers work offline; the key is never used.
 */
function testModeVerifier(): StripeWebhookVerifier {
  return {
    stripe: new Stripe('sk_test_manna_offline_webhook_check'),
    secret: `whsec_${randomBytes(24).toString('base64url')}`,
  };
}

/**
 * POST /api/admin/payment-setup/test-event: a signed test event through the webhook handler and
 * fulfilment; answers what the handler answered. The audit row follows the event's own
 * transaction (fulfil's): the event changes no member's data, and the row records its outcome,
 * which is known only then.
 */
export async function sendTestEvent(
  deps: PaymentSetupDeps,
  adminId: string,
): Promise<TestEventResult> {
  if (deps.payments.mode === 'off') throw new DomainError('payments_off');
  const verifier = deps.payments.stripeWebhook ?? testModeVerifier();
  const provider = deps.payments.stripeWebhook ? 'stripe' : 'sandbox';
  const eventId = `evt_manna_test_${randomUUID()}`;
  const body = testEventBody(eventId);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: verifier.secret,
  });
  let result: TestEventResult;
  try {
    const [outcome = 'fulfilled'] = await receiveStripeWebhook(
      deps,
      verifier,
      body,
      signature,
      provider,
    );
    result = {
      event_id: eventId,
      status: 200,
      outcome,
      message:
        outcome === 'fulfilled'
          ? 'The webhook verified the signature and fulfilment recorded the event.'
          : 'The webhook had received this event before: nothing was done twice.',
    };
  } catch (error) {
    const answer = domainErrorAnswer(error);
    if (!answer) throw error;
    result = {
      event_id: eventId,
      status: answer.status,
      outcome: 'refused',
      message: answer.message,
    };
  }
  await recordAdminAction(deps.db, {
    adminId,
    action: 'payments.test-event',
    targetUserId: null,
    targetType: 'payment-event',
    targetId: eventId,
    before: null,
    after: { provider, status: result.status, outcome: result.outcome },
  });
  return result;
}
