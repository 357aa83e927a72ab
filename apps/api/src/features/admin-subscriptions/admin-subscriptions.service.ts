import type {
  AdminSubscriptionCounts,
  AdminSubscriptionDetail,
  AdminSubscriptionEvent,
  AdminSubscriptionFilter,
  AdminSubscriptionPage,
  AdminSubscriptionSummary,
  adminSubscriptionListQuerySchema,
} from '@manna/shared';
import { ADMIN_SUBSCRIPTION_EVENTS_SHOWN } from '@manna/shared';
import { memberContactOf } from '@manna/shared/member-contact';
import { and, count, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { paymentEvents, subscriptions, users } from '../../db/schema';
import { DomainError } from '../../lib/domain-errors';
import type { Logger } from '../../lib/logger';
import { recordAdminAction } from '../admin/audit-log';
import { memberMatching } from '../admin-members/member-search';
import { getCommerceSettings } from '../purchases/commerce-settings';
import { fulfilWithin } from '../purchases/fulfilment';
import type { Payments } from '../purchases/payments';
import { ENDED_STATUSES } from '../purchases/plan-access';
import { askProviderToCancelAtPeriodEnd } from '../purchases/purchases.service';

// The admin's subscriptions (docs/product/admin.md#subscriptions): a list with a tab per status,
// one subscription with its provider ids and events, and cancel at the period's end (or keep it)
// through the same provider path as the member's own cancel.

export type AdminSubscriptionListQuery = z.output<typeof adminSubscriptionListQuerySchema>;

/** What the admin's subscription actions need of the app's dependencies. */
export interface AdminSubscriptionDeps {
  db: Database;
  logger: Logger;
  payments: Pick<Payments, 'gateway'>;
}

type SubscriptionRow = typeof subscriptions.$inferSelect;

const isActive = eq(subscriptions.status, 'active');

/** Each tab's rows; 'active' and 'cancelling' split the active ones by whether they renew. */
const FILTERS: Record<AdminSubscriptionFilter, SQL | undefined> = {
  all: undefined,
  active: and(isActive, eq(subscriptions.cancel_at_period_end, false)),
  cancelling: and(isActive, eq(subscriptions.cancel_at_period_end, true)),
  trialing: eq(subscriptions.status, 'trialing'),
  past_due: eq(subscriptions.status, 'past_due'),
  canceled: eq(subscriptions.status, 'canceled'),
};

const summaryColumns = {
  id: subscriptions.id,
  user_id: subscriptions.user_id,
  member_name: users.name,
  member_email: users.email,
  member_phone_number: users.phoneNumber,
  plan: subscriptions.plan,
  status: subscriptions.status,
  cancel_at_period_end: subscriptions.cancel_at_period_end,
  current_period_end: subscriptions.current_period_end,
  provider: subscriptions.provider,
  created_at: subscriptions.created_at,
};

type SummaryRow = Pick<
  SubscriptionRow,
  | 'id'
  | 'user_id'
  | 'plan'
  | 'status'
  | 'cancel_at_period_end'
  | 'current_period_end'
  | 'provider'
  | 'created_at'
> & { member_name: string; member_email: string; member_phone_number: string | null };

function toSummary(row: SummaryRow): AdminSubscriptionSummary {
  return {
    id: row.id,
    user_id: row.user_id,
    member_name: row.member_name,
    member_contact: memberContactOf({
      email: row.member_email,
      phoneNumber: row.member_phone_number,
    }),
    plan: row.plan,
    status: row.status,
    cancel_at_period_end: row.cancel_at_period_end,
    provider: row.provider,
    current_period_end: row.current_period_end?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** How many of the rows a condition holds, in the one pass that counts every tab. */
const countWhere = (condition: SQL | undefined): SQL<number> =>
  condition ? sql<number>`count(*) filter (where ${condition})`.mapWith(Number) : count();

/** The filters other than the tab's: plan, provider, and the member as the member list finds them. */
function otherFilters({ plan, provider, q }: AdminSubscriptionListQuery): SQL | undefined {
  return and(
    plan ? eq(subscriptions.plan, plan) : undefined,
    provider ? eq(subscriptions.provider, provider) : undefined,
    q ? memberMatching(q) : undefined,
  );
}

/** GET /api/admin/subscriptions: one tab's page, newest first, and every tab's count. */
export async function listSubscriptions(
  executor: Executor,
  query: AdminSubscriptionListQuery,
): Promise<AdminSubscriptionPage> {
  const others = otherFilters(query);
  const where = and(others, FILTERS[query.status]);
  const tallies = {
    all: count(),
    active: countWhere(FILTERS.active),
    cancelling: countWhere(FILTERS.cancelling),
    trialing: countWhere(FILTERS.trialing),
    past_due: countWhere(FILTERS.past_due),
    canceled: countWhere(FILTERS.canceled),
  } satisfies Record<AdminSubscriptionFilter, SQL<number>>;
  const [rows, [tallied]] = await Promise.all([
    executor
      .select(summaryColumns)
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.user_id))
      .where(where)
      // The id orders subscriptions of one instant, so paging holds.
      .orderBy(desc(subscriptions.created_at), desc(subscriptions.id))
      .limit(query.limit)
      .offset(query.offset),
    executor
      .select(tallies)
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.user_id))
      .where(others),
  ]);
  const counts: AdminSubscriptionCounts = tallied ?? {
    all: 0,
    active: 0,
    cancelling: 0,
    trialing: 0,
    past_due: 0,
    canceled: 0,
  };
  const total = counts[query.status];
  return {
    items: rows.map(toSummary),
    total,
    next_offset: query.offset + query.limit < total ? query.offset + query.limit : null,
    counts,
  };
}

/**
 * Where the subscription is on Stripe's dashboard: live or test by the server's key, as Stripe
 * keeps them apart. Nothing for the built-in test mode or the app store, which have no dashboard,
 * nor for a Stripe subscription on a server no longer on Stripe (its mode is unknown then).
 */
export function dashboardUrlOf(
  row: Pick<SubscriptionRow, 'provider' | 'provider_subscription_id'>,
  payments: Pick<Payments, 'gateway'>,
): string | null {
  const { gateway } = payments;
  if (row.provider !== 'stripe' || !row.provider_subscription_id) return null;
  if (gateway?.provider !== 'stripe') return null;
  const base = gateway.livemode
    ? 'https://dashboard.stripe.com/subscriptions/'
    : 'https://dashboard.stripe.com/test/subscriptions/';
  return `${base}${encodeURIComponent(row.provider_subscription_id)}`;
}

/** The same table again, for the invoices of the subscription's own events. */
const invoiceEvents = alias(paymentEvents, 'invoice_events');

/**
 * The events recorded for the subscription: those naming it, and those naming one of its
 * invoices (a refund of a period names only the invoice).
 */
function eventsOf(executor: Executor, providerSubscriptionId: string): SQL | undefined {
  const invoices = executor
    .select({ id: invoiceEvents.invoice_id })
    .from(invoiceEvents)
    .where(
      and(
        eq(invoiceEvents.provider_subscription_id, providerSubscriptionId),
        isNotNull(invoiceEvents.invoice_id),
      ),
    );
  return or(
    eq(paymentEvents.provider_subscription_id, providerSubscriptionId),
    inArray(paymentEvents.invoice_id, invoices),
  );
}

async function listEvents(
  executor: Executor,
  providerSubscriptionId: string | null,
): Promise<{ events: AdminSubscriptionEvent[]; total: number }> {
  if (!providerSubscriptionId) return { events: [], total: 0 };
  const named = eventsOf(executor, providerSubscriptionId);
  const [rows, [all]] = await Promise.all([
    executor
      .select({
        id: paymentEvents.id,
        provider: paymentEvents.provider,
        event_id: paymentEvents.event_id,
        type: paymentEvents.type,
        occurred_at: paymentEvents.occurred_at,
        received_at: paymentEvents.received_at,
      })
      .from(paymentEvents)
      .where(named)
      .orderBy(desc(paymentEvents.received_at), desc(paymentEvents.id))
      .limit(ADMIN_SUBSCRIPTION_EVENTS_SHOWN),
    executor.select({ value: count() }).from(paymentEvents).where(named),
  ]);
  return {
    events: rows.map((row) => ({
      ...row,
      occurred_at: row.occurred_at.toISOString(),
      received_at: row.received_at.toISOString(),
    })),
    total: all?.value ?? 0,
  };
}

async function subscriptionRow(executor: Executor, id: string) {
  const [row] = await executor
    .select({
      subscription: subscriptions,
      member_name: users.name,
      member_email: users.email,
      member_phone_number: users.phoneNumber,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.user_id))
    .where(eq(subscriptions.id, id));
  if (!row) throw new DomainError('subscription_not_found');
  return row;
}

/** GET /api/admin/subscriptions/:id */
export async function getSubscriptionForAdmin(
  executor: Executor,
  payments: Pick<Payments, 'gateway'>,
  id: string,
): Promise<AdminSubscriptionDetail> {
  const { subscription: row, ...member } = await subscriptionRow(executor, id);
  const { events, total } = await listEvents(executor, row.provider_subscription_id);
  return {
    ...toSummary({ ...row, ...member }),
    provider_customer_id: row.provider_customer_id,
    provider_subscription_id: row.provider_subscription_id,
    updated_at: row.updated_at.toISOString(),
    dashboard_url: dashboardUrlOf(row, payments),
    events,
    events_total: total,
  };
}

/** What the audit row keeps of the subscription, before and after. */
const auditedState = (row: SubscriptionRow) => ({
  status: row.status,
  cancel_at_period_end: row.cancel_at_period_end,
  current_period_end: row.current_period_end?.toISOString() ?? null,
});

/**
 * POST /api/admin/subscriptions/:id/cancel and /resume: cancel at the period's end, or keep the
 * subscription, at its provider, as the member's own cancel does. Asking for the state it is in
 * already answers it without a second provider call or audit row; an ended subscription is a
 * conflict. The provider's new state and the audit row commit in one transaction, the row locked
 * first: of two admins at once, only the one who changed something is audited.
 */
export async function setCancelAtPeriodEndAsAdmin(
  deps: AdminSubscriptionDeps,
  adminId: string,
  id: string,
  cancel: boolean,
): Promise<AdminSubscriptionDetail> {
  const { subscription: row } = await subscriptionRow(deps.db, id);
  if (ENDED_STATUSES.includes(row.status)) throw new DomainError('subscription_ended');
  if (row.cancel_at_period_end !== cancel) {
    const { gateway } = deps.payments;
    if (!gateway) throw new DomainError('purchases_off');
    if (row.provider !== gateway.provider || !row.provider_subscription_id) {
      throw new DomainError('subscription_managed_elsewhere');
    }
    const changed = await askProviderToCancelAtPeriodEnd(deps.payments, row, cancel);
    const settings = await getCommerceSettings(deps.db, deps.logger);
    await deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, id))
        .for('update');
      if (!before) throw new DomainError('subscription_not_found');
      await fulfilWithin(tx, changed, settings);
      const [after] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
      if (!after || after.cancel_at_period_end === before.cancel_at_period_end) return;
      await recordAdminAction(tx, {
        adminId,
        action: cancel ? 'subscription.cancel' : 'subscription.resume',
        targetUserId: after.user_id,
        targetType: 'subscription',
        targetId: after.id,
        before: auditedState(before),
        after: auditedState(after),
      });
    });
  }
  return getSubscriptionForAdmin(deps.db, deps.payments, id);
}
