// docs/product/your-data.md#downloading: every personal record of one member as a ZIP archive,
// written while it downloads. Each table is read in pages of EXPORT_PAGE_SIZE rows (keyset on the
// id), each page is written and dropped before the next is read, and memo files are streamed from
// storage one at a time, so the server's memory stays flat however large the account
// (docs/decisions/012-export-and-import.md#streaming; bench/account-data.ts measures it).
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { TZDate } from '@date-fns/tz';
import {
  bookmarkMarkdown,
  EXPORT_DOCUMENT_NAME,
  EXPORT_FORMAT,
  EXPORT_SECTIONS,
  EXPORT_VERSION,
  type ExportSection,
  type ExportSummary,
  exportArchiveName,
  exportDateFormatter,
  journalEntryMarkdown,
  MARKDOWN_FILES,
  markdownDocument,
  markdownNoteSection,
  prayerMarkdown,
  testimonyMarkdown,
  topicEntryMarkdown,
  topicMarkdown,
  voiceMemoUrl,
} from '@manna/shared';
import { format } from 'date-fns';
import { and, asc, count, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ZipFile } from 'yazl';
import type { Database } from '../../db/client';
import {
  achievements,
  bibleReadingChapters,
  bibleReadingPlans,
  bibleStudyNotes,
  bookmarks,
  checkouts,
  journalEntries,
  journalTopicEntries,
  journalTopics,
  planUnlocks,
  prayers,
  readingScheduleAdjustments,
  readingScheduleMoves,
  reminders,
  subscriptions,
  testimonies,
  tokenLedger,
  userAchievements,
  userCompletedChapters,
  userReadingProgress,
  userScheduledChapters,
  users,
  voiceMemos,
} from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { FileStorage } from '../../lib/storage/file-storage';
import { toNote } from '../study-notes/study-notes.service';

/** Rows read and written at a time: small enough to keep memory flat, large enough to be quick. */
export const EXPORT_PAGE_SIZE = 500;

interface ExportDeps {
  db: Database;
  storage: FileStorage;
  logger: Logger;
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** Rows `after` the last id of the previous page, in id order: a page at a time until none are left. */
async function* keysetPages<Row extends { id: string }>(
  readPage: (afterId: string | null) => Promise<Row[]>,
): AsyncGenerator<Row> {
  let afterId: string | null = null;
  for (;;) {
    const rows = await readPage(afterId);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_PAGE_SIZE) return;
    afterId = last.id;
  }
}

/** The owner's rows of a table with an id, by id, after `afterId`. */
function ownedPage(
  owner: AnyPgColumn,
  idColumn: AnyPgColumn,
  userId: string,
  afterId: string | null,
): SQL | undefined {
  return and(eq(owner, userId), afterId === null ? undefined : gt(idColumn, afterId));
}

/** A member's rows of a table, a page at a time in id order. */
function ownedRows<T extends PgTable & { id: AnyPgColumn; user_id: AnyPgColumn }>(
  db: Database,
  table: T,
  userId: string,
) {
  return keysetPages(async (afterId) => {
    const rows = await db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.user_id, userId), afterId === null ? undefined : gt(table.id, afterId)))
      .orderBy(asc(table.id))
      .limit(EXPORT_PAGE_SIZE);
    // The columns selected are the table's own: its row type.
    return rows as (T['$inferSelect'] & { id: string })[];
  });
}

/** Each section's records as the export writes them, read a page at a time. */
function sectionRecords(
  db: Database,
  userId: string,
): Record<ExportSection, () => AsyncGenerator<object>> {
  return {
    prayers: () =>
      mapRecords(ownedRows(db, prayers, userId), (row) => ({
        id: row.id,
        title: row.title,
        content: row.content,
        is_private: row.is_private,
        is_answered: row.is_answered,
        answer_details: row.answer_details,
        answered_at: iso(row.answered_at),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
      })),
    voice_memos: () => mapRecords(memoRows(db, userId), exportedMemo),
    journal_entries: () =>
      mapRecords(journalEntryRows(db, userId), (row) => ({
        id: row.id,
        title: row.title,
        content: row.content,
        is_private: row.is_private,
        answered: row.answered,
        answer_details: row.answer_details,
        prayer_id: row.prayer_id,
        voice_memo_url: row.voice_memo_url,
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
      })),
    journal_topics: () =>
      mapRecords(topicRows(db, userId), (row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        goal: row.goal,
        status: row.status,
        color: row.color,
        icon: row.icon,
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
      })),
    journal_topic_entries: () =>
      mapRecords(ownedRows(db, journalTopicEntries, userId), exportedTopicEntry),
    study_notes: () => mapRecords(studyNoteRows(db, userId), toNote),
    bookmarks: () =>
      mapRecords(bookmarkRows(db, userId), (row) => ({
        id: row.id,
        reference: row.reference,
        text: row.text,
        translation: row.translation,
        tags: row.tags,
        created_at: iso(row.created_at),
      })),
    testimonies: () =>
      mapRecords(testimonyRows(db, userId), (row) => ({
        id: row.id,
        title: row.title,
        content: row.content,
        prayer_id: row.prayer_id,
        status: row.status,
        reviewed_at: iso(row.reviewed_at),
        review_note: row.review_note,
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
      })),
    reminders: () =>
      mapRecords(ownedRows(db, reminders, userId), (row) => ({
        id: row.id,
        type: row.type,
        title: row.title,
        message: row.message,
        time: row.time,
        enabled: row.enabled,
        days_of_week: row.days_of_week,
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
      })),
    reading_progress: () => readingProgressRecords(db, userId),
    completed_chapters: () =>
      mapRecords(
        keysetPages((after) =>
          db
            .select({
              id: userCompletedChapters.id,
              plan_slug: bibleReadingPlans.slug,
              book: bibleReadingChapters.book,
              chapter: bibleReadingChapters.chapter,
              completed_at: userCompletedChapters.completed_at,
            })
            .from(userCompletedChapters)
            .innerJoin(
              bibleReadingChapters,
              eq(bibleReadingChapters.id, userCompletedChapters.chapter_id),
            )
            .innerJoin(bibleReadingPlans, eq(bibleReadingPlans.id, userCompletedChapters.plan_id))
            .where(
              ownedPage(userCompletedChapters.user_id, userCompletedChapters.id, userId, after),
            )
            .orderBy(asc(userCompletedChapters.id))
            .limit(EXPORT_PAGE_SIZE),
        ),
        ({ id: _id, completed_at, ...chapter }) => ({
          ...chapter,
          completed_at: iso(completed_at),
        }),
      ),
    scheduled_chapters: () =>
      mapRecords(
        keysetPages((after) =>
          db
            .select({
              id: userScheduledChapters.id,
              plan_slug: bibleReadingPlans.slug,
              book: bibleReadingChapters.book,
              chapter: bibleReadingChapters.chapter,
              day: userScheduledChapters.day,
            })
            .from(userScheduledChapters)
            .innerJoin(
              bibleReadingChapters,
              eq(bibleReadingChapters.id, userScheduledChapters.chapter_id),
            )
            .innerJoin(bibleReadingPlans, eq(bibleReadingPlans.id, userScheduledChapters.plan_id))
            .where(
              ownedPage(userScheduledChapters.user_id, userScheduledChapters.id, userId, after),
            )
            .orderBy(asc(userScheduledChapters.id))
            .limit(EXPORT_PAGE_SIZE),
        ),
        ({ id: _id, ...chapter }) => chapter,
      ),
    schedule_adjustments: () => scheduleAdjustmentRecords(db, userId),
    achievements: () => achievementRecords(db, userId),
    token_ledger: () =>
      mapRecords(ownedRows(db, tokenLedger, userId), (row) => ({
        delta: row.delta,
        balance_after: row.balance_after,
        reason: row.reason,
        description: row.description,
        created_at: iso(row.created_at),
      })),
    purchases: () =>
      mapRecords(ownedRows(db, checkouts, userId), (row) => ({
        kind: row.kind,
        status: row.status,
        token_amount: row.token_amount,
        plan: row.plan,
        price: row.price,
        currency: row.currency,
        tokens_added: row.tokens_added,
        created_at: iso(row.created_at),
        completed_at: iso(row.completed_at),
      })),
    subscriptions: () =>
      mapRecords(ownedRows(db, subscriptions, userId), (row) => ({
        plan: row.plan,
        status: row.status,
        provider: row.provider,
        current_period_end: iso(row.current_period_end),
        cancel_at_period_end: row.cancel_at_period_end,
        created_at: iso(row.created_at),
      })),
    // One row per plan the member unlocked: a handful.
    plan_unlocks: async function* () {
      const rows = await db
        .select({
          plan_slug: bibleReadingPlans.slug,
          source: planUnlocks.source,
          created_at: planUnlocks.created_at,
        })
        .from(planUnlocks)
        .innerJoin(bibleReadingPlans, eq(bibleReadingPlans.id, planUnlocks.plan_id))
        .where(eq(planUnlocks.user_id, userId))
        .orderBy(asc(bibleReadingPlans.slug));
      for (const row of rows) yield { ...row, created_at: iso(row.created_at) };
    },
  };
}

async function* mapRecords<Row, Out>(
  rows: AsyncIterable<Row>,
  toRecord: (row: Row) => Out,
): AsyncGenerator<Out> {
  for await (const row of rows) yield toRecord(row);
}

const memoRows = (db: Database, userId: string) => ownedRows(db, voiceMemos, userId);
const journalEntryRows = (db: Database, userId: string) => ownedRows(db, journalEntries, userId);
const topicRows = (db: Database, userId: string) => ownedRows(db, journalTopics, userId);
const studyNoteRows = (db: Database, userId: string) => ownedRows(db, bibleStudyNotes, userId);
const bookmarkRows = (db: Database, userId: string) => ownedRows(db, bookmarks, userId);
const testimonyRows = (db: Database, userId: string) => ownedRows(db, testimonies, userId);

type MemoRow = typeof voiceMemos.$inferSelect;
/** A memo's file in the archive: its id and its stored extension. */
const memoFileName = (row: MemoRow) =>
  `voice-memos/${row.id}.${row.storage_key.split('.').pop() ?? 'webm'}`;
const exportedMemo = (row: MemoRow) => ({
  id: row.id,
  file: memoFileName(row),
  url: voiceMemoUrl(row.id),
  content_type: row.content_type,
  size_bytes: row.size_bytes,
  duration_ms: row.duration_ms,
  created_at: iso(row.created_at),
});

const exportedTopicEntry = (row: typeof journalTopicEntries.$inferSelect) => ({
  id: row.id,
  topic_id: row.topic_id,
  type: row.type,
  title: row.title,
  content: row.content,
  is_private: row.is_private,
  is_answered: row.is_answered,
  answer_details: row.answer_details,
  scripture_reference: row.scripture_reference,
  prayer_id: row.prayer_id,
  voice_memo_url: row.voice_memo_url,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** Progress on a plan: one row per plan the member started, so a handful. */
async function* readingProgressRecords(db: Database, userId: string): AsyncGenerator<object> {
  const rows = await db
    .select({
      plan_slug: bibleReadingPlans.slug,
      progress: userReadingProgress,
      last_book: bibleReadingChapters.book,
      last_chapter: bibleReadingChapters.chapter,
    })
    .from(userReadingProgress)
    .innerJoin(bibleReadingPlans, eq(bibleReadingPlans.id, userReadingProgress.plan_id))
    .leftJoin(
      bibleReadingChapters,
      eq(bibleReadingChapters.id, userReadingProgress.last_completed_chapter_id),
    )
    .where(eq(userReadingProgress.user_id, userId))
    .orderBy(asc(bibleReadingPlans.slug));
  for (const { plan_slug, progress, last_book, last_chapter } of rows) {
    yield {
      plan_slug,
      current_day: progress.current_day,
      is_completed: progress.is_completed,
      completion_date: iso(progress.completion_date),
      last_read_date: progress.last_read_date,
      last_completed_chapter:
        last_book !== null && last_chapter !== null
          ? { book: last_book, chapter: last_chapter }
          : null,
      completed_chapters_count: progress.completed_chapters_count,
      streak_days: progress.streak_days,
      created_at: iso(progress.created_at),
      updated_at: iso(progress.updated_at),
    };
  }
}

/** At most one adjustment per plan, with the chapters it moved (its undo). */
async function* scheduleAdjustmentRecords(db: Database, userId: string): AsyncGenerator<object> {
  const adjustments = await db
    .select({
      id: readingScheduleAdjustments.id,
      plan_slug: bibleReadingPlans.slug,
      kind: readingScheduleAdjustments.kind,
      days: readingScheduleAdjustments.days,
      chapters: readingScheduleAdjustments.chapters,
      created_at: readingScheduleAdjustments.created_at,
    })
    .from(readingScheduleAdjustments)
    .innerJoin(bibleReadingPlans, eq(bibleReadingPlans.id, readingScheduleAdjustments.plan_id))
    .where(eq(readingScheduleAdjustments.user_id, userId));
  for (const { id, created_at, ...adjustment } of adjustments) {
    const moves = await db
      .select({
        book: bibleReadingChapters.book,
        chapter: bibleReadingChapters.chapter,
        from_day: readingScheduleMoves.from_day,
        to_day: readingScheduleMoves.to_day,
      })
      .from(readingScheduleMoves)
      .innerJoin(bibleReadingChapters, eq(bibleReadingChapters.id, readingScheduleMoves.chapter_id))
      .where(eq(readingScheduleMoves.adjustment_id, id));
    yield { ...adjustment, created_at: iso(created_at), moves };
  }
}

/** The achievements catalogue is a few dozen entries. */
async function* achievementRecords(db: Database, userId: string): AsyncGenerator<object> {
  const rows = await db
    .select({
      name: achievements.name,
      type: achievements.type,
      threshold: achievements.threshold,
      current_progress: userAchievements.current_progress,
      completed: userAchievements.completed,
      completed_at: userAchievements.completed_at,
    })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievement_id))
    .where(eq(userAchievements.user_id, userId))
    .orderBy(asc(achievements.type), asc(achievements.threshold));
  for (const row of rows) yield { ...row, completed_at: iso(row.completed_at) };
}

/** The member's profile: who they are, never how they sign in (no password, session or 2FA secret). */
async function profileOf(db: Database, userId: string) {
  const [user] = await db
    .select({
      full_name: users.name,
      email: users.email,
      email_verified: users.emailVerified,
      phone_number: users.phoneNumber,
      time_zone: users.timeZone,
      reader_preferences: users.readerPreferences,
      tokens: users.tokens,
      created_at: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`no member ${userId}`);
  return { ...user, created_at: iso(user.created_at) };
}

/** manna-export.json, written a section and a page at a time. */
async function* exportDocument(
  db: Database,
  userId: string,
  exportedAt: Date,
): AsyncGenerator<string> {
  const profile = await profileOf(db, userId);
  yield `{"format":${JSON.stringify(EXPORT_FORMAT)},"version":${EXPORT_VERSION},"exported_at":${JSON.stringify(exportedAt.toISOString())},\n"profile":${JSON.stringify(profile)}`;
  const records = sectionRecords(db, userId);
  for (const name of EXPORT_SECTIONS) {
    yield `,\n${JSON.stringify(name)}:[`;
    let separator = '\n';
    for await (const record of records[name]()) {
      yield `${separator}${JSON.stringify(record)}`;
      separator = ',\n';
    }
    yield ']';
  }
  yield '}\n';
}

/** The readable Markdown files, in the member's time zone. */
function markdownFiles(db: Database, userId: string, timeZone: string | null) {
  const formatDate = exportDateFormatter(timeZone);
  return [
    {
      ...MARKDOWN_FILES.journal,
      sections: () =>
        mapRecords(journalEntryRows(db, userId), (row) =>
          journalEntryMarkdown({ ...row, created_at: row.created_at.toISOString() }, formatDate),
        ),
    },
    {
      ...MARKDOWN_FILES.topics,
      sections: async function* () {
        for await (const topic of topicRows(db, userId)) {
          const entries = keysetPages((after) =>
            db
              .select()
              .from(journalTopicEntries)
              .where(
                and(
                  eq(journalTopicEntries.topic_id, topic.id),
                  ownedPage(journalTopicEntries.user_id, journalTopicEntries.id, userId, after),
                ),
              )
              .orderBy(asc(journalTopicEntries.id))
              .limit(EXPORT_PAGE_SIZE),
          );
          yield topicMarkdown({ ...topic, created_at: topic.created_at.toISOString() }, formatDate);
          for await (const entry of entries) {
            yield topicEntryMarkdown(
              { ...entry, created_at: entry.created_at.toISOString() },
              formatDate,
            );
          }
        }
      },
    },
    {
      ...MARKDOWN_FILES.prayers,
      sections: () =>
        mapRecords(ownedRows(db, prayers, userId), (row) =>
          prayerMarkdown({ ...row, created_at: row.created_at.toISOString() }, formatDate),
        ),
    },
    {
      ...MARKDOWN_FILES.testimonies,
      sections: () =>
        mapRecords(testimonyRows(db, userId), (row) =>
          testimonyMarkdown({ ...row, created_at: row.created_at.toISOString() }, formatDate),
        ),
    },
    {
      ...MARKDOWN_FILES.bookmarks,
      sections: () =>
        mapRecords(bookmarkRows(db, userId), (row) =>
          bookmarkMarkdown({ ...row, created_at: row.created_at.toISOString() }, formatDate),
        ),
    },
    {
      ...MARKDOWN_FILES.studyNotes,
      sections: () =>
        mapRecords(studyNoteRows(db, userId), (row) =>
          markdownNoteSection(toNote(row), formatDate),
        ),
    },
  ];
}

/** Text pieces gathered into chunks of about 64 KB, as bytes for the archive. */
async function* utf8Chunks(pieces: AsyncIterable<string>): AsyncGenerator<Buffer> {
  const CHUNK_CHARACTERS = 64 * 1024;
  let pending = '';
  for await (const piece of pieces) {
    pending += piece;
    if (pending.length >= CHUNK_CHARACTERS) {
      yield Buffer.from(pending, 'utf8');
      pending = '';
    }
  }
  if (pending !== '') yield Buffer.from(pending, 'utf8');
}

const textEntry = (pieces: AsyncIterable<string>) =>
  Readable.from(utf8Chunks(pieces), { objectMode: false });

export interface ExportArchive {
  fileName: string;
  body: Readable;
}

/**
 * The archive: manna-export.json, the Markdown files, then voice-memos/{id}.{ext}. Nothing is
 * read until the body is; a failure while streaming ends the download with an error (logged).
 */
export async function exportArchive(
  { db, storage, logger }: ExportDeps,
  userId: string,
  now = new Date(),
): Promise<ExportArchive> {
  const [member] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  const timeZone = member?.timeZone ?? null;
  const day = format(timeZone ? new TZDate(now, timeZone) : now, 'yyyy-MM-dd');
  const zip = new ZipFile();
  zip.addReadStream(textEntry(exportDocument(db, userId, now)), EXPORT_DOCUMENT_NAME, {
    mtime: now,
  });
  for (const file of markdownFiles(db, userId, timeZone)) {
    zip.addReadStream(textEntry(markdownDocument(file.heading, file.sections())), file.name, {
      mtime: now,
    });
  }
  // Only the memos' keys are listed ahead (a few hundred short rows); each file is opened when
  // the archive reaches it. Audio is stored as is: it is compressed already.
  for await (const memo of memoRows(db, userId)) {
    zip.addReadStreamLazy(
      memoFileName(memo),
      { compress: false, size: memo.size_bytes, mtime: memo.created_at },
      (done) => {
        storage.get(memo.storage_key).then(
          (file) => {
            if (file)
              // With the DOM lib (the benches compile this file with it) the global stream is not
              // node:stream/web's; storage streams are byte streams either way.
              done(null, Readable.fromWeb(file.body as NodeReadableStream<Uint8Array>));
            else done(new Error(`voice memo file missing: ${memo.storage_key}`), Readable.from([]));
          },
          (error: unknown) => done(error, Readable.from([])),
        );
      },
    );
  }
  zip.end();
  // yazl's output is a PassThrough; wrapping it (Readable#wrap) would drop what the wrapper still
  // buffers when the PassThrough closes, cutting large archives short.
  const output = zip.outputStream;
  const body = output instanceof Readable ? output : Readable.from(output);
  zip.on('error', (error: unknown) => {
    logger.error({ err: error, userId }, 'data export failed while streaming');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { fileName: exportArchiveName(day), body };
}

/** How many records each section holds, and the memos' bytes: what the member is about to download. */
export async function exportSummary(db: Database, userId: string): Promise<ExportSummary> {
  const countOf = async (table: PgTable, owner: AnyPgColumn) => {
    const [row] = await db.select({ value: count() }).from(table).where(eq(owner, userId));
    return row?.value ?? 0;
  };
  const [memoBytes] = await db
    .select({ value: sql<string>`coalesce(sum(${voiceMemos.size_bytes}), 0)` })
    .from(voiceMemos)
    .where(eq(voiceMemos.user_id, userId));
  const counts: Record<ExportSection, number> = {
    prayers: await countOf(prayers, prayers.user_id),
    voice_memos: await countOf(voiceMemos, voiceMemos.user_id),
    journal_entries: await countOf(journalEntries, journalEntries.user_id),
    journal_topics: await countOf(journalTopics, journalTopics.user_id),
    journal_topic_entries: await countOf(journalTopicEntries, journalTopicEntries.user_id),
    study_notes: await countOf(bibleStudyNotes, bibleStudyNotes.user_id),
    bookmarks: await countOf(bookmarks, bookmarks.user_id),
    testimonies: await countOf(testimonies, testimonies.user_id),
    reminders: await countOf(reminders, reminders.user_id),
    reading_progress: await countOf(userReadingProgress, userReadingProgress.user_id),
    completed_chapters: await countOf(userCompletedChapters, userCompletedChapters.user_id),
    scheduled_chapters: await countOf(userScheduledChapters, userScheduledChapters.user_id),
    schedule_adjustments: await countOf(
      readingScheduleAdjustments,
      readingScheduleAdjustments.user_id,
    ),
    achievements: await countOf(userAchievements, userAchievements.user_id),
    token_ledger: await countOf(tokenLedger, tokenLedger.user_id),
    purchases: await countOf(checkouts, checkouts.user_id),
    subscriptions: await countOf(subscriptions, subscriptions.user_id),
    plan_unlocks: await countOf(planUnlocks, planUnlocks.user_id),
  };
  return { counts, voice_memo_bytes: Number(memoBytes?.value ?? 0) };
}
