import {
  type ChapterNotesResponse,
  type CreateNoteData,
  defaultNoteTypeFor,
  exportNotes,
  localDay,
  NOTE_EXPORT_CONTENT_TYPES,
  type NoteExportFormat,
  type NoteListFilters,
  noteExportFileName,
  type StudyNote,
  type StudyNotePage,
  type StudyNoteSummary,
  type UpdateNoteData,
  type VerseNoteCountsResponse,
  verseReferenceOf,
} from '@manna/shared';
import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type Executor, selectRows } from '../../db/client';
import { escapeLike } from '../../db/like-pattern';
import { memberTimeZone } from '../../db/member-time-zone';
import { bibleStudyNotes } from '../../db/schema';
import { DomainError } from '../../lib/domain-errors';

/** The list's filters without paging, shared by the list and the export. */
export type NoteFilters = Omit<NoteListFilters, 'limit' | 'offset'>;

/**
 * A chapter holds at most 176 verses; 500 notes on one chapter is far beyond what the panel
 * (docs/product/study-notes-and-bookmarks.md#the-chapter-panel) can show, and bounds the response
 * if someone scripts notes.
 */
export const CHAPTER_NOTES_MAX = 500;
/** The export holds every matching note, up to this many (a file, not an unbounded query). */
export const EXPORT_NOTES_MAX = 5_000;

type NoteRow = typeof bibleStudyNotes.$inferSelect;

/** A note as the API answers it, and as a member's export holds it. */
export function toNote(row: NoteRow): StudyNote {
  return {
    id: row.id,
    user_id: row.user_id,
    verse_reference: row.verse_reference,
    book: row.book,
    chapter: row.chapter,
    verse: row.verse,
    translation: row.translation,
    note_type: row.note_type,
    title: row.title,
    content: row.content,
    tags: row.tags,
    color: row.color,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const ownedBy = (userId: string) => eq(bibleStudyNotes.user_id, userId);

/**
 * The manager's filters (docs/product/study-notes-and-bookmarks.md#the-notes-manager); search
 * ignores case over content, title, reference, tags.
 */
function filterConditions(userId: string, filters: NoteFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [ownedBy(userId)];
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(
      or(
        ilike(bibleStudyNotes.content, pattern),
        ilike(bibleStudyNotes.title, pattern),
        ilike(bibleStudyNotes.verse_reference, pattern),
        sql`exists (select 1 from unnest(${bibleStudyNotes.tags}) as tag where tag ilike ${pattern})`,
      ),
    );
  }
  if (filters.book) conditions.push(eq(bibleStudyNotes.book, filters.book));
  if (filters.translation) conditions.push(eq(bibleStudyNotes.translation, filters.translation));
  if (filters.note_type) conditions.push(eq(bibleStudyNotes.note_type, filters.note_type));
  if (filters.color) conditions.push(eq(bibleStudyNotes.color, filters.color));
  // Tags match on any overlap (the GIN index serves `&&`).
  if (filters.tags && filters.tags.length > 0) {
    conditions.push(arrayOverlaps(bibleStudyNotes.tags, filters.tags));
  }
  return and(...conditions);
}

/**
 * The manager's order (docs/product/study-notes-and-bookmarks.md#the-notes-manager): books
 * alphabetical, then chapter, then verse (chapter notes first), newest first; the id (ascending, as
 * the shared compareChapterNotes breaks ties) keeps paging stable. "C" collation sorts the
 * canonical book names alphabetically ('1 John' before 'Acts', as groupNotesByBook does) on PGlite
 * and PostgreSQL alike, whatever the server's locale.
 */
const managerOrder = [
  sql`${bibleStudyNotes.book} collate "C" asc`,
  asc(bibleStudyNotes.chapter),
  sql`${bibleStudyNotes.verse} asc nulls first`,
  desc(bibleStudyNotes.created_at),
  asc(bibleStudyNotes.id),
];

async function selectFiltered(
  executor: Executor,
  userId: string,
  filters: NoteFilters,
  limit: number,
  offset: number,
): Promise<StudyNote[]> {
  const rows = await executor
    .select()
    .from(bibleStudyNotes)
    .where(filterConditions(userId, filters))
    .orderBy(...managerOrder)
    .limit(limit)
    .offset(offset);
  return rows.map(toNote);
}

/** GET /api/study-notes: one page of the member's filtered notes and how many match. */
export async function listNotes(
  executor: Executor,
  userId: string,
  { limit, offset, ...filters }: NoteListFilters,
): Promise<StudyNotePage> {
  const [notes, [matching]] = await Promise.all([
    selectFiltered(executor, userId, filters, limit, offset),
    executor
      .select({ value: count() })
      .from(bibleStudyNotes)
      .where(filterConditions(userId, filters)),
  ]);
  const total = matching?.value ?? 0;
  return { notes, total, next_offset: offset + limit < total ? offset + limit : null };
}

/** GET /api/study-notes/summary: the count and tag list the manager shows before filtering. */
export async function getNoteSummary(
  executor: Executor,
  userId: string,
): Promise<StudyNoteSummary> {
  const [[all], tags] = await Promise.all([
    executor.select({ value: count() }).from(bibleStudyNotes).where(ownedBy(userId)),
    // Alphabetical ignoring case for the tag picker; 'Grace' and 'grace' are both listed (tags
    // match exactly), in the same order on PGlite and PostgreSQL thanks to "C".
    selectRows<{ tag: string }>(
      executor,
      sql`select tag from (
            select distinct unnest(${bibleStudyNotes.tags}) as tag
            from ${bibleStudyNotes} where ${ownedBy(userId)}
          ) as used
          order by lower(tag), tag collate "C"`,
    ),
  ]);
  return { total: all?.value ?? 0, tags: tags.map((row) => row.tag) };
}

/** GET /api/study-notes/chapter: by chapter, verse (chapter notes first), newest first. */
export async function listChapterNotes(
  executor: Executor,
  userId: string,
  { book, chapter }: { book: string; chapter: number },
): Promise<ChapterNotesResponse> {
  const rows = await executor
    .select()
    .from(bibleStudyNotes)
    .where(
      and(ownedBy(userId), eq(bibleStudyNotes.book, book), eq(bibleStudyNotes.chapter, chapter)),
    )
    .orderBy(
      sql`${bibleStudyNotes.verse} asc nulls first`,
      desc(bibleStudyNotes.created_at),
      asc(bibleStudyNotes.id),
    )
    .limit(CHAPTER_NOTES_MAX);
  return { notes: rows.map(toNote) };
}

/** GET /api/study-notes/verse: by user, book, chapter, verse, translation, newest first. */
export async function listVerseNotes(
  executor: Executor,
  userId: string,
  query: { book: string; chapter: number; verse: number; translation?: string | undefined },
): Promise<{ notes: StudyNote[] }> {
  const rows = await executor
    .select()
    .from(bibleStudyNotes)
    .where(
      and(
        ownedBy(userId),
        eq(bibleStudyNotes.book, query.book),
        eq(bibleStudyNotes.chapter, query.chapter),
        eq(bibleStudyNotes.verse, query.verse),
        query.translation ? eq(bibleStudyNotes.translation, query.translation) : undefined,
      ),
    )
    .orderBy(desc(bibleStudyNotes.created_at), asc(bibleStudyNotes.id))
    .limit(CHAPTER_NOTES_MAX);
  return { notes: rows.map(toNote) };
}

/** GET /api/study-notes/verse-counts: the verse numbers of a chapter and their counts. */
export async function countVerseNotes(
  executor: Executor,
  userId: string,
  { book, chapter }: { book: string; chapter: number },
): Promise<VerseNoteCountsResponse> {
  const rows = await executor
    .select({ verse: bibleStudyNotes.verse, count: count() })
    .from(bibleStudyNotes)
    .where(
      and(
        ownedBy(userId),
        eq(bibleStudyNotes.book, book),
        eq(bibleStudyNotes.chapter, chapter),
        isNotNull(bibleStudyNotes.verse),
      ),
    )
    .groupBy(bibleStudyNotes.verse)
    .orderBy(bibleStudyNotes.verse);
  return {
    counts: rows.flatMap((row) =>
      row.verse === null ? [] : [{ verse: row.verse, count: row.count }],
    ),
  };
}

/**
 * Another member's note is as absent as one that never existed, 404 never 403
 * (docs/product/study-notes-and-bookmarks.md#privacy).
 */
export async function getNote(executor: Executor, userId: string, id: string): Promise<StudyNote> {
  const [row] = await executor
    .select()
    .from(bibleStudyNotes)
    .where(and(eq(bibleStudyNotes.id, id), ownedBy(userId)));
  if (!row) throw new DomainError('note_not_found');
  return toNote(row);
}

/**
 * POST /api/study-notes. The type defaults by whether a verse is given
 * (docs/product/study-notes-and-bookmarks.md#note-types-and-colors).
 */
export async function createNote(
  executor: Executor,
  userId: string,
  input: CreateNoteData,
): Promise<StudyNote> {
  const verse = input.verse ?? null;
  const [row] = await executor
    .insert(bibleStudyNotes)
    .values({
      user_id: userId,
      verse_reference: verseReferenceOf(input.book, input.chapter, verse),
      book: input.book,
      chapter: input.chapter,
      verse,
      translation: input.translation,
      note_type: input.note_type ?? defaultNoteTypeFor(verse),
      title: input.title ?? null,
      content: input.content,
      tags: input.tags,
      color: input.color,
    })
    .returning();
  if (!row) throw new Error('study note insert returned no row');
  return toNote(row);
}

/**
 * PATCH /api/study-notes/:id. Only title, content, note_type, tags and color change,
 * and only when both the id and the member match (one statement, so no transaction).
 */
export async function updateNote(
  executor: Executor,
  userId: string,
  id: string,
  changes: UpdateNoteData,
): Promise<StudyNote> {
  const set = {
    // A null or empty title clears it (omitted when empty).
    ...(changes.title !== undefined && { title: changes.title }),
    ...(changes.content !== undefined && { content: changes.content }),
    ...(changes.note_type !== undefined && { note_type: changes.note_type }),
    ...(changes.tags !== undefined && { tags: changes.tags }),
    ...(changes.color !== undefined && { color: changes.color }),
  };
  if (Object.keys(set).length === 0) throw new DomainError('nothing_to_update');
  const [row] = await executor
    .update(bibleStudyNotes)
    .set({ ...set, updated_at: sql`now()` })
    .where(and(eq(bibleStudyNotes.id, id), ownedBy(userId)))
    .returning();
  if (!row) throw new DomainError('note_not_found');
  return toNote(row);
}

/** DELETE /api/study-notes/:id, only when the id and the member match. */
export async function deleteNote(executor: Executor, userId: string, id: string): Promise<void> {
  const deleted = await executor
    .delete(bibleStudyNotes)
    .where(and(eq(bibleStudyNotes.id, id), ownedBy(userId)))
    .returning({ id: bibleStudyNotes.id });
  if (deleted.length === 0) throw new DomainError('note_not_found');
}

/**
 * GET /api/study-notes/export (docs/product/study-notes-and-bookmarks.md#export): every note
 * matching the manager's filters, in its order, as a file. Created dates and the file name's day
 * are the member's own calendar.
 */
export async function exportStudyNotes(
  executor: Executor,
  userId: string,
  { format, ...filters }: NoteFilters & { format: NoteExportFormat },
  now: Date = new Date(),
): Promise<{ body: string; contentType: string; fileName: string }> {
  const [notes, timeZone] = await Promise.all([
    selectFiltered(executor, userId, filters, EXPORT_NOTES_MAX, 0),
    memberTimeZone(executor, userId),
  ]);
  return {
    body: exportNotes(notes, format, { timeZone }),
    contentType: NOTE_EXPORT_CONTENT_TYPES[format],
    // localDay and exportNotes both fall back to UTC for a missing or unknown zone.
    fileName: noteExportFileName(format, localDay(now, timeZone)),
  };
}
