import {
  type AdminOverview,
  type DailyActivity,
  isLandingVariant,
  LANDING_VARIANTS,
  type SalesFigures,
  type VariantSignups,
} from '@manna/shared';
import { subDays } from 'date-fns';
import { and, count, countDistinct, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { type Database, type Executor, selectRows } from '../../db/client';
import { memberTimeZone } from '../../db/member-time-zone';
import {
  checkouts,
  subscriptions,
  supportConversations,
  testimonies,
  userCompletedChapters,
  users,
} from '../../db/schema';

const OVERVIEW_DAYS = 30;
/** Subscriptions that give their member the premium plans (docs/product/purchases.md). */
const LIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing'];

/** docs/product/admin.md#overview, for the admin asking: days are theirs. */
export async function getAdminOverview(
  db: Database,
  adminId: string,
  now = new Date(),
): Promise<AdminOverview> {
  const timeZone = await memberTimeZone(db, adminId);
  const [[members], [recent], [subscribed], [pending], [open], sales, daily, byVariant] =
    await Promise.all([
      db.select({ value: count() }).from(users),
      db
        .select({ value: count() })
        .from(users)
        .where(gte(users.createdAt, subDays(now, 7))),
      db
        .select({ value: countDistinct(subscriptions.user_id) })
        .from(subscriptions)
        .where(inArray(subscriptions.status, LIVE_SUBSCRIPTION_STATUSES)),
      db.select({ value: count() }).from(testimonies).where(eq(testimonies.status, 'pending')),
      db
        .select({ value: count() })
        .from(supportConversations)
        .where(eq(supportConversations.status, 'open')),
      salesSince(db, subDays(now, OVERVIEW_DAYS)),
      dailyActivity(db, timeZone, now),
      signupsByVariant(db, subDays(now, OVERVIEW_DAYS)),
    ]);
  return {
    members: members?.value ?? 0,
    signups_last_7_days: recent?.value ?? 0,
    active_subscriptions: subscribed?.value ?? 0,
    sales_last_30_days: sales,
    testimonies_pending: pending?.value ?? 0,
    support_open: open?.value ?? 0,
    daily,
    signups_by_variant: byVariant,
    time_zone: timeZone,
  };
}

/** docs/product/welcome-and-landing.md#sign-ups-by-landing-page: every variant, zeros too. */
async function signupsByVariant(executor: Executor, since: Date): Promise<VariantSignups[]> {
  const rows = await executor
    .select({ variant: users.signupVariant, value: count() })
    .from(users)
    .where(and(isNotNull(users.signupVariant), gte(users.createdAt, since)))
    .groupBy(users.signupVariant);
  const counted = new Map(
    rows.flatMap((row) =>
      isLandingVariant(row.variant) ? [[row.variant, row.value] as const] : [],
    ),
  );
  return LANDING_VARIANTS.map((variant) => ({ variant, signups: counted.get(variant) ?? 0 }));
}

const noSales = (): SalesFigures => ({ token_packs: 0, tokens: 0, subscriptions: 0, revenue: [] });

/** Completed checkouts since `since`, real money and test mode apart, one total per currency. */
async function salesSince(executor: Executor, since: Date) {
  const rows = await executor
    .select({
      livemode: checkouts.livemode,
      currency: checkouts.currency,
      tokenPacks: sql<number>`count(*) filter (where ${checkouts.kind} = 'tokens')`.mapWith(Number),
      tokens: sql<number>`coalesce(sum(${checkouts.tokens_added}), 0)`.mapWith(Number),
      subscriptions:
        sql<number>`count(*) filter (where ${checkouts.kind} = 'subscription')`.mapWith(Number),
      revenue: sql<number>`coalesce(sum(${checkouts.price}), 0)`.mapWith(Number),
    })
    .from(checkouts)
    .where(and(eq(checkouts.status, 'completed'), gte(checkouts.completed_at, since)))
    .groupBy(checkouts.livemode, checkouts.currency)
    .orderBy(checkouts.currency);
  const sales = { live: noSales(), test: noSales() };
  for (const row of rows) {
    const figures = row.livemode ? sales.live : sales.test;
    figures.token_packs += row.tokenPacks;
    figures.tokens += row.tokens;
    figures.subscriptions += row.subscriptions;
    figures.revenue.push({ currency: row.currency, amount: row.revenue });
  }
  return sales;
}

/**
 * Sign-ups and chapters read on each of the last 30 days of the admin's calendar, oldest first.
 * PostgreSQL's own time zone database draws the days' edges, daylight saving included.
 */
async function dailyActivity(
  executor: Executor,
  timeZone: string,
  now: Date,
): Promise<DailyActivity[]> {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${timeZone})::date`;
  const firstDay = sql`${today} - ${OVERVIEW_DAYS - 1}::int`;
  // The window's first instant, so each count is a range over its created/completed index.
  const since = sql`(${firstDay})::timestamp at time zone ${timeZone}`;
  const dayOf = (column: typeof users.createdAt | typeof userCompletedChapters.completed_at) =>
    sql`(${column} at time zone ${timeZone})::date`;
  const rows = await selectRows<{ date: string; signups: number; readings: number }>(
    executor,
    sql`
    with days as (
      select generate_series((${firstDay})::timestamp, (${today})::timestamp, interval '1 day')::date as day
    ),
    signups as (
      select ${dayOf(users.createdAt)} as day, count(*) as n
      from ${users} where ${users.createdAt} >= ${since} group by 1
    ),
    readings as (
      select ${dayOf(userCompletedChapters.completed_at)} as day, count(*) as n
      from ${userCompletedChapters} where ${userCompletedChapters.completed_at} >= ${since}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as date,
      coalesce(signups.n, 0)::int as signups,
      coalesce(readings.n, 0)::int as readings
    from days
      left join signups on signups.day = days.day
      left join readings on readings.day = days.day
    order by days.day`,
  );
  return rows.map((row) => ({
    date: row.date,
    signups: Number(row.signups),
    readings: Number(row.readings),
  }));
}

/** Gives an existing member the admin role; returns false when no member has that email. */
export async function promoteToAdmin(db: Database, email: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return updated.length > 0;
}
