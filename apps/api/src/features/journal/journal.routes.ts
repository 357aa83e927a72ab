import {
  createEntryInputSchema,
  createTopicEntryInputSchema,
  createTopicInputSchema,
  journalEndpoints as endpoints,
  journalPageQuerySchema,
  journalSearchQuerySchema,
  topicListQuerySchema,
  updateEntryInputSchema,
  updateTopicEntryInputSchema,
  updateTopicInputSchema,
} from '@manna/shared';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../lib/context';
import { contractRoutes, reply } from '../../lib/contract-routes';
import { requireUser } from '../../lib/middlewares';
import { uuidParam } from '../../lib/validation';
import { removeVoiceMemoFiles } from '../voice-memos/voice-memos.service';
import { getJournalAchievements } from './journal-achievements.service';
import { createEntry, deleteEntry, getEntry, updateEntry } from './journal-entries.service';
import { getJournalItem, listJournalEntries } from './journal-list.service';
import { searchJournal } from './journal-search.service';
import {
  createTopic,
  createTopicEntry,
  deleteTopic,
  deleteTopicEntry,
  getTopic,
  listTopics,
  updateTopic,
  updateTopicEntry,
} from './journal-topics.service';

const entryId = { before: [uuidParam('entry_not_found')] };
const topicId = { before: [uuidParam('topic_not_found')] };

// The journal is personal (docs/product/journal.md#rules). Every route needs a member and reads or
// writes only their own entries and topics; someone else's id answers 404 as if it did not exist.
export const journalRoutes = new Hono<SignedInEnv>().use(requireUser);
const serve = contractRoutes(journalRoutes, '/api/journal');

serve(endpoints.entries, { query: journalPageQuerySchema }, async (c, { query }) =>
  listJournalEntries(c.var.deps.db, c.var.user.id, query),
);
serve(endpoints.createEntry, { body: createEntryInputSchema }, async (c, { body }) =>
  reply(201, await createEntry(c.var.deps.db, c.var.user.id, body)),
);
serve(endpoints.entry, entryId, async (c, { params }) => ({
  entry: await getEntry(c.var.deps.db, c.var.user.id, params.id),
}));
serve(
  endpoints.updateEntry,
  { ...entryId, body: updateEntryInputSchema },
  async (c, { params, body }) => ({
    entry: await updateEntry(c.var.deps.db, c.var.user.id, params.id, body),
  }),
);
serve(endpoints.deleteEntry, entryId, async (c, { params }) => {
  const releasedMemoFiles = await deleteEntry(c.var.deps.db, c.var.user.id, params.id);
  await removeVoiceMemoFiles(c.var.deps, releasedMemoFiles);
  return null;
});
serve(endpoints.item, { before: [uuidParam('journal_item_not_found')] }, async (c, { params }) => ({
  item: await getJournalItem(c.var.deps.db, c.var.user.id, params.id),
}));
serve(endpoints.topics, { query: topicListQuerySchema }, async (c, { query }) => ({
  topics: await listTopics(c.var.deps.db, c.var.user.id, query),
}));
serve(endpoints.createTopic, { body: createTopicInputSchema }, async (c, { body }) =>
  reply(201, { topic: await createTopic(c.var.deps.db, c.var.user.id, body) }),
);
serve(endpoints.topic, topicId, async (c, { params }) => ({
  topic: await getTopic(c.var.deps.db, c.var.user.id, params.id),
}));
serve(
  endpoints.updateTopic,
  { ...topicId, body: updateTopicInputSchema },
  async (c, { params, body }) => ({
    topic: await updateTopic(c.var.deps.db, c.var.user.id, params.id, body),
  }),
);
serve(endpoints.deleteTopic, topicId, async (c, { params }) => {
  const releasedMemoFiles = await deleteTopic(c.var.deps.db, c.var.user.id, params.id);
  await removeVoiceMemoFiles(c.var.deps, releasedMemoFiles);
  return null;
});
serve(
  endpoints.createTopicEntry,
  { ...topicId, body: createTopicEntryInputSchema },
  async (c, { params, body }) =>
    reply(201, await createTopicEntry(c.var.deps.db, c.var.user.id, params.id, body)),
);
serve(
  endpoints.updateTopicEntry,
  { ...entryId, body: updateTopicEntryInputSchema },
  async (c, { params, body }) => ({
    entry: await updateTopicEntry(c.var.deps.db, c.var.user.id, params.id, body),
  }),
);
serve(endpoints.deleteTopicEntry, entryId, async (c, { params }) => {
  const releasedMemoFiles = await deleteTopicEntry(c.var.deps.db, c.var.user.id, params.id);
  await removeVoiceMemoFiles(c.var.deps, releasedMemoFiles);
  return null;
});
serve(endpoints.achievements, {}, async (c) =>
  getJournalAchievements(c.var.deps.db, c.var.user.id),
);
serve(endpoints.search, { query: journalSearchQuerySchema }, async (c, { query }) =>
  searchJournal(c.var.deps.db, c.var.user.id, query),
);
