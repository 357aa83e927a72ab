// The reading streak in plain TypeScript: the oracle the server's SQL, the one home of the rule
// (apps/api/src/features/reading/streak-query.ts), is tested against. Not exported from the
// package index: only tests import it.
import { STREAK_LOOKBACK_DAYS } from '../reading/streak';
import { localDayFormatter, shiftPlainDay } from '../reading/streak-calendar';

/**
 * The streak (docs/product/reading-plans.md#streak): the number of consecutive calendar days in the member's time zone (UTC when
 * the zone is missing or unknown), ending today, with at least one chapter completed on each.
 * Counting stops at the first day without a completion, so a day without one today gives 0,
 * and it looks back at most STREAK_LOOKBACK_DAYS days (today included). Several completions
 * on one day count once. Completions after `now` (clock skew) and invalid dates are ignored,
 * as the server's query only reads completed_at <= now.
 */
export function computeStreak(
  completedAt: readonly Date[],
  now: Date,
  timeZone: string | null | undefined,
): number {
  const toLocalDay = localDayFormatter(timeZone);
  const today = toLocalDay(now);
  const daysWithCompletion = new Set<string>();
  for (const instant of completedAt) {
    const time = instant.getTime();
    if (Number.isNaN(time) || time > now.getTime()) continue;
    daysWithCompletion.add(toLocalDay(instant));
  }

  let streak = 0;
  let day = today;
  while (streak < STREAK_LOOKBACK_DAYS && daysWithCompletion.has(day)) {
    streak += 1;
    day = shiftPlainDay(day, -1);
  }
  return streak;
}
