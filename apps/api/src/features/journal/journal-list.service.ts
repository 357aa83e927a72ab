import type { JournalItem, JournalListItem, Page } from '@manna/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { journalEntries, journalTopicEntries, journalTopics } from '../../db/schema';
import { DomainError } from '../../lib/domain-errors';
import { toEntry } from './journal-entries.service';
import { pageOf } from './journal-page';
import { getTopic, toTopicEntry } from './journal-topics.service';

const ENTRY: JournalListItem['kind'] = 'entry';
const TOPIC_ENTRY: JournalListItem['kind'] = 'topic_entry';

/**
 * GET /api/journal/entries: the Entries tab, the member's journal entries and topic entries
 * together, newest created first (docs/product/journal.md#rules), a page at a time
 * (docs/product/journal.md#journal). One statement pages over both kinds and reads the page's rows,
 * so a page never shows an entry twice or skips one; each side filters by the member, so nobody
 * else's writing can show.
 */
export async function listJournalEntries(
  executor: Executor,
  userId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<Page<JournalListItem>> {
  const page = unionAll(
    executor
      .select({
        kind: sql<JournalListItem['kind']>`${ENTRY}::text`.as('kind'),
        id: journalEntries.id,
        created_at: journalEntries.created_at,
      })
      .from(journalEntries)
      .where(eq(journalEntries.user_id, userId)),
    executor
      .select({
        kind: sql<JournalListItem['kind']>`${TOPIC_ENTRY}::text`.as('kind'),
        id: journalTopicEntries.id,
        created_at: journalTopicEntries.created_at,
      })
      .from(journalTopicEntries)
      .where(eq(journalTopicEntries.user_id, userId)),
  )
    // The id breaks ties between entries of the same instant, so pages never overlap.
    .orderBy(sql`created_at desc, id desc`)
    .limit(limit)
    .offset(offset)
    .as('page');

  const [rows, entryCount, topicEntryCount] = await Promise.all([
    executor
      .select({
        kind: page.kind,
        entry: journalEntries,
        topicEntry: journalTopicEntries,
        topic: {
          id: journalTopics.id,
          title: journalTopics.title,
          color: journalTopics.color,
          icon: journalTopics.icon,
        },
      })
      .from(page)
      .leftJoin(journalEntries, and(eq(page.kind, ENTRY), eq(journalEntries.id, page.id)))
      .leftJoin(
        journalTopicEntries,
        and(eq(page.kind, TOPIC_ENTRY), eq(journalTopicEntries.id, page.id)),
      )
      .leftJoin(journalTopics, eq(journalTopics.id, journalTopicEntries.topic_id))
      .orderBy(desc(page.created_at), desc(page.id)),
    executor.$count(journalEntries, eq(journalEntries.user_id, userId)),
    executor.$count(journalTopicEntries, eq(journalTopicEntries.user_id, userId)),
  ]);

  const items = rows.map(({ entry, topicEntry, topic }): JournalListItem => {
    if (entry) return { kind: 'entry', entry: toEntry(entry) };
    // The page and its rows are read by one statement: a listed id always has its row.
    if (!topicEntry || !topic) throw new Error('a listed journal entry has no row');
    return {
      kind: 'topic_entry',
      entry: toTopicEntry(topicEntry),
      // Only the shared schemas write color and icon, so they hold the listed values.
      topic,
    };
  });
  return pageOf(items, entryCount + topicEntryCount, limit, offset);
}

/**
 * GET /api/journal/items/:id: what /journal/{id} names, an entry or a topic
 * (docs/product/journal.md#routes), so the screen asks once instead of trying both kinds. Someone
 * else's id is as absent as a missing one.
 */
export async function getJournalItem(
  executor: Executor,
  userId: string,
  id: string,
): Promise<JournalItem> {
  const [entry] = await executor
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.id, id), eq(journalEntries.user_id, userId)));
  if (entry) return { kind: 'entry', entry: toEntry(entry) };
  const [topic] = await executor
    .select({ id: journalTopics.id })
    .from(journalTopics)
    .where(and(eq(journalTopics.id, id), eq(journalTopics.user_id, userId)));
  if (!topic) throw new DomainError('journal_item_not_found');
  return { kind: 'topic', topic: await getTopic(executor, userId, id) };
}
