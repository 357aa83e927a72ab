// Every journal query lives under one prefix, so a change to an entry or topic refreshes the
// lists, counts, achievements and search in one invalidation
// (docs/product/journal.md#data-on-the-client; an entry and a topic by id are one query, by what
// /journal/:id names).

export const journalQueryPrefix = ['journal'] as const;

/** The entry list (journal entries and topic entries), a page at a time, newest first. */
export const journalEntriesQueryKey = ['journal', 'entries'] as const;

/**
 * The topic list; 'active' is the chooser's list (only active topics are offered,
 * docs/product/journal.md#rules).
 */
export const journalTopicsQueryPrefix = ['journal', 'topics'] as const;
export const journalTopicsQueryKey = (status: 'all' | 'active') =>
  ['journal', 'topics', status] as const;

/** Whatever /journal/:id is: an entry, a topic with its entries, or nothing. */
export const journalItemQueryKey = (id: string) => ['journal', 'item', id] as const;

export const journalAchievementsQueryKey = ['journal', 'achievements'] as const;

export const journalSearchQueryKey = (query: string) => ['journal', 'search', query] as const;
