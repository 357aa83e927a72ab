import type { Prayer, Testimony } from '@manna/shared';

let sequence = 0;

/**
 * A testimony as stored: by default another member's ('Naomi'), approved. For one of the
 * signed-in member's own, pass `user_id: 'user-1'` (the fake API leaves user_id out of anyone
 * else's, as the server does).
 */
export function makeTestimony(overrides: Partial<Testimony> = {}): Testimony {
  sequence += 1;
  const createdAt = overrides.created_at ?? '2026-11-20T09:00:00.000Z';
  return {
    id: `testimony-${sequence}`,
    user_id: 'user-2',
    author_name: 'Naomi',
    prayer_id: null,
    title: `Testimony ${sequence}`,
    content: `God was faithful, story ${sequence}.`,
    status: 'approved',
    review_note: null,
    reviewed_at: null,
    updated_at: createdAt,
    ...overrides,
    created_at: createdAt,
  };
}

/** The member's answered prayer ('Healing for Mum'), as a testimony may start from one. */
export function makeAnsweredPrayer(overrides: Partial<Prayer> = {}): Prayer {
  return {
    id: 'p-mum',
    user_id: 'user-1',
    title: 'Healing for Mum',
    content: 'Strengthen her.',
    is_private: true,
    is_answered: true,
    answer_details: 'The scan was clear.',
    answered_at: '2026-11-22T09:00:00.000Z',
    created_at: '2026-11-01T09:00:00.000Z',
    updated_at: '2026-11-22T09:00:00.000Z',
    journal_entry_id: null,
    ...overrides,
  };
}
