import type {
  createTopicEntryInputSchema,
  createTopicInputSchema,
  EarnedAchievement,
  JournalTopic,
  JournalTopicDetail,
  JournalTopicEntry,
  TopicStatus,
  updateTopicEntryInputSchema,
  updateTopicInputSchema,
} from '@manna/shared';
import { and, count, desc, eq, getTableColumns, max, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { journalTopicEntries, journalTopics } from '../../db/schema';
import { DomainError } from '../../lib/domain-errors';
import { releaseVoiceMemos, requireOwnVoiceMemo } from '../voice-memos/voice-memos.service';
import { awardJournalAchievements, lockMemberJournal } from './journal-achievements.service';
import { requireOwnPrayer } from './journal-entries.service';

export type CreateTopicData = z.output<typeof createTopicInputSchema>;
export type UpdateTopicData = z.output<typeof updateTopicInputSchema>;
export type CreateTopicEntryData = z.output<typeof createTopicEntryInputSchema>;
export type UpdateTopicEntryData = z.output<typeof updateTopicEntryInputSchema>;

/**
 * The topic list is not paged (the chooser needs every active topic); this bounds the response
 * if someone scripts topics, far above what a member keeps.
 */
export const TOPICS_MAX = 500;
/** A topic's detail lists its entries up to this many; its counts always cover them all. */
export const TOPIC_ENTRIES_MAX = 1000;

type TopicRow = typeof journalTopics.$inferSelect;
type TopicEntryRow = typeof journalTopicEntries.$inferSelect;
interface TopicCounts {
  entry_count: number;
  answered_count: number;
  last_entry_date: Date | null;
}

function toTopic(row: TopicRow & TopicCounts): JournalTopic {
  return {
    id: row.id,
    user_id: row.user_id,
    title: row.title,
    description: row.description,
    goal: row.goal,
    status: row.status,
    color: row.color,
    icon: row.icon,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    entry_count: row.entry_count,
    answered_count: row.answered_count,
    last_entry_date: row.last_entry_date?.toISOString() ?? null,
  };
}

export function toTopicEntry(row: TopicEntryRow): JournalTopicEntry {
  return {
    id: row.id,
    topic_id: row.topic_id,
    user_id: row.user_id,
    prayer_id: row.prayer_id,
    type: row.type,
    title: row.title,
    content: row.content,
    voice_memo_url: row.voice_memo_url,
    is_private: row.is_private,
    is_answered: row.is_answered,
    answer_details: row.answer_details,
    scripture_reference: row.scripture_reference,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const topicOwnedBy = (userId: string) => eq(journalTopics.user_id, userId);

// count() is a bigint, which node-postgres hands over as a string.
const answeredCount =
  sql`count(${journalTopicEntries.id}) filter (where ${journalTopicEntries.is_answered})`.mapWith(
    Number,
  );

/**
 * The member's topics with their derived counts (docs/product/journal.md#entities), all in one
 * query: a left join on the entries grouped by topic, so an empty topic still shows with zeros.
 */
function selectTopicsWithCounts(executor: Executor, where: SQL | undefined) {
  return executor
    .select({
      ...getTableColumns(journalTopics),
      entry_count: count(journalTopicEntries.id),
      answered_count: answeredCount,
      last_entry_date: max(journalTopicEntries.created_at),
    })
    .from(journalTopics)
    .leftJoin(journalTopicEntries, eq(journalTopicEntries.topic_id, journalTopics.id))
    .where(where)
    .groupBy(journalTopics.id);
}

async function topicWithCounts(executor: Executor, userId: string, id: string) {
  const [row] = await selectTopicsWithCounts(
    executor,
    and(eq(journalTopics.id, id), topicOwnedBy(userId)),
  );
  if (!row) throw new DomainError('topic_not_found');
  return toTopic(row);
}

/**
 * GET /api/journal/topics. Newest-updated first (docs/product/journal.md#rules); with `status:
 * 'active'` it is the topic chooser, since only active topics are offered for selection.
 */
export async function listTopics(
  executor: Executor,
  userId: string,
  { status }: { status?: TopicStatus | undefined } = {},
): Promise<JournalTopic[]> {
  const rows = await selectTopicsWithCounts(
    executor,
    and(topicOwnedBy(userId), status ? eq(journalTopics.status, status) : undefined),
  )
    .orderBy(desc(journalTopics.updated_at), desc(journalTopics.id))
    .limit(TOPICS_MAX);
  return rows.map(toTopic);
}

/**
 * GET /api/journal/topics/:id: the topic with its entries, newest created first
 * (docs/product/journal.md#rules).
 */
export async function getTopic(
  executor: Executor,
  userId: string,
  id: string,
): Promise<JournalTopicDetail> {
  const [topic, entries] = await Promise.all([
    topicWithCounts(executor, userId, id),
    executor
      .select()
      .from(journalTopicEntries)
      .where(and(eq(journalTopicEntries.topic_id, id), eq(journalTopicEntries.user_id, userId)))
      .orderBy(desc(journalTopicEntries.created_at), desc(journalTopicEntries.id))
      .limit(TOPIC_ENTRIES_MAX),
  ]);
  return { ...topic, entries: entries.map(toTopicEntry) };
}

/**
 * POST /api/journal/topics. Defaults: status active, color blue, icon target
 * (docs/product/journal.md#entities).
 */
export async function createTopic(
  executor: Executor,
  userId: string,
  input: CreateTopicData,
): Promise<JournalTopic> {
  const [row] = await executor
    .insert(journalTopics)
    .values({
      user_id: userId,
      title: input.title,
      description: input.description ?? null,
      goal: input.goal ?? null,
      status: input.status,
      color: input.color,
      icon: input.icon,
    })
    .returning();
  if (!row) throw new Error('journal topic insert returned no row');
  return toTopic({ ...row, entry_count: 0, answered_count: 0, last_entry_date: null });
}

/**
 * PATCH /api/journal/topics/:id. Only when the id and the member match
 * (docs/product/journal.md#rules).
 */
export async function updateTopic(
  db: Database,
  userId: string,
  id: string,
  changes: UpdateTopicData,
): Promise<JournalTopic> {
  const set = {
    ...(changes.title !== undefined && { title: changes.title }),
    // A null or empty description or goal clears it.
    ...(changes.description !== undefined && { description: changes.description }),
    ...(changes.goal !== undefined && { goal: changes.goal }),
    ...(changes.status !== undefined && { status: changes.status }),
    ...(changes.color !== undefined && { color: changes.color }),
    ...(changes.icon !== undefined && { icon: changes.icon }),
  };
  if (Object.keys(set).length === 0) throw new DomainError('nothing_to_update');
  // One transaction so the answer's counts are those of the topic as this change left it.
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(journalTopics)
      .set({ ...set, updated_at: sql`now()` })
      .where(and(eq(journalTopics.id, id), topicOwnedBy(userId)))
      .returning({ id: journalTopics.id });
    if (!row) throw new DomainError('topic_not_found');
    return topicWithCounts(tx, userId, id);
  });
}

/**
 * DELETE /api/journal/topics/:id, with its entries (the foreign key cascades) and their voice
 * memos; answers the memo files to remove once this has committed.
 */
export async function deleteTopic(db: Database, userId: string, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    // The topic is locked first (the order every journal write keeps), so no entry can be added
    // between reading the memos and the cascade.
    const [topic] = await tx
      .select({ id: journalTopics.id })
      .from(journalTopics)
      .where(and(eq(journalTopics.id, id), topicOwnedBy(userId)))
      .for('update');
    if (!topic) throw new DomainError('topic_not_found');
    const entries = await tx
      .select({ voice_memo_url: journalTopicEntries.voice_memo_url })
      .from(journalTopicEntries)
      .where(eq(journalTopicEntries.topic_id, id));
    await tx.delete(journalTopics).where(eq(journalTopics.id, id));
    return releaseVoiceMemos(
      tx,
      userId,
      entries.map((entry) => entry.voice_memo_url),
    );
  });
}

/**
 * Any entry creation, update or deletion bumps the parent topic's updated_at
 * (docs/product/journal.md#rules).
 */
function bumpTopic(tx: Executor, userId: string, topicId: string) {
  return tx
    .update(journalTopics)
    .set({ updated_at: sql`now()` })
    .where(and(eq(journalTopics.id, topicId), topicOwnedBy(userId)))
    .returning({ status: journalTopics.status });
}

/**
 * Bumps the topic of the member's entry `entryId` before the entry itself is touched: topic
 * first, then entry, is the order every journal write locks rows in (deleting a topic locks it,
 * then cascades to its entries), so two of them never wait on each other in a circle.
 */
async function bumpTopicOfEntry(tx: Executor, userId: string, entryId: string): Promise<void> {
  const [entry] = await tx
    .select({ topicId: journalTopicEntries.topic_id })
    .from(journalTopicEntries)
    .where(and(eq(journalTopicEntries.id, entryId), eq(journalTopicEntries.user_id, userId)));
  if (!entry) throw new DomainError('entry_not_found');
  const [topic] = await bumpTopic(tx, userId, entry.topicId);
  // The topic went (and its entries with it) since the entry was read.
  if (!topic) throw new DomainError('entry_not_found');
}

/**
 * POST /api/journal/topics/:id/entries. The topic must be the member's and active
 * (docs/product/journal.md#rules: only active topics are offered), and its voice memo the member's
 * own; the topic's bump and the achievements the new entry count reaches happen in the same
 * transaction as the insert.
 */
export async function createTopicEntry(
  db: Database,
  userId: string,
  topicId: string,
  input: CreateTopicEntryData,
): Promise<{ entry: JournalTopicEntry; earned: EarnedAchievement[] }> {
  return db.transaction(async (tx) => {
    await lockMemberJournal(tx, userId);
    // The bump also finds (and locks) the member's topic; a refusal below rolls it back.
    const [topic] = await bumpTopic(tx, userId, topicId);
    if (!topic) throw new DomainError('topic_not_found');
    if (topic.status !== 'active') throw new DomainError('topic_not_active');
    await requireOwnPrayer(tx, userId, input.prayer_id);
    const [row] = await tx
      .insert(journalTopicEntries)
      .values({
        topic_id: topicId,
        user_id: userId,
        prayer_id: input.prayer_id ?? null,
        type: input.type,
        title: input.title ?? null,
        content: input.content,
        voice_memo_url: input.voice_memo_url ?? null,
        is_private: input.is_private,
        is_answered: input.is_answered,
        answer_details: input.answer_details ?? null,
        scripture_reference: input.scripture_reference ?? null,
      })
      .returning();
    if (!row) throw new Error('journal topic entry insert returned no row');
    await requireOwnVoiceMemo(tx, userId, row.voice_memo_url);
    return { entry: toTopicEntry(row), earned: await awardJournalAchievements(tx, userId) };
  });
}

/**
 * PATCH /api/journal/topic-entries/:id: the member's own entry, bumping its topic; a voice memo it
 * sets must be the member's own.
 */
export async function updateTopicEntry(
  db: Database,
  userId: string,
  id: string,
  changes: UpdateTopicEntryData,
): Promise<JournalTopicEntry> {
  const set = {
    ...(changes.type !== undefined && { type: changes.type }),
    // A null or empty title, answer, reference or memo clears it.
    ...(changes.title !== undefined && { title: changes.title }),
    ...(changes.content !== undefined && { content: changes.content }),
    ...(changes.is_private !== undefined && { is_private: changes.is_private }),
    ...(changes.is_answered !== undefined && { is_answered: changes.is_answered }),
    ...(changes.answer_details !== undefined && { answer_details: changes.answer_details }),
    ...(changes.scripture_reference !== undefined && {
      scripture_reference: changes.scripture_reference,
    }),
    ...(changes.voice_memo_url !== undefined && { voice_memo_url: changes.voice_memo_url }),
  };
  if (Object.keys(set).length === 0) throw new DomainError('nothing_to_update');
  return db.transaction(async (tx) => {
    await bumpTopicOfEntry(tx, userId, id);
    const [row] = await tx
      .update(journalTopicEntries)
      .set({ ...set, updated_at: sql`now()` })
      .where(and(eq(journalTopicEntries.id, id), eq(journalTopicEntries.user_id, userId)))
      .returning();
    if (!row) throw new DomainError('entry_not_found');
    await requireOwnVoiceMemo(tx, userId, changes.voice_memo_url);
    return toTopicEntry(row);
  });
}

/** DELETE /api/journal/topic-entries/:id: the member's own entry, bumping its topic. */
export async function deleteTopicEntry(
  db: Database,
  userId: string,
  id: string,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await bumpTopicOfEntry(tx, userId, id);
    const deleted = await tx
      .delete(journalTopicEntries)
      .where(and(eq(journalTopicEntries.id, id), eq(journalTopicEntries.user_id, userId)))
      .returning({ voice_memo_url: journalTopicEntries.voice_memo_url });
    if (deleted.length === 0) throw new DomainError('entry_not_found');
    return releaseVoiceMemos(
      tx,
      userId,
      deleted.map((entry) => entry.voice_memo_url),
    );
  });
}
