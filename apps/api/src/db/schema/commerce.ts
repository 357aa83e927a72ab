import { desc } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';

export const SUBSCRIPTION_PLANS = ['monthly', 'yearly'] as const;
export const PAYMENT_PROVIDERS = ['stripe', 'sandbox'] as const;

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: SUBSCRIPTION_PLANS }).notNull(),
    // Provider statuses (active, trialing, past_due, canceled, ...) are kept as given.
    status: text('status').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    provider_customer_id: text('provider_customer_id'),
    provider_subscription_id: text('provider_subscription_id').unique(),
    current_period_end: timestamp('current_period_end', { withTimezone: true }),
    cancel_at_period_end: boolean('cancel_at_period_end').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index('subscriptions_user_created_at_idx').on(table.user_id, desc(table.created_at)),
    index('subscriptions_status_idx').on(table.status),
  ],
);

export const TOKEN_LEDGER_REASONS = [
  'purchase',
  'achievement',
  'admin_adjustment',
  'spend',
] as const;

// Every change to users.tokens is a ledger row written in the same transaction; the
// (reason, source_id) key makes fulfilment and rewards idempotent.
export const tokenLedger = pgTable(
  'token_ledger',
  {
    id: id(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  ],
);
