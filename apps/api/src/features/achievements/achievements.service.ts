import type { EarnedAchievement } from '@manna/shared';
import { and, eq, lte, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { BoundValue, Executor } from '../../db/client';
import { achievements, userAchievements } from '../../db/schema';
import { creditTokens } from '../tokens/token-ledger';

type AchievementType = (typeof achievements.$inferSelect)['type'];

/** The member's count for each type of achievement a change can move. */
export type AchievementProgress = Partial<Record<AchievementType, number>>;

/** The member holds the achievement of the row being selected. */
const isHeldBy = (executor: Executor, userId: BoundValue<string>) =>
  executor
    .select({ id: userAchievements.id })
    .from(userAchievements)
    .where(
      and(
        eq(userAchievements.user_id, userId),
        eq(userAchievements.achievement_id, achievements.id),
      ),
    );

/**
 * How far a count of the member's `type` progress needs to go: the highest threshold of that type
 * they do not hold yet, 0 when they hold every one. A count stopped there (SQL `limit`) awards the
 * same achievements as a full count, at a cost bounded by the catalogue rather than by the
 * member's history (docs/decisions/013-marking-a-chapter.md).
 */
export function countNeededFor(
  executor: Executor,
  userId: BoundValue<string>,
  type: AchievementType,
): SQL {
  return sql`(select coalesce(max(${achievements.threshold}), 0) from ${achievements} where ${and(
    eq(achievements.type, type),
    notExists(isHeldBy(executor, userId)),
  )})`;
}

/**
 * The achievements of each type in `counts` whose threshold the count (a number, or SQL such as a
 * column of the query this is part of) has reached and that the member does not hold yet, as a
 * condition on `achievements`. Only the ones not held: a long-standing member pays nothing for
 * badges already earned.
 */
export function reachedBy(
  executor: Executor,
  userId: BoundValue<string>,
  counts: Partial<Record<AchievementType, number | SQL>>,
): SQL | undefined {
  const types = Object.entries(counts) as [AchievementType, number | SQL][];
  return and(
    or(
      ...types.map(([type, count]) =>
        and(eq(achievements.type, type), lte(achievements.threshold, count)),
      ),
    ),
    notExists(isHeldBy(executor, userId)),
  );
}

type Achievement = typeof achievements.$inferSelect;

/**
 * Awards every achievement of each type in `progress` whose threshold the count has reached and
 * the member does not hold yet, crediting its reward tokens; in the order of `progress`, lowest
 * threshold first. Each is awarded once: the unique key on (user, achievement) makes a repeat a
 * no-op, even from two requests at once.
 */
export async function awardAchievements(
  executor: Executor,
  userId: string,
  progress: AchievementProgress,
): Promise<EarnedAchievement[]> {
  if (Object.keys(progress).length === 0) return [];
  const reached = await executor
    .select()
    .from(achievements)
    .where(reachedBy(executor, userId, progress));
  return grantAchievements(executor, userId, reached, progress);
}

/**
 * Awards `reached` (found by `reachedBy`, in this transaction) with its reward tokens, in the
 * order of `progress`'s types, lowest threshold first; answers those this call awarded.
 */
export async function grantAchievements(
  executor: Executor,
  userId: string,
  found: readonly Achievement[],
  progress: AchievementProgress,
): Promise<EarnedAchievement[]> {
  const typeOrder = Object.keys(progress);
  const reached = [...found].sort(
    (a, b) => typeOrder.indexOf(a.type) - typeOrder.indexOf(b.type) || a.threshold - b.threshold,
  );
  const earned: EarnedAchievement[] = [];
  for (const achievement of reached) {
    const [inserted] = await executor
      .insert(userAchievements)
      .values({
        user_id: userId,
        achievement_id: achievement.id,
        current_progress: progress[achievement.type] ?? 0,
        completed: true,
        completed_at: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: userAchievements.id });
    if (!inserted) continue;
    if (achievement.reward_tokens > 0) {
      await creditTokens(executor, {
        userId,
        delta: achievement.reward_tokens,
        reason: 'achievement',
        sourceId: achievement.id,
        description: `Achievement: ${achievement.name}`,
      });
    }
    earned.push({
      id: achievement.id,
      type: achievement.type,
      name: achievement.name,
      description: achievement.description,
      badge_color: achievement.badge_color,
      reward_tokens: achievement.reward_tokens,
    });
  }
  return earned;
}
