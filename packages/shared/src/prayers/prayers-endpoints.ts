import { endpoint } from '../api-contract/endpoint';
import type { JournalEntry, Page } from '../journal/journal-types';
import type { EarnedAchievement } from '../reading/reading-types';
import type {
  createPrayerInputSchema,
  prayerListQuerySchema,
  updatePrayerInputSchema,
} from './prayer-schemas';
import type { Prayer } from './prayers';

// The member's prayers (docs/product): personal like the journal, another's prayer is a 404.
// @manna/shared exports this file as the namespace `prayersEndpoints`.

/** A page of the member's prayers, newest first; `status` keeps waiting or answered ones. */
export const list = /* @__PURE__ */ endpoint<
  Page<Prayer>,
  { query: typeof prayerListQuerySchema }
>()('GET', '/api/prayers');

/** The most recent prayer, for the home screen; null before the first one. */
export const recent = /* @__PURE__ */ endpoint<{ prayer: Prayer | null }>()(
  'GET',
  '/api/prayers/recent',
);

export const get = /* @__PURE__ */ endpoint<{ prayer: Prayer }>()('GET', '/api/prayers/:id');

/** 201. */
export const create = /* @__PURE__ */ endpoint<
  { prayer: Prayer },
  { body: typeof createPrayerInputSchema }
>()('POST', '/api/prayers');

/** `is_answered: true` stamps answered_at, `false` clears it. */
export const update = /* @__PURE__ */ endpoint<
  { prayer: Prayer },
  { body: typeof updatePrayerInputSchema }
>()('PATCH', '/api/prayers/:id');

/** 204. Journal entries and testimonies made from it stay. */
export const remove = /* @__PURE__ */ endpoint<null>()('DELETE', '/api/prayers/:id');

/**
 * The journal entry made from the prayer: 201 when new, 200 with the one already made, so
 * linking twice never writes a second entry. `earned`: the journal achievements it earned.
 */
export const linkToJournal = /* @__PURE__ */ endpoint<{
  entry: JournalEntry;
  earned: EarnedAchievement[];
}>()('POST', '/api/prayers/:id/journal');
