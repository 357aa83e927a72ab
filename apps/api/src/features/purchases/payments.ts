import type { PaymentMode } from '@manna/shared';
import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import type { PaymentsConfig } from '../../env';
import type { PaymentGateway } from './payment-events';
import { createSandboxGateway } from './sandbox-gateway';
import { createStripeClient, createStripeGateway } from './stripe/stripe-gateway';

/** How this server sells (docs/decisions/009-payments.md), built once per process. */
export interface Payments {
  mode: PaymentMode;
  /** Null when purchases are off. */
  gateway: PaymentGateway | null;
  /** What the webhook route verifies Stripe's events with; null unless Stripe is on. */
  stripeWebhook: { stripe: Stripe; secret: string } | null;
  /** Shared with the native wrapper's backend; null: its endpoint answers 404. */
  wrapperSecret: string | null;
}

export function createPayments(config: PaymentsConfig, db: Database): Payments {
  const common = { mode: config.mode, wrapperSecret: config.wrapperSecret };
  if (config.mode === 'stripe' && config.stripe) {
    return {
      ...common,
      gateway: createStripeGateway(config.stripe),
      stripeWebhook: {
        stripe: createStripeClient(config.stripe),
        secret: config.stripe.webhookSecret,
      },
    };
  }
  return {
    ...common,
    gateway: config.mode === 'sandbox' ? createSandboxGateway(db) : null,
    stripeWebhook: null,
  };
}
