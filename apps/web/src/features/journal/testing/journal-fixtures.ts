import type {
  JournalEntry,
  JournalSearchHit,
  JournalTopic,
  JournalTopicEntry,
} from '@manna/shared';

const BASE_TIME = Date.parse('2026-11-01T08:00:00.000Z');

/** A point in time `minutes` after the fixtures' base time, as the API sends it. */
export function at(minutes: number): string {
  return new Date(BASE_TIME + minutes * 60_000).toISOString();
}

let sequence = 0;
const nextId = (kind: string) => {
  sequence += 1;
  return `${kind}-${sequence}`;
};

export function makeEntry(overrides: Partial<JournalEntry> = {}): JournalEntry {
  const created = overrides.created_at ?? at(0);
  return {
    id: nextId('entry'),
    user_id: 'user-1',
    prayer_id: null,
    title: 'Morning prayer',
    content: 'Lord, guide my steps today.',
    voice_memo_url: null,
    is_private: true,
    answered: false,
    answer_details: null,
    created_at: created,
    updated_at: created,
    ...overrides,
  };
}

/** A topic without its derived counts (the fake API works them out). */
export type StoredTopic = Omit<JournalTopic, 'entry_count' | 'answered_count' | 'last_entry_date'>;

export function makeTopic(overrides: Partial<StoredTopic> = {}): StoredTopic {
  const created = overrides.created_at ?? at(0);
  return {
    id: nextId('topic'),
    user_id: 'user-1',
    title: 'My family',
    description: null,
    goal: null,
    status: 'active',
    color: 'blue',
    icon: 'target',
    created_at: created,
    updated_at: created,
    ...overrides,
  };
}

export function makeTopicEntry(
  overrides: Partial<JournalTopicEntry> & { topic_id: string },
): JournalTopicEntry {
  const created = overrides.created_at ?? at(0);
  return {
    id: nextId('topic-entry'),
    user_id: 'user-1',
    prayer_id: null,
    type: 'prayer',
    title: 'For Mum',
    content: 'Healing for her back.',
    voice_memo_url: null,
    is_private: true,
    is_answered: false,
    answer_details: null,
    scripture_reference: null,
    created_at: created,
    updated_at: created,
    ...overrides,
  };
}

export function makeSearchHit(overrides: Partial<JournalSearchHit> = {}): JournalSearchHit {
  return {
    kind: 'entry',
    id: nextId('hit'),
    topic_id: null,
    heading: 'Morning prayer',
    excerpt: 'Lord, guide my steps today.',
    created_at: at(0),
    ...overrides,
  };
}
