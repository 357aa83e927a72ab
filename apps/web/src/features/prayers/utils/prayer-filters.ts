import type { Prayer, PrayerListStatus } from '@manna/shared';
import { formatCount } from '@/lib/format';

/** The filter chips over the prayer list: every prayer, or the API's waiting or answered ones. */
export const PRAYER_FILTERS = ['all', 'waiting', 'answered'] as const;
export type PrayerFilter = (typeof PRAYER_FILTERS)[number];

export const PRAYER_FILTER_LABELS: Record<PrayerFilter, string> = {
  all: 'All',
  waiting: 'Waiting',
  answered: 'Answered',
};

/** The `status` the API filters the list by. */
export function prayerListStatus(filter: PrayerFilter): PrayerListStatus | undefined {
  return filter === 'all' ? undefined : filter;
}

/** Beside the chips: how many prayers the chosen filter holds. */
export function prayerCountLabel(filter: PrayerFilter, total: number): string {
  if (filter === 'all') return formatCount(total, 'prayer');
  return `${total} ${filter}`;
}

/** What a filtered list with nothing in it says. */
export function emptyFilterMessage(filter: Exclude<PrayerFilter, 'all'>): string {
  return filter === 'answered' ? 'No answered prayers yet.' : 'No prayers waiting for an answer.';
}

/** /prayers/recent shows the prayers of the last 30 days. */
export const RECENT_PRAYER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a prayer was made within the last RECENT_PRAYER_DAYS days before `now`. */
export function isRecentPrayer(prayer: Pick<Prayer, 'created_at'>, now: Date): boolean {
  const created = Date.parse(prayer.created_at);
  if (Number.isNaN(created)) return false;
  return created >= now.getTime() - RECENT_PRAYER_DAYS * DAY_MS;
}
