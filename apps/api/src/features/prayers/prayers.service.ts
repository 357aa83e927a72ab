import type {
  createPrayerInputSchema,
  EarnedAchievement,
  JournalEntry,
  Page,
  Prayer,
  prayerListQuerySchema,
  updatePrayerInputSchema,
} from '@manna/shared';
import { and, asc, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { qualified } from '../../db/qualified-column';
import { journalEntries, prayers } from '../../db/schema';
import { DomainError } from '../../lib/domain-errors';
import {
  awardJournalAchievements,
  lockMemberJournal,
} from '../journal/journal-achievements.service';
import { toEntry } from '../journal/journal-entries.service';

export type CreatePrayerData = z.output<typeof createPrayerInputSchema>;
export type UpdatePrayerData = z.output<typeof updatePrayerInputSchema>;

/**
 * The member's journal entry made from this prayer: the first one, so the link answer and the
 * prayer agree even if the journal later holds more entries for the same prayer. Filtered by
 * the prayer's owner so an entry of someone else can never show up on it.
 */
const journalEntryIdOf: SQL<string | null> = sql<string | null>`(
  select ${qualified(journalEntries.id)} from ${journalEntries}
  where ${qualified(journalEntries.prayer_id)} = ${qualified(prayers.id)}
    and ${qualified(journalEntries.user_id)} = ${qualified(prayers.user_id)}
  order by ${qualified(journalEntries.created_at)} asc, ${qualified(journalEntries.id)} asc
  limit 1
)`;

const prayerColumns = { ...getTableColumns(prayers), journal_entry_id: journalEntryIdOf };

type PrayerRow = typeof prayers.$inferSelect & { journal_entry_id: string | null };

function toPrayer(row: PrayerRow): Prayer {
  return {
    id: row.id,
    user_id: row.user_id,
    title: row.title,
    content: row.content,
    is_private: row.is_private,
    is_answered: row.is_answered,
    answer_details: row.answer_details,
    answered_at: row.answered_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    journal_entry_id: row.journal_entry_id,
  };
}

const ownedBy = (userId: string) => eq(prayers.user_id, userId);
const isOwnPrayer = (userId: string, id: string) => and(eq(prayers.id, id), ownedBy(userId));
/** Newest first; the id breaks ties between prayers made in the same instant, so paging is stable. */
const newestFirst = [desc(prayers.created_at), desc(prayers.id)];

/** GET /api/prayers: a page of the member's prayers, newest first. */
export async function listPrayers(
  executor: Executor,
  userId: string,
  { limit, offset, status }: z.output<typeof prayerListQuerySchema>,
): Promise<Page<Prayer>> {
  const listed = and(
    ownedBy(userId),
    status === undefined ? undefined : eq(prayers.is_answered, status === 'answered'),
  );
  const [rows, [all]] = await Promise.all([
    executor
      .select(prayerColumns)
      .from(prayers)
      .where(listed)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    executor.select({ value: count() }).from(prayers).where(listed),
  ]);
  const total = all?.value ?? 0;
  return {
    items: rows.map(toPrayer),
    total,
    next_offset: offset + limit < total ? offset + limit : null,
  };
}

/** GET /api/prayers/recent: the member's most recent prayer, for the home screen. */
export async function getMostRecentPrayer(
  executor: Executor,
  userId: string,
): Promise<Prayer | null> {
  const [row] = await executor
    .select(prayerColumns)
    .from(prayers)
    .where(ownedBy(userId))
    .orderBy(...newestFirst)
    .limit(1);
  return row ? toPrayer(row) : null;
}

/** Another member's prayer is as absent as one that never existed (404, never 403). */
export async function getPrayer(executor: Executor, userId: string, id: string): Promise<Prayer> {
  const [row] = await executor.select(prayerColumns).from(prayers).where(isOwnPrayer(userId, id));
  if (!row) throw new DomainError('prayer_not_found');
  return toPrayer(row);
}

/** POST /api/prayers */
export async function createPrayer(
  executor: Executor,
  userId: string,
  input: CreatePrayerData,
): Promise<Prayer> {
  const [row] = await executor
    .insert(prayers)
    .values({
      user_id: userId,
      title: input.title,
      content: input.content,
      is_private: input.is_private,
    })
    .returning();
  if (!row) throw new Error('prayer insert returned no row');
  // A new prayer has no journal entry yet.
  return toPrayer({ ...row, journal_entry_id: null });
}

/**
 * PATCH /api/prayers/:id. Marking a prayer answered stamps answered_at, and marking it
 * unanswered clears it. Marking an answered prayer answered again (a form sending its whole
 * state while editing the details) keeps the day it was first answered. One statement.
 */
export async function updatePrayer(
  executor: Executor,
  userId: string,
  id: string,
  changes: UpdatePrayerData,
): Promise<Prayer> {
  const set = {
    ...(changes.title !== undefined && { title: changes.title }),
    ...(changes.content !== undefined && { content: changes.content }),
    ...(changes.is_private !== undefined && { is_private: changes.is_private }),
    ...(changes.answer_details !== undefined && { answer_details: changes.answer_details }),
    ...(changes.is_answered !== undefined && {
      is_answered: changes.is_answered,
      answered_at: changes.is_answered ? sql`coalesce(${prayers.answered_at}, now())` : null,
    }),
  };
  if (Object.keys(set).length === 0) throw new DomainError('nothing_to_update');
  const [row] = await executor
    .update(prayers)
    .set({ ...set, updated_at: sql`now()` })
    .where(isOwnPrayer(userId, id))
    .returning(prayerColumns);
  if (!row) throw new DomainError('prayer_not_found');
  return toPrayer(row);
}

/** DELETE /api/prayers/:id. Journal entries and testimonies made from it stay, unlinked. */
export async function deletePrayer(executor: Executor, userId: string, id: string): Promise<void> {
  const deleted = await executor
    .delete(prayers)
    .where(isOwnPrayer(userId, id))
    .returning({ id: prayers.id });
  if (deleted.length === 0) throw new DomainError('prayer_not_found');
}

/**
 * POST /api/prayers/:id/journal: "link a prayer to the journal". The entry takes the prayer's
 * title, content and answered state; it stays private like every journal entry
 * (docs/product/journal.md#entities). A prayer already in the journal answers with its entry
 * (`created: false`), so a double click or a retry never makes a second one: the prayer row is
 * locked for the transaction, so two concurrent links for one prayer run one after the other. The
 * new entry counts towards the journal achievements like any other
 * (docs/product/journal.md#achievements), awarded in the same transaction.
 */
export async function linkPrayerToJournal(
  db: Database,
  userId: string,
  id: string,
): Promise<{ entry: JournalEntry; earned: EarnedAchievement[]; created: boolean }> {
  return db.transaction(async (tx) => {
    await lockMemberJournal(tx, userId);
    const [prayer] = await tx.select().from(prayers).where(isOwnPrayer(userId, id)).for('update');
    if (!prayer) throw new DomainError('prayer_not_found');
    const [existing] = await tx
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.prayer_id, prayer.id), eq(journalEntries.user_id, userId)))
      .orderBy(asc(journalEntries.created_at), asc(journalEntries.id))
      .limit(1);
    if (existing) return { entry: toEntry(existing), earned: [], created: false };
    const [inserted] = await tx
      .insert(journalEntries)
      .values({
        user_id: userId,
        prayer_id: prayer.id,
        title: prayer.title,
        content: prayer.content,
        answered: prayer.is_answered,
        answer_details: prayer.answer_details,
      })
      .returning();
    if (!inserted) throw new Error('journal entry insert returned no row');
    const earned = await awardJournalAchievements(tx, userId);
    return { entry: toEntry(inserted), earned, created: true };
  });
}
