import type { EarnedAchievement } from '@manna/shared';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { userQueryKey } from '@/features/auth';

/** 'Achievement unlocked: First Reflection' */
export function earnedToastTitle(achievement: EarnedAchievement): string {
  return `Achievement unlocked: ${achievement.name}`;
}

/** '+5 tokens. Write your first journal entry...' */
export function earnedToastMessage(achievement: EarnedAchievement): string {
  const tokens =
    achievement.reward_tokens > 0
      ? `+${achievement.reward_tokens} ${achievement.reward_tokens === 1 ? 'token' : 'tokens'}. `
      : '';
  return `${tokens}${achievement.description}`;
}

/**
 * A journal achievement is awarded once, with its reward tokens
 * (docs/product/journal.md#achievements). Each one earned by a new entry gets a toast naming the
 * badge and the tokens; the member's token count is refreshed (the `['user']` query).
 */
export function announceEarned(queryClient: QueryClient, earned: readonly EarnedAchievement[]) {
  if (earned.length === 0) return;
  for (const achievement of earned) {
    toast({
      type: 'success',
      title: earnedToastTitle(achievement),
      message: earnedToastMessage(achievement),
    });
  }
  void queryClient.invalidateQueries({ queryKey: userQueryKey });
}
