import type { PrayerListStatus } from '@manna/shared';

// Every prayers query lives under one prefix (the list, the most recent prayer, a prayer by
// id), so any change to a prayer refreshes the list, home's card and
// the prayer's own screen in one invalidation.

export const prayersQueryPrefix = ['prayers'] as const;

/**
 * The member's prayers, a page at a time, newest first (/prayers and /prayers/recent): all of
 * them, or only those waiting or answered.
 */
export const prayerListQueryKey = (status: PrayerListStatus | undefined) =>
  ['prayers', 'list', status ?? 'all'] as const;

/** The most recent prayer (home's card). */
export const recentPrayerQueryKey = ['prayers', 'recent'] as const;

/** One prayer by id. */
export const prayerQueryKey = (id: string) => ['prayers', 'detail', id] as const;

/**
 * The journal feature's prefix: linking a prayer writes a journal entry. Spelled out rather than
 * imported, because features do not reach into each other (docs/architecture.md).
 */
export const journalQueryPrefix = ['journal'] as const;
