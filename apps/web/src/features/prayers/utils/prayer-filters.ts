import type { Prayer } from '@manna/shared';

/** The filter chips over the prayer list. */
export const PRAYER_FILTERS = ['all', 'waiting', 'answered'] as const;
export type PrayerFilter = (typeof PRAYER_FILTERS)[number];

export const PRAYER_FILTER_LABELS: Record<PrayerFilter, string> = {
  all: 'All',
  waiting: 'Waiting',
  answered: 'Answered',
};

export function matchesPrayerFilter(prayer: Prayer, filter: PrayerFilter): boolean {
  if (filter === 'answered') return prayer.is_answered;
  if (filter === 'waiting') return !prayer.is_answered;
  return true;
}

/**
 * What a filtered list with nothing to show says. The chips filter the prayers loaded so far
 * (the API pages through all of them), so while more pages remain it says so.
 */
export function emptyFilterMessage(filter: Exclude<PrayerFilter, 'all'>, more: boolean): string {
  const none =
    filter === 'answered' ? 'No answered prayers yet' : 'No prayers waiting for an answer';
  return more ? `${none} among the prayers loaded so far.` : `${none}.`;
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
