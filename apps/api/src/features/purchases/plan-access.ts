import {
  type CommerceSettings,
  notEnoughTokensMessage,
  type PlanAccess,
  type PlanAccessKind,
} from '@manna/shared';
import { and, asc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { BoundValue, Database, Executor } from '../../db/client';
import { bibleReadingPlans, planUnlocks, subscriptions, users } from '../../db/schema';
import { DomainError } from '../../lib/domain-errors';
import type { Logger } from '../../lib/logger';
import { debitTokens } from '../tokens/token-ledger';
import {
  commerceSettingsFrom,
  getCommerceSettings,
  storedCommerceSettings,
} from './commerce-settings';

// Who may read which plan (docs/product/purchases.md#what-tokens-and-a-subscription-are-for):
// a plan outside the premium list is free; a premium one is open to a member who unlocked it,
// or while their subscription gives access.

/** Provider statuses in which a subscription still gives access (past_due: Stripe is retrying). */
export const ACCESS_STATUSES = ['active', 'trialing', 'past_due'] as const;

/** Provider statuses after which there is nothing left to cancel or keep. */
export const ENDED_STATUSES: readonly string[] = ['canceled', 'incomplete_expired'];

/** Whether a subscription row gives access now: a status above, and a period not yet over. */
export function subscriptionGivesAccess(
  subscription: { status: string; current_period_end: Date | null },
  now: Date = new Date(),
): boolean {
  return (
    ACCESS_STATUSES.some((status) => status === subscription.status) &&
    (subscription.current_period_end === null || subscription.current_period_end > now)
  );
}

/** The member has a subscription that gives access now, as SQL. */
export function hasSubscriptionAccess(userId: BoundValue<string>): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.user_id} = ${userId} and ${inArray(subscriptions.status, [...ACCESS_STATUSES])} and ${or(isNull(subscriptions.current_period_end), gt(subscriptions.current_period_end, sql`now()`))})`;
}

/** The member unlocked the plan of the row being selected, as SQL. */
const isUnlockedBy = (userId: BoundValue<string>) =>
  sql<boolean>`exists (select 1 from ${planUnlocks} where ${planUnlocks.user_id} = ${userId} and ${planUnlocks.plan_id} = ${bibleReadingPlans.id})`;

function accessKind(
  slug: string,
  settings: CommerceSettings,
  grants: { unlocked: boolean; subscribed: boolean },
): PlanAccessKind {
  if (!settings.premium_plan_slugs.includes(slug)) return 'free';
  if (grants.unlocked) return 'unlocked';
  if (grants.subscribed) return 'included';
  return 'locked';
}

function toPlanAccess(
  planId: string,
  slug: string,
  settings: CommerceSettings,
  access: PlanAccessKind,
): PlanAccess {
  return {
    plan_id: planId,
    slug,
    premium: settings.premium_plan_slugs.includes(slug),
    access,
  };
}

/**
 * What deciding the member's access to a plan reads, as columns of a query on
 * bible_reading_plans: the plan's slug, the stored settings, the unlock and the subscription.
 * A change can select them with what else it needs (`refuseLockedPlan` decides).
 */
export function planAccessColumns(userId: BoundValue<string>) {
  return {
    slug: bibleReadingPlans.slug,
    settings: storedCommerceSettings,
    unlocked: isUnlockedBy(userId),
    subscribed: hasSubscriptionAccess(userId),
  };
}

/** Refuses with 403 'plan_locked' a change to a plan the member may not read. */
export function refuseLockedPlan(
  row: { slug: string; settings: unknown; unlocked: boolean; subscribed: boolean },
  logger?: Logger,
): void {
  const settings = commerceSettingsFrom(row.settings, logger);
  if (accessKind(row.slug, settings, row) === 'locked') throw new DomainError('plan_locked');
}

/**
 * Refuses with 403 'plan_locked' a change to a plan the member may not read. One query; an
 * unknown plan passes, for the caller's own 404.
 */
export async function requirePlanAccess(
  executor: Executor,
  userId: string,
  planId: string,
  logger?: Logger,
): Promise<void> {
  const [row] = await executor
    .select(planAccessColumns(userId))
    .from(bibleReadingPlans)
    .where(eq(bibleReadingPlans.id, planId));
  if (row) refuseLockedPlan(row, logger);
}

/** Every plan with the member's access to it, in the plans' order. */
export async function listPlanAccess(
  db: Database,
  userId: string,
  logger?: Logger,
): Promise<{ plans: PlanAccess[]; unlock_price_tokens: number; tokens: number }> {
  const [settings, rows, [member]] = await Promise.all([
    getCommerceSettings(db, logger),
    db
      .select({
        id: bibleReadingPlans.id,
        slug: bibleReadingPlans.slug,
        unlocked: sql<boolean>`${planUnlocks.user_id} is not null`,
        subscribed: hasSubscriptionAccess(userId),
      })
      .from(bibleReadingPlans)
      .leftJoin(
        planUnlocks,
        and(eq(planUnlocks.plan_id, bibleReadingPlans.id), eq(planUnlocks.user_id, userId)),
      )
      .orderBy(asc(bibleReadingPlans.created_at)),
    db.select({ tokens: users.tokens }).from(users).where(eq(users.id, userId)),
  ]);
  return {
    plans: rows.map((row) =>
      toPlanAccess(row.id, row.slug, settings, accessKind(row.slug, settings, row)),
    ),
    unlock_price_tokens: settings.plan_unlock_price_tokens,
    tokens: member?.tokens ?? 0,
  };
}

/**
 * Spends the unlock price and unlocks the plan, in one transaction with the member's row locked:
 * two unlocks at once take turns, and the second sees what the first spent. A plan the member
 * may already read is answered as it is, without a charge.
 */
export async function unlockPlan(
  db: Database,
  userId: string,
  planId: string,
  logger?: Logger,
): Promise<{ plan: PlanAccess; tokens: number }> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ tokens: users.tokens })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!member) throw new DomainError('user_not_found');
    const [plan] = await tx
      .select({
        id: bibleReadingPlans.id,
        slug: bibleReadingPlans.slug,
        title: bibleReadingPlans.title,
        settings: storedCommerceSettings,
        unlocked: isUnlockedBy(userId),
        subscribed: hasSubscriptionAccess(userId),
      })
      .from(bibleReadingPlans)
      .where(eq(bibleReadingPlans.id, planId));
    if (!plan) throw new DomainError('plan_not_found');
    const settings = commerceSettingsFrom(plan.settings, logger);
    const access = accessKind(plan.slug, settings, plan);
    if (access !== 'locked') {
      return { plan: toPlanAccess(plan.id, plan.slug, settings, access), tokens: member.tokens };
    }
    const price = settings.plan_unlock_price_tokens;
    if (member.tokens < price) {
      throw new DomainError('not_enough_tokens', notEnoughTokensMessage(price, member.tokens));
    }
    const spent = await debitTokens(tx, {
      userId,
      amount: price,
      reason: 'spend',
      sourceId: plan.id,
      description: `Unlocked ${plan.title}`,
    });
    // A spend on this plan before (an unlock since taken away by an admin) is not charged twice.
    await tx
      .insert(planUnlocks)
      .values({ user_id: userId, plan_id: plan.id, source: 'tokens' })
      .onConflictDoNothing();
    return {
      plan: toPlanAccess(plan.id, plan.slug, settings, 'unlocked'),
      tokens: spent?.balance ?? member.tokens,
    };
  });
}
