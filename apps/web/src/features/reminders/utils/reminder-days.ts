// The days of the week as the reminder shows them, Sunday (0) first.

export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export const DAY_SHORT_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const WEEKDAYS = [1, 2, 3, 4, 5];

/** 'Every day', 'Weekdays', 'Weekends', or the days' short names in the week's order. */
export function describeDays(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  if (sorted.length === 7) return 'Every day';
  if (sorted.join() === WEEKDAYS.join()) return 'Weekdays';
  if (sorted.join() === '0,6') return 'Weekends';
  return sorted.map((day) => DAY_SHORT_NAMES[day] ?? String(day)).join(', ');
}
