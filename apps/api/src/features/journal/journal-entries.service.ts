import type {
  createEntryInputSchema,
  EarnedAchievement,
  JournalEntry,
  updateEntryInputSchema,
} from '@manna/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { journalEntries, prayers } from '../../db/schema';
import { DomainError } from '../../lib/domain-errors';
import { releaseVoiceMemos, requireOwnVoiceMemo } from '../voice-memos/voice-memos.service';
import { awardJournalAchievements, lockMemberJournal } from './journal-achievements.service';

export type CreateEntryData = z.output<typeof createEntryInputSchema>;
export type UpdateEntryData = z.output<typeof updateEntryInputSchema>;

type EntryRow = typeof journalEntries.$inferSelect;

export function toEntry(row: EntryRow): JournalEntry {
  return {
    id: row.id,
    user_id: row.user_id,
    prayer_id: row.prayer_id,
    title: row.title,
    content: row.content,
    voice_memo_url: row.voice_memo_url,
    is_private: row.is_private,
    answered: row.answered,
    answer_details: row.answer_details,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const ownedBy = (userId: string) => eq(journalEntries.user_id, userId);

/**
 * A prayer named in a request must be the member's own: someone else's is as absent as one
 * that never existed (journal data is personal, docs/product/journal.md#rules).
 */
export async function requireOwnPrayer(
  executor: Executor,
  userId: string,
  prayerId: string | null | undefined,
): Promise<void> {
  if (!prayerId) return;
  const [prayer] = await executor
    .select({ id: prayers.id })
    .from(prayers)
    .where(and(eq(prayers.id, prayerId), eq(prayers.user_id, userId)));
  if (!prayer) throw new DomainError('prayer_not_found');
}

/** Another member's entry is simply not found (404, never 403; docs/product/journal.md#rules). */
export async function getEntry(executor: Executor, userId: string, id: string) {
  const [row] = await executor
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.id, id), ownedBy(userId)));
  if (!row) throw new DomainError('entry_not_found');
  return toEntry(row);
}

/**
 * POST /api/journal/entries, with the defaults of docs/product/journal.md#entities (private,
 * unanswered); the voice memo must be the member's own, and the journal achievements the new entry
 * count reaches are awarded, in the same transaction (docs/product/journal.md#achievements).
 */
export async function createEntry(
  db: Database,
  userId: string,
  input: CreateEntryData,
): Promise<{ entry: JournalEntry; earned: EarnedAchievement[] }> {
  return db.transaction(async (tx) => {
    await lockMemberJournal(tx, userId);
    await requireOwnPrayer(tx, userId, input.prayer_id);
    const [row] = await tx
      .insert(journalEntries)
      .values({
        user_id: userId,
        prayer_id: input.prayer_id ?? null,
        title: input.title ?? null,
        content: input.content,
        voice_memo_url: input.voice_memo_url ?? null,
        is_private: input.is_private,
        answered: input.answered,
        answer_details: input.answer_details ?? null,
      })
      .returning();
    if (!row) throw new Error('journal entry insert returned no row');
    await requireOwnVoiceMemo(tx, userId, row.voice_memo_url);
    return { entry: toEntry(row), earned: await awardJournalAchievements(tx, userId) };
  });
}

/**
 * PATCH /api/journal/entries/:id. Only when the id and the member match
 * (docs/product/journal.md#rules); a voice memo it sets must be the member's own.
 */
export async function updateEntry(
  db: Database,
  userId: string,
  id: string,
  changes: UpdateEntryData,
): Promise<JournalEntry> {
  const set = {
    // A null or empty title, answer or memo clears it.
    ...(changes.title !== undefined && { title: changes.title }),
    ...(changes.content !== undefined && { content: changes.content }),
    ...(changes.is_private !== undefined && { is_private: changes.is_private }),
    ...(changes.answered !== undefined && { answered: changes.answered }),
    ...(changes.answer_details !== undefined && { answer_details: changes.answer_details }),
    ...(changes.voice_memo_url !== undefined && { voice_memo_url: changes.voice_memo_url }),
  };
  if (Object.keys(set).length === 0) throw new DomainError('nothing_to_update');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(journalEntries)
      .set({ ...set, updated_at: sql`now()` })
      .where(and(eq(journalEntries.id, id), ownedBy(userId)))
      .returning();
    if (!row) throw new DomainError('entry_not_found');
    await requireOwnVoiceMemo(tx, userId, changes.voice_memo_url);
    return toEntry(row);
  });
}

/**
 * DELETE /api/journal/entries/:id. Only when the id and the member match
 * (docs/product/journal.md#rules). The entry's voice memo goes with it; answers the memo files to
 * remove once this has committed.
 */
export async function deleteEntry(db: Database, userId: string, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(journalEntries)
      .where(and(eq(journalEntries.id, id), ownedBy(userId)))
      .returning({ voice_memo_url: journalEntries.voice_memo_url });
    if (deleted.length === 0) throw new DomainError('entry_not_found');
    return releaseVoiceMemos(
      tx,
      userId,
      deleted.map((entry) => entry.voice_memo_url),
    );
  });
}
