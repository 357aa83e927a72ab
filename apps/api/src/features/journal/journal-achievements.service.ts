import type { EarnedAchievement, JournalAchievementsResponse } from '@manna/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../../db/client';
import {
  achievements,
  journalEntries,
  journalTopicEntries,
  userAchievements,
  users,
} from '../../db/schema';
import { awardAchievements } from '../achievements/achievements.service';

/**
 * What a journal achievement counts: the member's journal entries plus their topic entries
 * (docs/product/journal.md#achievements: "the member's entry count"; both are entries the member wrote).
 */
export async function countJournalEntries(executor: Executor, userId: string): Promise<number> {
  const [row] = await selectRows<{ entries: number | string }>(
    executor,
    sql`select
          (select count(*) from ${journalEntries} where ${journalEntries.user_id} = ${userId})
        + (select count(*) from ${journalTopicEntries} where ${journalTopicEntries.user_id} = ${userId})
        as entries`,
  );
  // count(*) is a bigint, which node-postgres hands over as a string.
  return Number(row?.entries ?? 0);
}

/**
 * Serialises one member's new journal entries: without it, two entries written at once could
 * each miss the other in the count and both step over a threshold unawarded. Held until the
 * transaction ends. 'no key update' blocks only another such lock (and key changes), so other
 * members, and inserts elsewhere whose foreign keys point at this member, never wait on it.
 */
export async function lockMemberJournal(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * docs/product/journal.md#achievements: journal achievements are awarded once per member when the entry count reaches a
 * threshold; their reward tokens are credited. Call it in the transaction that wrote the entry.
 */
export async function awardJournalAchievements(
  tx: Executor,
  userId: string,
): Promise<EarnedAchievement[]> {
  return awardAchievements(tx, userId, { journal: await countJournalEntries(tx, userId) });
}

/** GET /api/journal/achievements: every journal achievement, earned or locked, and the next. */
export async function getJournalAchievements(
  executor: Executor,
  userId: string,
): Promise<JournalAchievementsResponse> {
  const [entryCount, rows] = await Promise.all([
    countJournalEntries(executor, userId),
    executor
      .select({
        id: achievements.id,
        name: achievements.name,
        description: achievements.description,
        threshold: achievements.threshold,
        badge_color: achievements.badge_color,
        reward_tokens: achievements.reward_tokens,
        completed: userAchievements.completed,
        completed_at: userAchievements.completed_at,
      })
      .from(achievements)
      .leftJoin(
        userAchievements,
        and(
          eq(userAchievements.achievement_id, achievements.id),
          eq(userAchievements.user_id, userId),
        ),
      )
      .where(eq(achievements.type, 'journal'))
      // Journal achievements ordered by threshold ascending.
      .orderBy(asc(achievements.threshold)),
  ]);
  const list = rows.map(({ completed, completed_at, ...achievement }) => ({
    ...achievement,
    earned: completed === true,
    earned_at: completed ? (completed_at?.toISOString() ?? null) : null,
  }));
  const next = list.find((achievement) => !achievement.earned);
  return {
    entry_count: entryCount,
    achievements: list,
    next: next
      ? {
          name: next.name,
          threshold: next.threshold,
          // Deleting entries never takes a badge back, and one reached but not yet awarded
          // (added to the catalogue later) is awarded by the next entry: never below 0.
          remaining: Math.max(next.threshold - entryCount, 0),
        }
      : null,
  };
}
