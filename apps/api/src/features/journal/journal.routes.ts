import {
  createEntryInputSchema,
  createTopicEntryInputSchema,
  createTopicInputSchema,
  ENTRY_NOT_FOUND,
  JOURNAL_ITEM_NOT_FOUND,
  journalPageQuerySchema,
  journalSearchQuerySchema,
  TOPIC_NOT_FOUND,
  TOPIC_STATUSES,
  updateEntryInputSchema,
  updateTopicEntryInputSchema,
  updateTopicInputSchema,
} from '@manna/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { SignedInEnv } from '../../lib/context';
import { requireUser } from '../../lib/middlewares';
import { uuidParam, validate } from '../../lib/validation';
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

const entryIdParam = uuidParam(ENTRY_NOT_FOUND);
const topicIdParam = uuidParam(TOPIC_NOT_FOUND);
const itemIdParam = uuidParam(JOURNAL_ITEM_NOT_FOUND);
const topicListQuerySchema = z.object({
  status: z.enum(TOPIC_STATUSES, { message: 'Choose a status' }).optional(),
});

// The journal is personal (docs/product/journal.md#rules). Every route needs a member and reads or
// writes only their own entries and topics; someone else's id answers 404 as if it did not exist.
export const journalRoutes = new Hono<SignedInEnv>()
  .use(requireUser)
  .get('/entries', validate('query', journalPageQuerySchema), async (c) =>
    c.json(await listJournalEntries(c.var.deps.db, c.var.user.id, c.req.valid('query'))),
  )
  .post('/entries', validate('json', createEntryInputSchema), async (c) =>
    c.json(await createEntry(c.var.deps.db, c.var.user.id, c.req.valid('json')), 201),
  )
  .get('/entries/:id', entryIdParam, async (c) =>
    c.json({ entry: await getEntry(c.var.deps.db, c.var.user.id, c.req.valid('param').id) }),
  )
  .patch('/entries/:id', entryIdParam, validate('json', updateEntryInputSchema), async (c) =>
    c.json({
      entry: await updateEntry(
        c.var.deps.db,
        c.var.user.id,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
    }),
  )
  .delete('/entries/:id', entryIdParam, async (c) => {
    const releasedMemoFiles = await deleteEntry(
      c.var.deps.db,
      c.var.user.id,
      c.req.valid('param').id,
    );
    await removeVoiceMemoFiles(c.var.deps, releasedMemoFiles);
    return c.body(null, 204);
  })
  .get('/items/:id', itemIdParam, async (c) =>
    c.json({ item: await getJournalItem(c.var.deps.db, c.var.user.id, c.req.valid('param').id) }),
  )
  .get('/topics', validate('query', topicListQuerySchema), async (c) =>
    c.json({ topics: await listTopics(c.var.deps.db, c.var.user.id, c.req.valid('query')) }),
  )
  .post('/topics', validate('json', createTopicInputSchema), async (c) =>
    c.json({ topic: await createTopic(c.var.deps.db, c.var.user.id, c.req.valid('json')) }, 201),
  )
  .get('/topics/:id', topicIdParam, async (c) =>
    c.json({ topic: await getTopic(c.var.deps.db, c.var.user.id, c.req.valid('param').id) }),
  )
  .patch('/topics/:id', topicIdParam, validate('json', updateTopicInputSchema), async (c) =>
    c.json({
      topic: await updateTopic(
        c.var.deps.db,
        c.var.user.id,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
    }),
  )
  .delete('/topics/:id', topicIdParam, async (c) => {
    const releasedMemoFiles = await deleteTopic(
      c.var.deps.db,
      c.var.user.id,
      c.req.valid('param').id,
    );
    await removeVoiceMemoFiles(c.var.deps, releasedMemoFiles);
    return c.body(null, 204);
  })
  .post(
    '/topics/:id/entries',
    topicIdParam,
    validate('json', createTopicEntryInputSchema),
    async (c) =>
      c.json(
        await createTopicEntry(
          c.var.deps.db,
          c.var.user.id,
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        201,
      ),
  )
  .patch(
    '/topic-entries/:id',
    entryIdParam,
    validate('json', updateTopicEntryInputSchema),
    async (c) =>
      c.json({
        entry: await updateTopicEntry(
          c.var.deps.db,
          c.var.user.id,
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      }),
  )
  .delete('/topic-entries/:id', entryIdParam, async (c) => {
    const releasedMemoFiles = await deleteTopicEntry(
      c.var.deps.db,
      c.var.user.id,
      c.req.valid('param').id,
    );
    await removeVoiceMemoFiles(c.var.deps, releasedMemoFiles);
    return c.body(null, 204);
  })
  .get('/achievements', async (c) =>
    c.json(await getJournalAchievements(c.var.deps.db, c.var.user.id)),
  )
  .get('/search', validate('query', journalSearchQuerySchema), async (c) =>
    c.json(await searchJournal(c.var.deps.db, c.var.user.id, c.req.valid('query'))),
  );
