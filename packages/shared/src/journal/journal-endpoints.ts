import { endpoint } from '../api-contract/endpoint';
import type { EarnedAchievement } from '../reading/reading-types';
import type * as schemas from './journal-schemas';
import type {
  JournalAchievementsResponse,
  JournalEntry,
  JournalItem,
  JournalListItem,
  JournalSearchHit,
  JournalTopic,
  JournalTopicDetail,
  JournalTopicEntry,
  Page,
} from './journal-types';

// The member's journal: entries, topics and their entries (personal: another member's
// id answers 404 as if it did not exist). A new entry answers the journal achievements it earned.
// @manna/shared exports this file as the namespace `journalEndpoints`.

/** Entries and topic entries, newest first, each topic entry with its topic. */
export const entries = /* @__PURE__ */ endpoint<
  Page<JournalListItem>,
  { query: typeof schemas.journalPageQuerySchema }
>()('GET', '/api/journal/entries');

/** 201. */
export const createEntry = /* @__PURE__ */ endpoint<
  { entry: JournalEntry; earned: EarnedAchievement[] },
  { body: typeof schemas.createEntryInputSchema }
>()('POST', '/api/journal/entries');

export const entry = /* @__PURE__ */ endpoint<{ entry: JournalEntry }>()(
  'GET',
  '/api/journal/entries/:id',
);

export const updateEntry = /* @__PURE__ */ endpoint<
  { entry: JournalEntry },
  { body: typeof schemas.updateEntryInputSchema }
>()('PATCH', '/api/journal/entries/:id');

/** 204. */
export const deleteEntry = /* @__PURE__ */ endpoint<null>()('DELETE', '/api/journal/entries/:id');

/** What /journal/:id names: an entry or a topic, in one request. */
export const item = /* @__PURE__ */ endpoint<{ item: JournalItem }>()(
  'GET',
  '/api/journal/items/:id',
);

/** Newest-updated first, with their counts; `status: 'active'` for the topic chooser. */
export const topics = /* @__PURE__ */ endpoint<
  { topics: JournalTopic[] },
  { query: typeof schemas.topicListQuerySchema }
>()('GET', '/api/journal/topics');

/** 201. */
export const createTopic = /* @__PURE__ */ endpoint<
  { topic: JournalTopic },
  { body: typeof schemas.createTopicInputSchema }
>()('POST', '/api/journal/topics');

export const topic = /* @__PURE__ */ endpoint<{ topic: JournalTopicDetail }>()(
  'GET',
  '/api/journal/topics/:id',
);

export const updateTopic = /* @__PURE__ */ endpoint<
  { topic: JournalTopic },
  { body: typeof schemas.updateTopicInputSchema }
>()('PATCH', '/api/journal/topics/:id');

/** 204, with its entries. */
export const deleteTopic = /* @__PURE__ */ endpoint<null>()('DELETE', '/api/journal/topics/:id');

/** 201; the topic must be the member's and active. */
export const createTopicEntry = /* @__PURE__ */ endpoint<
  { entry: JournalTopicEntry; earned: EarnedAchievement[] },
  { body: typeof schemas.createTopicEntryInputSchema }
>()('POST', '/api/journal/topics/:id/entries');

export const updateTopicEntry = /* @__PURE__ */ endpoint<
  { entry: JournalTopicEntry },
  { body: typeof schemas.updateTopicEntryInputSchema }
>()('PATCH', '/api/journal/topic-entries/:id');

/** 204. */
export const deleteTopicEntry = /* @__PURE__ */ endpoint<null>()(
  'DELETE',
  '/api/journal/topic-entries/:id',
);

/** Every journal achievement, earned or locked, and the next. */
export const achievements = /* @__PURE__ */ endpoint<JournalAchievementsResponse>()(
  'GET',
  '/api/journal/achievements',
);

/** The member's entries, topic entries and prayers that match `q`. */
export const search = /* @__PURE__ */ endpoint<
  Page<JournalSearchHit>,
  { query: typeof schemas.journalSearchQuerySchema }
>()('GET', '/api/journal/search');
