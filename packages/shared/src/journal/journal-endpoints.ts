import { endpoint } from '../api-contract/endpoint';
import type { EarnedAchievement } from '../reading/reading-types';
import type {
  createEntryInputSchema,
  createTopicEntryInputSchema,
  createTopicInputSchema,
  journalPageQuerySchema,
  journalSearchQuerySchema,
  topicListQuerySchema,
  updateEntryInputSchema,
  updateTopicEntryInputSchema,
  updateTopicInputSchema,
} from './journal-schemas';
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

/**
 * The member's journal: entries, topics and their entries (SPEC §6: personal; another member's
 * id answers 404 as if it did not exist). A new entry answers the journal achievements it earned.
 */
export const journalEndpoints = {
  /** Entries and topic entries, newest first, each topic entry with its topic. */
  entries: endpoint<Page<JournalListItem>, { query: typeof journalPageQuerySchema }>()(
    'GET',
    '/api/journal/entries',
  ),
  /** 201. */
  createEntry: endpoint<
    { entry: JournalEntry; earned: EarnedAchievement[] },
    { body: typeof createEntryInputSchema }
  >()('POST', '/api/journal/entries'),
  entry: endpoint<{ entry: JournalEntry }>()('GET', '/api/journal/entries/:id'),
  updateEntry: endpoint<{ entry: JournalEntry }, { body: typeof updateEntryInputSchema }>()(
    'PATCH',
    '/api/journal/entries/:id',
  ),
  /** 204. */
  deleteEntry: endpoint<null>()('DELETE', '/api/journal/entries/:id'),
  /** What /journal/:id names: an entry or a topic, in one request. */
  item: endpoint<{ item: JournalItem }>()('GET', '/api/journal/items/:id'),
  /** Newest-updated first, with their counts; `status: 'active'` for the topic chooser. */
  topics: endpoint<{ topics: JournalTopic[] }, { query: typeof topicListQuerySchema }>()(
    'GET',
    '/api/journal/topics',
  ),
  /** 201. */
  createTopic: endpoint<{ topic: JournalTopic }, { body: typeof createTopicInputSchema }>()(
    'POST',
    '/api/journal/topics',
  ),
  topic: endpoint<{ topic: JournalTopicDetail }>()('GET', '/api/journal/topics/:id'),
  updateTopic: endpoint<{ topic: JournalTopic }, { body: typeof updateTopicInputSchema }>()(
    'PATCH',
    '/api/journal/topics/:id',
  ),
  /** 204, with its entries. */
  deleteTopic: endpoint<null>()('DELETE', '/api/journal/topics/:id'),
  /** 201; the topic must be the member's and active. */
  createTopicEntry: endpoint<
    { entry: JournalTopicEntry; earned: EarnedAchievement[] },
    { body: typeof createTopicEntryInputSchema }
  >()('POST', '/api/journal/topics/:id/entries'),
  updateTopicEntry: endpoint<
    { entry: JournalTopicEntry },
    { body: typeof updateTopicEntryInputSchema }
  >()('PATCH', '/api/journal/topic-entries/:id'),
  /** 204. */
  deleteTopicEntry: endpoint<null>()('DELETE', '/api/journal/topic-entries/:id'),
  /** Every journal achievement, earned or locked, and the next. */
  achievements: endpoint<JournalAchievementsResponse>()('GET', '/api/journal/achievements'),
  /** The member's entries, topic entries and prayers that match `q`. */
  search: endpoint<Page<JournalSearchHit>, { query: typeof journalSearchQuerySchema }>()(
    'GET',
    '/api/journal/search',
  ),
};
