import type { EarnedAchievement } from '@manna/shared';
import { and, asc, eq, lte, notExists } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { achievements, userAchievements } from '../../db/schema';
import { creditTokens } from '../tokens/token-ledger';

type AchievementType = (typeof achievements.$inferSelect)['type'];

/**
 * Awards every achievement of `type` whose threshold `progress` has reached and the member does
 * not hold yet, crediting its reward tokens. Each is awarded once: the unique key on
 * (user, achievement) makes a repeat a no-op, even from two requests at once.
 */
export async function awardAchievements(
  executor: Executor,
  userId: string,
  type: AchievementType,
  progress: number,
): Promise<EarnedAchievement[]> {
  // Only the ones not held yet: a long-standing member pays nothing for badges already earned.
  const reached = await executor
    .select()
    .from(achievements)
    .where(
      and(
        eq(achievements.type, type),
        lte(achievements.threshold, progress),
        notExists(
          executor
            .select({ id: userAchievements.id })
            .from(userAchievements)
            .where(
              and(
                eq(userAchievements.user_id, userId),
                eq(userAchievements.achievement_id, achievements.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(achievements.threshold));
  const earned: EarnedAchievement[] = [];
  for (const achievement of reached) {
    const [inserted] = await executor
      .insert(userAchievements)
      .values({
        user_id: userId,
        achievement_id: achievement.id,
        current_progress: progress,
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
