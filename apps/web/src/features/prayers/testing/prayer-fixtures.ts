import type { JournalEntry, Prayer } from '@manna/shared';

let sequence = 0;

/** A prayer as the server returns it: waiting, private, never linked. Override what matters. */
export function makePrayer(overrides: Partial<Prayer> = {}): Prayer {
  sequence += 1;
  const createdAt = overrides.created_at ?? '2026-11-20T09:00:00.000Z';
  return {
    id: `prayer-${sequence}`,
    user_id: 'user-1',
    title: `Prayer ${sequence}`,
    content: `Lord, hear prayer ${sequence}.`,
    is_private: true,
    is_answered: false,
    answer_details: null,
    answered_at: null,
    updated_at: createdAt,
    journal_entry_id: null,
    ...overrides,
    created_at: createdAt,
  };
}

/** The journal entry the API makes from a prayer. */
export function journalEntryFromPrayer(prayer: Prayer, id: string): JournalEntry {
  return {
    id,
    user_id: prayer.user_id,
    prayer_id: prayer.id,
    title: prayer.title,
    content: prayer.content,
    voice_memo_url: null,
    is_private: true,
    answered: prayer.is_answered,
    answer_details: prayer.answer_details,
    created_at: '2026-11-23T08:00:00.000Z',
    updated_at: '2026-11-23T08:00:00.000Z',
  };
}
