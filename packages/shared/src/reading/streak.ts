// Reading streak (docs/product/reading-plans.md#streak). The streak itself is counted by the
// server's SQL (apps/api/src/features/reading/streak-query.ts); its plain TypeScript oracle is
// testing/streak.oracle.ts.
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
