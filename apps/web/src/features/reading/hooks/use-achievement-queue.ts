import type { EarnedAchievement } from '@manna/shared';
import { useCallback, useState } from 'react';

/**
 * Earned achievements wait their turn: the popup shows one at a time
 * (docs/product/achievements.md#the-popup).
 */
export function useAchievementQueue() {
  const [queue, setQueue] = useState<EarnedAchievement[]>([]);
  const push = useCallback((earned: readonly EarnedAchievement[]) => {
    if (earned.length === 0) return;
    setQueue((current) => [
      ...current,
      ...earned.filter((item) => !current.some((queued) => queued.id === item.id)),
    ]);
  }, []);
  const dismiss = useCallback(() => setQueue((current) => current.slice(1)), []);
  return { current: queue[0] ?? null, push, dismiss };
}
