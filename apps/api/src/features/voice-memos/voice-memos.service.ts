import { randomUUID } from 'node:crypto';
import {
  VOICE_MEMO_PATH_SEGMENT,
  type VoiceMemo,
  voiceMemoIdOf,
  voiceMemoUrl,
} from '@manna/shared';
import { and, eq, inArray, lt, notExists, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { journalEntries, journalTopicEntries, journalTopics, voiceMemos } from '../../db/schema';
import { DomainError } from '../../lib/domain-errors';
import type { Logger } from '../../lib/logger';
import type { FileStorage } from '../../lib/storage/file-storage';
import { VOICE_MEMO_EXTENSIONS, type VoiceMemoContentType } from './voice-memo-audio';

export type VoiceMemoRow = typeof voiceMemos.$inferSelect;

export interface VoiceMemoUpload {
  bytes: Uint8Array;
  contentType: VoiceMemoContentType;
  durationMs: number | null;
}

interface StorageDeps {
  db: Database;
  storage: FileStorage;
  logger: Logger;
}

function toVoiceMemo(row: VoiceMemoRow): VoiceMemo {
  return {
    id: row.id,
    url: voiceMemoUrl(row.id),
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    duration_ms: row.duration_ms,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Upload to voice-memos/{userId}/ (docs/product/journal.md#voice-memos): the bytes go to storage
 * first, then the row that makes them reachable; if the row cannot be written the file is removed
 * again, so storage never keeps audio that no member can see or delete.
 */
export async function saveVoiceMemo(
  { db, storage, logger }: StorageDeps,
  userId: string,
  upload: VoiceMemoUpload,
): Promise<VoiceMemo> {
  const id = randomUUID();
  const storageKey = `voice-memos/${userId}/${id}.${VOICE_MEMO_EXTENSIONS[upload.contentType]}`;
  await storage.put(storageKey, upload.bytes, upload.contentType);
  try {
    const [row] = await db
      .insert(voiceMemos)
      .values({
        id,
        user_id: userId,
        storage_key: storageKey,
        content_type: upload.contentType,
        size_bytes: upload.bytes.byteLength,
        duration_ms: upload.durationMs,
      })
      .returning();
    if (!row) throw new Error('voice memo insert returned no row');
    return toVoiceMemo(row);
  } catch (error) {
    await storage.delete(storageKey).catch((cleanupError: unknown) => {
      logger.warn({ err: cleanupError, storageKey }, 'could not remove an unsaved voice memo');
    });
    throw error;
  }
}

/**
 * A memo is its owner's; anyone else is told it does not exist
 * (docs/product/journal.md#voice-memos).
 */
export async function findVoiceMemo(
  db: Database,
  userId: string,
  id: string,
): Promise<VoiceMemoRow> {
  const [row] = await db
    .select()
    .from(voiceMemos)
    .where(and(eq(voiceMemos.id, id), eq(voiceMemos.user_id, userId)));
  if (!row) throw new DomainError('voice_memo_not_found');
  return row;
}

/**
 * A voice_memo_url a journal write is about to store must name one of the member's own memos;
 * someone else's is refused exactly as a memo that does not exist
 * (docs/product/journal.md#voice-memos). Call it in the write's transaction, after the entry's row
 * is written: like a foreign key check, it then holds the memo (key share) until the write commits,
 * so deleting the memo, or releasing or sweeping it as unplayed, waits for the entry and sees it.
 * The order is the one every journal write keeps: the entry's row first, then its memo.
 */
export async function requireOwnVoiceMemo(
  tx: Executor,
  userId: string,
  url: string | null | undefined,
): Promise<void> {
  if (url == null) return;
  // The shared schema has refused anything else already.
  const id = voiceMemoIdOf(url);
  if (!id) throw new DomainError('invalid_voice_memo_url');
  const [memo] = await tx
    .select({ id: voiceMemos.id })
    .from(voiceMemos)
    .where(and(eq(voiceMemos.id, id), eq(voiceMemos.user_id, userId)))
    .for('key share');
  if (!memo) throw new DomainError('voice_memo_not_found');
}

/**
 * The memo id a stored voice_memo_url names: the segment after the last '/voice-memos/'. New
 * entries hold voiceMemoUrl(id) exactly; this also reads rows written before that was required,
 * which may carry an origin in front.
 */
function storedVoiceMemoId(url: string): string | null {
  const at = url.lastIndexOf(VOICE_MEMO_PATH_SEGMENT);
  if (at === -1) return null;
  const id = url.slice(at + VOICE_MEMO_PATH_SEGMENT.length).split(/[/?#]/)[0] ?? '';
  return z.uuid().safeParse(id).success ? id.toLowerCase() : null;
}

/** Entries hold voiceMemoUrl(id); rows written before that was required may add an origin. */
function pointsAt(column: AnyPgColumn, memoId: SQL) {
  return sql`${column} like '%' || ${VOICE_MEMO_PATH_SEGMENT} || ${memoId}`;
}

/** No journal entry or topic entry of the memo's owner plays it. */
function isUnreferenced() {
  const memoId = sql`${voiceMemos.id}::text`;
  return and(
    notExists(
      sql`(select 1 from ${journalEntries} where ${journalEntries.user_id} = ${voiceMemos.user_id} and ${pointsAt(journalEntries.voice_memo_url, memoId)})`,
    ),
    notExists(
      sql`(select 1 from ${journalTopicEntries} where ${journalTopicEntries.user_id} = ${voiceMemos.user_id} and ${pointsAt(journalTopicEntries.voice_memo_url, memoId)})`,
    ),
  );
}

/**
 * Called in the transaction that deletes entries: removes the member's memos those entries
 * played (`urls`) that nothing else of theirs plays, and answers the storage keys of their
 * files, for removeVoiceMemoFiles once the transaction has committed (a rollback then leaves
 * every memo playable).
 */
export async function releaseVoiceMemos(
  tx: Executor,
  userId: string,
  urls: readonly (string | null)[],
): Promise<string[]> {
  const ids = new Set<string>();
  for (const url of urls) {
    const id = url ? storedVoiceMemoId(url) : null;
    if (id) ids.add(id);
  }
  if (ids.size === 0) return [];
  // Locked first and deleted by a statement of its own: an entry being saved with one of these
  // memos holds it until it commits (requireOwnVoiceMemo), and the delete's fresh snapshot then
  // sees that entry and keeps the memo.
  const candidates = await tx
    .select({ id: voiceMemos.id })
    .from(voiceMemos)
    .where(and(eq(voiceMemos.user_id, userId), inArray(voiceMemos.id, [...ids])))
    .for('update');
  return deleteUnreferenced(tx, candidates);
}

/**
 * Deletes the locked `candidates` that no entry plays, by a statement of its own whose snapshot
 * sees every entry committed meanwhile; answers the storage keys of their files.
 */
async function deleteUnreferenced(
  tx: Executor,
  candidates: readonly { id: string }[],
): Promise<string[]> {
  if (candidates.length === 0) return [];
  const deleted = await tx
    .delete(voiceMemos)
    .where(
      and(
        inArray(
          voiceMemos.id,
          candidates.map((memo) => memo.id),
        ),
        isUnreferenced(),
      ),
    )
    .returning({ storage_key: voiceMemos.storage_key });
  return deleted.map((memo) => memo.storage_key);
}

/**
 * Deletes released memo files. Their rows are gone already, so a file that cannot be removed
 * is only logged: it is unreachable, and retrying belongs to whoever reads the log.
 */
export async function removeVoiceMemoFiles(
  { storage, logger }: Pick<StorageDeps, 'storage' | 'logger'>,
  storageKeys: readonly string[],
): Promise<void> {
  await Promise.all(
    storageKeys.map((storageKey) =>
      storage.delete(storageKey).catch((error: unknown) => {
        logger.warn({ err: error, storageKey }, 'could not remove a released voice memo file');
      }),
    ),
  );
}

/** Memos recorded for a form that was never saved are kept this long, then removed. */
export const ABANDONED_VOICE_MEMO_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** How many abandoned memos one sweep statement takes on. */
const SWEEP_BATCH_SIZE = 500;

/**
 * Removes memos that no entry plays and that were recorded before `recordedBefore` (a form
 * left unsaved). Safe on many servers at once: each takes the memos no other sweep holds, and
 * removes their rows, then their files. Answers how many were removed.
 */
export async function removeAbandonedVoiceMemos(
  deps: StorageDeps,
  recordedBefore: Date,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const { storageKeys, found } = await deps.db.transaction(async (tx) => {
      // As in releaseVoiceMemos: locked, skipping any an entry being saved holds, then deleted
      // by a statement whose snapshot sees every entry committed meanwhile.
      const candidates = await tx
        .select({ id: voiceMemos.id })
        .from(voiceMemos)
        .where(and(lt(voiceMemos.created_at, recordedBefore), isUnreferenced()))
        .limit(SWEEP_BATCH_SIZE)
        .for('update', { skipLocked: true });
      return { storageKeys: await deleteUnreferenced(tx, candidates), found: candidates.length };
    });
    await removeVoiceMemoFiles(deps, storageKeys);
    removed += storageKeys.length;
    if (found < SWEEP_BATCH_SIZE) return removed;
  }
}

/**
 * Removes a member's memo: its row, the references to it from their journal entries and topic
 * entries (whose topics count as changed, docs/product/journal.md#rules), and its file, in one
 * transaction. The file goes last: if storage fails the rows stay as they were and the member can
 * try again.
 */
export async function deleteVoiceMemo(
  { db, storage }: StorageDeps,
  userId: string,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    // As stored: the text form of a uuid is lowercase.
    const memoId = sql`${id.toLowerCase()}`;
    // The entries that play it are locked before the memo, the order every journal write keeps
    // (requireOwnVoiceMemo), so an entry being saved with it and this never wait on each other.
    await tx
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(
        and(eq(journalEntries.user_id, userId), pointsAt(journalEntries.voice_memo_url, memoId)),
      )
      .for('update');
    await tx
      .select({ id: journalTopicEntries.id })
      .from(journalTopicEntries)
      .where(
        and(
          eq(journalTopicEntries.user_id, userId),
          pointsAt(journalTopicEntries.voice_memo_url, memoId),
        ),
      )
      .for('update');
    const [memo] = await tx
      .delete(voiceMemos)
      .where(and(eq(voiceMemos.id, id), eq(voiceMemos.user_id, userId)))
      .returning();
    if (!memo) throw new DomainError('voice_memo_not_found');

    // Statements of their own: they also see entries saved with the memo while it was awaited.
    await tx
      .update(journalEntries)
      .set({ voice_memo_url: null, updated_at: sql`now()` })
      .where(
        and(eq(journalEntries.user_id, userId), pointsAt(journalEntries.voice_memo_url, memoId)),
      );
    const topicEntries = await tx
      .update(journalTopicEntries)
      .set({ voice_memo_url: null, updated_at: sql`now()` })
      .where(
        and(
          eq(journalTopicEntries.user_id, userId),
          pointsAt(journalTopicEntries.voice_memo_url, memoId),
        ),
      )
      .returning({ topic_id: journalTopicEntries.topic_id });
    const topicIds = [...new Set(topicEntries.map((entry) => entry.topic_id))];
    if (topicIds.length > 0) {
      await tx
        .update(journalTopics)
        .set({ updated_at: sql`now()` })
        .where(and(eq(journalTopics.user_id, userId), inArray(journalTopics.id, topicIds)));
    }

    await storage.delete(memo.storage_key);
  });
}

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs removeAbandonedVoiceMemos at start-up and every hour until the returned function is
 * called. Each server of a group may run it: the deletes do not collide.
 */
export function startAbandonedVoiceMemoSweep(deps: StorageDeps): () => void {
  const sweep = () => {
    removeAbandonedVoiceMemos(deps, new Date(Date.now() - ABANDONED_VOICE_MEMO_AGE_MS))
      .then((removed) => {
        if (removed > 0) deps.logger.info({ removed }, 'removed abandoned voice memos');
      })
      .catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'could not remove abandoned voice memos');
      });
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  // The sweep alone must not keep the process alive.
  timer.unref();
  return () => clearInterval(timer);
}
