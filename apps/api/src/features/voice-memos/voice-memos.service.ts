import { randomUUID } from 'node:crypto';
import {
  VOICE_MEMO_NOT_FOUND,
  VOICE_MEMO_PATH_SEGMENT,
  type VoiceMemo,
  voiceMemoUrl,
} from '@manna/shared';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { journalEntries, journalTopicEntries, journalTopics, voiceMemos } from '../../db/schema';
import { notFound } from '../../lib/errors';
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
 * SPEC §7 'upload to voice-memos/{userId}/': the bytes go to storage first, then the row that
 * makes them reachable; if the row cannot be written the file is removed again, so storage
 * never keeps audio that no member can see or delete.
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

/** SPEC §6: a memo is its owner's; anyone else is told it does not exist. */
export async function findVoiceMemo(
  db: Database,
  userId: string,
  id: string,
): Promise<VoiceMemoRow> {
  const [row] = await db
    .select()
    .from(voiceMemos)
    .where(and(eq(voiceMemos.id, id), eq(voiceMemos.user_id, userId)));
  if (!row) throw notFound(VOICE_MEMO_NOT_FOUND);
  return row;
}

/**
 * The memo id a voice memo URL names: the segment after the last '/voice-memos/', as in
 * '/api/voice-memos/{id}' or the same with an origin. Anything else names no memo (404); the
 * route has already refused URLs without the segment (SPEC §5).
 */
export function voiceMemoIdFromUrl(url: string): string {
  const rest = url.slice(url.lastIndexOf(VOICE_MEMO_PATH_SEGMENT) + VOICE_MEMO_PATH_SEGMENT.length);
  const id = rest.split(/[/?#]/)[0] ?? '';
  if (!z.uuid().safeParse(id).success) throw notFound(VOICE_MEMO_NOT_FOUND);
  return id.toLowerCase();
}

/**
 * Removes a member's memo: its row, the references to it from their journal entries and topic
 * entries (whose topics count as changed, SPEC §4), and its file, in one transaction. The file
 * goes last: if storage fails the rows stay as they were and the member can try again.
 */
export async function deleteVoiceMemo(
  { db, storage }: StorageDeps,
  userId: string,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [memo] = await tx
      .delete(voiceMemos)
      .where(and(eq(voiceMemos.id, id), eq(voiceMemos.user_id, userId)))
      .returning();
    if (!memo) throw notFound(VOICE_MEMO_NOT_FOUND);

    // Entries hold voiceMemoUrl(id), possibly with an origin in front.
    const pointsAtMemo = `%${VOICE_MEMO_PATH_SEGMENT}${memo.id}`;
    await tx
      .update(journalEntries)
      .set({ voice_memo_url: null, updated_at: sql`now()` })
      .where(
        and(eq(journalEntries.user_id, userId), like(journalEntries.voice_memo_url, pointsAtMemo)),
      );
    const topicEntries = await tx
      .update(journalTopicEntries)
      .set({ voice_memo_url: null, updated_at: sql`now()` })
      .where(
        and(
          eq(journalTopicEntries.user_id, userId),
          like(journalTopicEntries.voice_memo_url, pointsAtMemo),
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
