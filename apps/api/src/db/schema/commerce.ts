import { SUBSCRIPTION_PLANS, TOKEN_LEDGER_REASONS } from '@manna/shared';
import { desc, sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, instant, updatedAt } from './columns';
import { bibleReadingPlans } from './reading';

/** Where a purchase was paid (docs/decisions/009-payments.md). */
export const PAYMENT_PROVIDERS = ['stripe', 'sandbox', 'store'] as const;
/** Providers with a checkout of their own; store purchases are made in the native wrapper. */
export const CHECKOUT_PROVIDERS = ['stripe', 'sandbox'] as const;
export const CHECKOUT_KINDS = ['tokens', 'subscription'] as const;
export const CHECKOUT_STATUSES = ['open', 'completed', 'canceled', 'expired'] as const;
export const PLAN_UNLOCK_SOURCES = ['tokens', 'grandfathered', 'admin'] as const;

// Purchases, unlocks and ledger rows go with the member's account.
const ownerColumn = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    user_id: ownerColumn(),
    plan: text('plan', { enum: SUBSCRIPTION_PLANS }).notNull(),
    // Provider statuses (active, trialing, past_due, canceled, ...) are kept as given.
    status: text('status').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    provider_customer_id: text('provider_customer_id'),
    provider_subscription_id: text('provider_subscription_id').unique(),
    current_period_end: timestamp('current_period_end', { withTimezone: true }),
    cancel_at_period_end: boolean('cancel_at_period_end').notNull().default(false),
    // The provider's time of the state held: an event older than it changes nothing.
    provider_updated_at: instant('provider_updated_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index('subscriptions_user_created_at_idx').on(table.user_id, desc(table.created_at)),
    index('subscriptions_status_idx').on(table.status),
  ],
);

// Every change to users.tokens is a ledger row written in the same transaction; the
// (reason, source_id) key makes fulfilment and rewards idempotent.
export const tokenLedger = pgTable(
  'token_ledger',
  {
    id: id(),
    user_id: ownerColumn(),
    delta: integer('delta').notNull(),
    balance_after: integer('balance_after').notNull(),
    reason: text('reason', { enum: TOKEN_LEDGER_REASONS }).notNull(),
    source_id: text('source_id').notNull(),
    description: text('description'),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex('token_ledger_user_reason_source_key').on(
      table.user_id,
      table.reason,
      table.source_id,
    ),
    index('token_ledger_user_created_at_idx').on(table.user_id, desc(table.created_at)),
    // A refund names the invoice or checkout it takes back, not the member.
    index('token_ledger_source_idx').on(table.source_id),
  ],
);

/** A purchase started by a member: a token pack or a subscription (docs/product/purchases.md). */
export const checkouts = pgTable(
  'checkouts',
  {
    id: id(),
    user_id: ownerColumn(),
    provider: text('provider', { enum: CHECKOUT_PROVIDERS }).notNull(),
    kind: text('kind', { enum: CHECKOUT_KINDS }).notNull(),
    token_amount: integer('token_amount'),
    plan: text('plan', { enum: SUBSCRIPTION_PLANS }),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    price: integer('price').notNull(),
    currency: text('currency').notNull(),
    // Real money: a live Stripe key's checkout. Built-in test mode and Stripe test keys are not
    // (docs/product/admin.md#overview counts them apart).
    livemode: boolean('livemode').notNull().default(false),
    provider_session_id: text('provider_session_id').unique(),
    // The payment a refund names (Stripe: the PaymentIntent).
    payment_reference: text('payment_reference'),
    provider_subscription_id: text('provider_subscription_id'),
    tokens_added: integer('tokens_added').notNull().default(0),
    created_at: createdAt(),
    completed_at: instant('completed_at'),
  },
  (table) => [
    index('checkouts_user_created_at_idx').on(table.user_id, desc(table.created_at)),
    index('checkouts_payment_reference_idx').on(table.payment_reference),
    index('checkouts_provider_subscription_id_idx').on(table.provider_subscription_id),
  ],
);

/**
 * Every provider event, recorded by its id in the transaction that acts on it: a second delivery
 * finds it and does nothing (docs/decisions/009-payments.md).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    event_id: text('event_id').notNull(),
    type: text('type').notNull(),
    user_id: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    // What the event names, so that events arriving in any order find each other: a reversal
    // before its completion, an invoice before its checkout.
    payment_reference: text('payment_reference'),
    invoice_id: text('invoice_id'),
    provider_subscription_id: text('provider_subscription_id'),
    occurred_at: instant('occurred_at').notNull(),
    received_at: instant('received_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_events_provider_event_id_key').on(table.provider, table.event_id),
    index('payment_events_received_at_idx').on(desc(table.received_at)),
    index('payment_events_payment_reference_idx')
      .on(table.payment_reference)
      .where(sql`${table.payment_reference} is not null`),
    index('payment_events_invoice_id_idx')
      .on(table.invoice_id)
      .where(sql`${table.invoice_id} is not null`),
    index('payment_events_provider_subscription_id_idx')
      .on(table.provider_subscription_id)
      .where(sql`${table.provider_subscription_id} is not null`),
  ],
);

/** A premium plan a member may read for good (docs/product/purchases.md). */
export const planUnlocks = pgTable(
  'plan_unlocks',
  {
    user_id: ownerColumn(),
    plan_id: uuid('plan_id')
      .notNull()
      .references(() => bibleReadingPlans.id, { onDelete: 'cascade' }),
    source: text('source', { enum: PLAN_UNLOCK_SOURCES }).notNull(),
    created_at: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.plan_id] })],
);

/** Settings an admin changes without a deploy, by key (docs/product/purchases.md#settings). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updated_at: updatedAt(),
});
