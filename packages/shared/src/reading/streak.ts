// Reading streak (docs/product/reading-plans.md#streak).
// computeStreak is the reference the server's SQL is tested against.
import { localDayFormatter, shiftPlainDay } from './streak-calendar';

export { localDay, resolveStreakTimeZone } from './streak-calendar';

/** The streak looks back at most 730 days. */
export const STREAK_LOOKBACK_DAYS = 730;

/**
 * The streak messages (docs/product/reading-plans.md#streak-messages), word for word. Fractions
 * round down; anything below one day (including NaN) is a streak not yet started.
 */
export function streakMessage(days: number): string {
  if (!(days >= 1)) return 'Start your reading streak today!';
  const n = Math.floor(days);
  if (n === 1) return 'First day! Keep going!';
  if (n <= 6) return `${n} day streak! Almost a week!`;
  if (n === 7) return 'One week streak! Amazing!';
  if (n <= 13) return 'Keep it up!';
  if (n === 14) return 'Two week streak! Impressive!';
  if (n <= 20) return "You're on fire!";
  if (n === 21) return 'Three week streak! Exceptional!';
  if (n <= 29) return 'Almost a month!';
  if (n === 30) return 'One month streak! Incredible!';
  if (n <= 89) return "You're unstoppable!";
  if (n === 90) return 'Three month streak! Extraordinary!';
  if (n <= 179) return 'Phenomenal dedication!';
  if (n === 180) return 'Six month streak! Half a year! Outstanding!';
  if (n <= 364) return 'Legendary commitment!';
  if (n === 365) return 'ONE YEAR STREAK! UNBELIEVABLE!';
  return 'Beyond legendary!';
}

/**
 * The number of consecutive calendar days in the member's time zone (UTC when
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
