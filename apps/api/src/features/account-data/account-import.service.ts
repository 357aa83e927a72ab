// docs/product/your-data.md#importing: an export read back into the signed-in member's account,
// all or nothing and idempotent (docs/decisions/012-export-and-import.md). Every record is
// checked before anything is written; memo files are written to storage first and the rows in
// one transaction after, and the files are removed again if that transaction fails.
import {
  describeImportIssue,
  EXPORT_DOCUMENT_NAME,
  IMPORT_BAD_JSON,
  IMPORT_NO_DOCUMENT,
  IMPORT_NOT_AN_EXPORT,
  IMPORTABLE_SECTIONS,
  type ImportableSection,
  type ImportDocument,
  type ImportResult,
  importDocumentSchema,
  importedId,
  memoFileMissing,
  memoFileUnreadable,
  VOICE_MEMO_MAX_BYTES,
  verseReferenceOf,
  voiceMemoIdOf,
  voiceMemoUrl,
} from '@manna/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { Database, Transaction } from '../../db/client';
import {
  bibleReadingChapters,
  bibleReadingPlans,
  bibleStudyNotes,
  bookmarks,
  journalEntries,
  journalTopicEntries,
  journalTopics,
  prayers,
  reminders,
  testimonies,
  userCompletedChapters,
  userReadingProgress,
  userScheduledChapters,
  voiceMemos,
} from '../../db/schema';
import { DomainError } from '../../lib/domain-errors';
import type { Logger } from '../../lib/logger';
import type { FileStorage } from '../../lib/storage/file-storage';
import { checkVoiceMemoAudio, VOICE_MEMO_EXTENSIONS } from '../voice-memos/voice-memo-audio';

/** manna-export.json of 10,000 entries is a few MB; this leaves room for far more. */
const DOCUMENT_MAX_BYTES = 256 * 1024 * 1024;
/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const INSERT_BATCH = 500;

interface ImportDeps {
  db: Database;
  storage: FileStorage;
  logger: Logger;
}

const refuse = (message: string): never => {
  throw new DomainError('invalid_import', message);
};

async function readEntry(
  zip: ZipFile,
  entry: Entry,
  maxBytes: number,
  tooLarge: string,
): Promise<Buffer> {
  if (entry.uncompressedSize > maxBytes) refuse(tooLarge);
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
}

async function openArchive(path: string): Promise<{ zip: ZipFile; entries: Map<string, Entry> }> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
  } catch {
    return refuse(IMPORT_NOT_AN_EXPORT);
  }
  const entries = new Map<string, Entry>();
  try {
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
  } catch {
    zip.close();
    return refuse(IMPORT_NOT_AN_EXPORT);
  }
  return { zip, entries };
}

async function readDocument(zip: ZipFile, entries: Map<string, Entry>): Promise<ImportDocument> {
  const entry = entries.get(EXPORT_DOCUMENT_NAME) ?? refuse(IMPORT_NO_DOCUMENT);
  let json: unknown;
  try {
    const bytes = await readEntry(zip, entry, DOCUMENT_MAX_BYTES, IMPORT_NOT_AN_EXPORT);
    json = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    if (error instanceof DomainError) throw error;
    return refuse(IMPORT_BAD_JSON);
  }
  const parsed = importDocumentSchema.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return refuse(issue ? describeImportIssue(issue) : IMPORT_NOT_AN_EXPORT);
  }
  return parsed.data;
}

/** The plans and chapters the reading records name, by slug and by book and chapter. */
async function planLookup(db: Database, document: ImportDocument) {
  const slugs = [
    ...new Set([
      ...document.reading_progress.map(({ plan_slug }) => plan_slug),
      ...document.completed_chapters.map(({ plan_slug }) => plan_slug),
      ...document.scheduled_chapters.map(({ plan_slug }) => plan_slug),
    ]),
  ];
  const plans = new Map<string, string>();
  const chapters = new Map<string, string>();
  if (slugs.length === 0) return { plans, chapters };
  const rows = await db
    .select({
      slug: bibleReadingPlans.slug,
      plan_id: bibleReadingPlans.id,
      chapter_id: bibleReadingChapters.id,
      book: bibleReadingChapters.book,
      chapter: bibleReadingChapters.chapter,
    })
    .from(bibleReadingPlans)
    .innerJoin(bibleReadingChapters, eq(bibleReadingChapters.plan_id, bibleReadingPlans.id))
    .where(inArray(bibleReadingPlans.slug, slugs));
  for (const row of rows) {
    plans.set(row.slug, row.plan_id);
    chapters.set(`${row.slug}/${row.book}/${row.chapter}`, row.chapter_id);
  }
  return { plans, chapters };
}

type ImportRows = {
  [Section in ImportableSection]: { table: PgTable; rows: Record<string, unknown>[] };
};

/** Every record as the row it becomes in `userId`'s account, with its references remapped. */
function rowsFor(
  document: ImportDocument,
  userId: string,
  lookup: Awaited<ReturnType<typeof planLookup>>,
): ImportRows {
  const newId = (id: string) => importedId(userId, id);
  const newIdOrNull = (id: string | null) => (id === null ? null : newId(id));
  const memoUrl = (url: string | null | undefined) => {
    const memoId = url ? voiceMemoIdOf(url) : null;
    return memoId === null ? null : voiceMemoUrl(newId(memoId));
  };
  const date = (value: string) => new Date(value);
  const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));
  const planOf = (section: string, index: number, slug: string) =>
    lookup.plans.get(slug) ??
    refuse(`${section}[${index}].plan_slug: names no reading plan of Manna`);
  const chapterOf = (section: string, index: number, slug: string, book: string, chapter: number) =>
    lookup.chapters.get(`${slug}/${book}/${chapter}`) ??
    refuse(`${section}[${index}]: ${book} ${chapter} is not in the plan ${slug}`);

  return {
    prayers: {
      table: prayers,
      rows: document.prayers.map((prayer) => ({
        ...prayer,
        id: newId(prayer.id),
        user_id: userId,
        answered_at: dateOrNull(prayer.answered_at),
        created_at: date(prayer.created_at),
        updated_at: date(prayer.updated_at),
      })),
    },
    voice_memos: {
      table: voiceMemos,
      rows: document.voice_memos.map((memo) => ({
        id: newId(memo.id),
        user_id: userId,
        storage_key: memoStorageKey(userId, newId(memo.id), memo.content_type),
        content_type: memo.content_type,
        size_bytes: memo.size_bytes,
        duration_ms: memo.duration_ms,
        created_at: date(memo.created_at),
      })),
    },
    journal_entries: {
      table: journalEntries,
      rows: document.journal_entries.map((entry) => ({
        ...entry,
        id: newId(entry.id),
        user_id: userId,
        prayer_id: newIdOrNull(entry.prayer_id),
        voice_memo_url: memoUrl(entry.voice_memo_url),
        created_at: date(entry.created_at),
        updated_at: date(entry.updated_at),
      })),
    },
    journal_topics: {
      table: journalTopics,
      rows: document.journal_topics.map((topic) => ({
        ...topic,
        id: newId(topic.id),
        user_id: userId,
        created_at: date(topic.created_at),
        updated_at: date(topic.updated_at),
      })),
    },
    journal_topic_entries: {
      table: journalTopicEntries,
      rows: document.journal_topic_entries.map((entry) => ({
        ...entry,
        id: newId(entry.id),
        topic_id: newId(entry.topic_id),
        user_id: userId,
        prayer_id: newIdOrNull(entry.prayer_id),
        voice_memo_url: memoUrl(entry.voice_memo_url),
        created_at: date(entry.created_at),
        updated_at: date(entry.updated_at),
      })),
    },
    study_notes: {
      table: bibleStudyNotes,
      rows: document.study_notes.map((note) => ({
        ...note,
        id: newId(note.id),
        user_id: userId,
        verse_reference: verseReferenceOf(note.book, note.chapter, note.verse),
        verse: note.verse ?? null,
        created_at: date(note.created_at),
        updated_at: date(note.updated_at),
      })),
    },
    bookmarks: {
      table: bookmarks,
      rows: document.bookmarks.map((bookmark) => ({
        ...bookmark,
        id: newId(bookmark.id),
        user_id: userId,
        created_at: date(bookmark.created_at),
      })),
    },
    // docs/product/your-data.md#what-comes-back: an imported testimony waits for an admin again.
    testimonies: {
      table: testimonies,
      rows: document.testimonies.map((testimony) => ({
        ...testimony,
        id: newId(testimony.id),
        user_id: userId,
        prayer_id: newIdOrNull(testimony.prayer_id),
        status: 'pending',
        created_at: date(testimony.created_at),
        updated_at: date(testimony.updated_at),
      })),
    },
    reminders: {
      table: reminders,
      rows: document.reminders.map((reminder) => ({
        ...reminder,
        id: newId(reminder.id),
        user_id: userId,
        created_at: date(reminder.created_at),
        updated_at: date(reminder.updated_at),
      })),
    },
    // Reading rows are unique per member and plan or chapter: those keys make them idempotent.
    reading_progress: {
      table: userReadingProgress,
      rows: document.reading_progress.map((progress, index) => ({
        user_id: userId,
        plan_id: planOf('reading_progress', index, progress.plan_slug),
        current_day: progress.current_day,
        is_completed: progress.is_completed,
        completion_date: dateOrNull(progress.completion_date),
        last_read_date: progress.last_read_date,
        last_completed_chapter_id: progress.last_completed_chapter
          ? chapterOf(
              'reading_progress',
              index,
              progress.plan_slug,
              progress.last_completed_chapter.book,
              progress.last_completed_chapter.chapter,
            )
          : null,
        completed_chapters_count: progress.completed_chapters_count,
        streak_days: progress.streak_days,
        created_at: date(progress.created_at),
        updated_at: date(progress.updated_at),
      })),
    },
    completed_chapters: {
      table: userCompletedChapters,
      rows: document.completed_chapters.map((completed, index) => ({
        user_id: userId,
        plan_id: planOf('completed_chapters', index, completed.plan_slug),
        chapter_id: chapterOf(
          'completed_chapters',
          index,
          completed.plan_slug,
          completed.book,
          completed.chapter,
        ),
        completed_at: date(completed.completed_at),
      })),
    },
    scheduled_chapters: {
      table: userScheduledChapters,
      rows: document.scheduled_chapters.map((scheduled, index) => ({
        user_id: userId,
        plan_id: planOf('scheduled_chapters', index, scheduled.plan_slug),
        chapter_id: chapterOf(
          'scheduled_chapters',
          index,
          scheduled.plan_slug,
          scheduled.book,
          scheduled.chapter,
        ),
        day: scheduled.day,
      })),
    },
  };
}

const memoStorageKey = (
  userId: string,
  memoId: string,
  contentType: keyof typeof VOICE_MEMO_EXTENSIONS,
) => `voice-memos/${userId}/${memoId}.${VOICE_MEMO_EXTENSIONS[contentType]}`;

/** Memos of the export the member has already (imported before): their files are left alone. */
async function importedMemoIds(
  db: Database,
  userId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < ids.length; start += INSERT_BATCH) {
    const rows = await db
      .select({ id: voiceMemos.id })
      .from(voiceMemos)
      .where(
        and(
          eq(voiceMemos.user_id, userId),
          inArray(voiceMemos.id, ids.slice(start, start + INSERT_BATCH)),
        ),
      );
    for (const { id } of rows) found.add(id);
  }
  return found;
}

/** Writes the new memos' files, one at a time; answers the keys written, for clean-up. */
async function writeMemoFiles(
  { db, storage }: ImportDeps,
  userId: string,
  document: ImportDocument,
  zip: ZipFile,
  entries: Map<string, Entry>,
  written: string[],
): Promise<void> {
  const existing = await importedMemoIds(
    db,
    userId,
    document.voice_memos.map(({ id }) => importedId(userId, id)),
  );
  for (const [index, memo] of document.voice_memos.entries()) {
    const id = importedId(userId, memo.id);
    if (existing.has(id)) continue;
    const where = `voice_memos[${index}]`;
    const entry = entries.get(memo.file) ?? refuse(`${where}: ${memoFileMissing(memo.file)}`);
    const bytes = new Uint8Array(
      await readEntry(
        zip,
        entry,
        VOICE_MEMO_MAX_BYTES,
        `${where}: ${memoFileUnreadable('it is larger than 10 MB')}`,
      ),
    );
    try {
      checkVoiceMemoAudio(bytes, memo.content_type);
    } catch (error) {
      if (error instanceof DomainError) refuse(`${where}: ${memoFileUnreadable(error.message)}`);
      throw error;
    }
    if (bytes.byteLength !== memo.size_bytes)
      refuse(`${where}: ${memoFileUnreadable('its size is not size_bytes')}`);
    const key = memoStorageKey(userId, id, memo.content_type);
    written.push(key);
    await storage.put(key, bytes, memo.content_type);
  }
}

async function insertRows(
  tx: Transaction,
  table: PgTable,
  rows: Record<string, unknown>[],
): Promise<number> {
  let added = 0;
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    // Any unique key a row meets (its derived id, a bookmark's verse, a plan's progress) means
    // it is already there: nothing is added twice.
    const inserted = await tx
      .insert(table)
      .values(rows.slice(start, start + INSERT_BATCH))
      .onConflictDoNothing()
      .returning();
    added += inserted.length;
  }
  return added;
}

const emptyCounts = () =>
  Object.fromEntries(IMPORTABLE_SECTIONS.map((section) => [section, 0])) as Record<
    ImportableSection,
    number
  >;

/** Reads the archive at `archivePath` into `userId`'s account. */
export async function importArchive(
  deps: ImportDeps,
  userId: string,
  archivePath: string,
): Promise<ImportResult> {
  const { zip, entries } = await openArchive(archivePath);
  const written: string[] = [];
  try {
    const document = await readDocument(zip, entries);
    const rows = rowsFor(document, userId, await planLookup(deps.db, document));
    await writeMemoFiles(deps, userId, document, zip, entries, written);
    const result: ImportResult = { added: emptyCounts(), already_there: emptyCounts() };
    await deps.db.transaction(async (tx) => {
      for (const section of IMPORTABLE_SECTIONS) {
        const { table, rows: sectionRows } = rows[section];
        const added = await insertRows(tx, table, sectionRows);
        result.added[section] = added;
        result.already_there[section] = sectionRows.length - added;
      }
    });
    return result;
  } catch (error) {
    await Promise.all(
      written.map((key) =>
        deps.storage.delete(key).catch((cleanupError: unknown) => {
          deps.logger.warn({ err: cleanupError, key }, 'could not remove an imported memo file');
        }),
      ),
    );
    throw error;
  } finally {
    zip.close();
  }
}
