import {
  findBookByName,
  type Page,
  type PersonalSearchHit,
  type PersonalSearchKind,
  type PersonalSearchQuery,
  type PersonalSearchTarget,
  parseReference,
  writingHeading,
} from '@manna/shared';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../../db/client';
import {
  bibleStudyNotes,
  bookmarks,
  journalEntries,
  journalTopicEntries,
  prayers,
  testimonies,
} from '../../db/schema';
import { bestSnippet, markMatches, searchWords } from './search-snippet';

/** One row of the union: what every kind's branch selects, in this order. */
interface HitRow {
  kind: PersonalSearchKind;
  id: string;
  title: string | null;
  /** The member's text (a bookmark's verse text). */
  body: string;
  /** Answer details, or tags joined with commas. */
  more: string | null;
  /** A note's, topic entry's or bookmark's scripture reference. */
  reference: string | null;
  book: string | null;
  chapter: number | null;
  verse: number | null;
  topic_id: string | null;
  // node-postgres parses timestamptz into a Date; PGlite's raw rows may hold the text.
  created_at: Date | string;
  // count(*) is a bigint, which node-postgres hands over as a string.
  total: number | string;
}

/**
 * The search as a tsquery (docs/product/search.md#matching): every word must match, each either
 * as the start of a word as written ('forgiv' finds 'forgiveness') or by its stem ('forgiving'
 * finds 'forgive'). Words hold only letters and digits, so nothing in them is tsquery syntax.
 */
function tsquery(words: readonly string[]): SQL {
  const each = sql.join(
    words.map(
      (word) =>
        sql`(to_tsquery('simple', ${`${word}:*`}) || to_tsquery('english', ${`${word}:*`}))`,
    ),
    sql` && `,
  );
  return sql`(${each})`;
}

/**
 * One kind's branch: the member's own rows that match, with their rank. Every branch filters by
 * the member (docs/product/search.md#privacy): nobody else's writing can match.
 */
function branches(userId: string, query: SQL): Record<PersonalSearchKind, SQL> {
  const rank = (vector: AnyColumn) => sql`ts_rank(${vector}, ${query}, 1)::float8`;
  return {
    note: sql`
      select 'note'::text, ${bibleStudyNotes.id}, ${bibleStudyNotes.title},
             ${bibleStudyNotes.content}, array_to_string(${bibleStudyNotes.tags}, ', '),
             ${bibleStudyNotes.verse_reference}, ${bibleStudyNotes.book},
             ${bibleStudyNotes.chapter}, ${bibleStudyNotes.verse}, null::uuid,
             ${bibleStudyNotes.created_at}, ${rank(bibleStudyNotes.search_vector)}
      from ${bibleStudyNotes}
      where ${bibleStudyNotes.user_id} = ${userId} and ${bibleStudyNotes.search_vector} @@ ${query}`,
    journal_entry: sql`
      select 'journal_entry'::text, ${journalEntries.id}, ${journalEntries.title},
             ${journalEntries.content}, ${journalEntries.answer_details}, null, null, null, null,
             null::uuid, ${journalEntries.created_at}, ${rank(journalEntries.search_vector)}
      from ${journalEntries}
      where ${journalEntries.user_id} = ${userId} and ${journalEntries.search_vector} @@ ${query}`,
    topic_entry: sql`
      select 'topic_entry'::text, ${journalTopicEntries.id}, ${journalTopicEntries.title},
             ${journalTopicEntries.content}, ${journalTopicEntries.answer_details},
             ${journalTopicEntries.scripture_reference}, null, null, null,
             ${journalTopicEntries.topic_id}, ${journalTopicEntries.created_at},
             ${rank(journalTopicEntries.search_vector)}
      from ${journalTopicEntries}
      where ${journalTopicEntries.user_id} = ${userId}
        and ${journalTopicEntries.search_vector} @@ ${query}`,
    prayer: sql`
      select 'prayer'::text, ${prayers.id}, ${prayers.title}, ${prayers.content},
             ${prayers.answer_details}, null, null, null, null, null::uuid, ${prayers.created_at},
             ${rank(prayers.search_vector)}
      from ${prayers}
      where ${prayers.user_id} = ${userId} and ${prayers.search_vector} @@ ${query}`,
    // Their own testimonies, whatever a reviewer made of them.
    testimony: sql`
      select 'testimony'::text, ${testimonies.id}, ${testimonies.title}, ${testimonies.content},
             null, null, null, null, null, null::uuid, ${testimonies.created_at},
             ${rank(testimonies.search_vector)}
      from ${testimonies}
      where ${testimonies.user_id} = ${userId} and ${testimonies.search_vector} @@ ${query}`,
    bookmark: sql`
      select 'bookmark'::text, ${bookmarks.id}, null, ${bookmarks.text},
             array_to_string(${bookmarks.tags}, ', '), ${bookmarks.reference}, null, null, null,
             null::uuid, ${bookmarks.created_at}, ${rank(bookmarks.search_vector)}
      from ${bookmarks}
      where ${bookmarks.user_id} = ${userId} and ${bookmarks.search_vector} @@ ${query}`,
  };
}

/** Where a verse reference opens in the reader, or null when it names no known book. */
function chapterOf(reference: string): PersonalSearchTarget | null {
  try {
    const parsed = parseReference(reference);
    if (!parsed.book) return null;
    const verse =
      parsed.verseStart === undefined
        ? null
        : `${parsed.verseStart}${parsed.verseEnd ? `-${parsed.verseEnd}` : ''}`;
    return { screen: 'chapter', book: parsed.book.code, chapter: parsed.chapter, verse };
  } catch {
    return null;
  }
}

function targetOf(row: HitRow): PersonalSearchTarget {
  switch (row.kind) {
    case 'note': {
      const book = row.book ? findBookByName(row.book) : undefined;
      if (!book || row.chapter === null) return { screen: 'notes' };
      const verse = row.verse === null ? null : String(row.verse);
      return { screen: 'chapter', book: book.code, chapter: row.chapter, verse };
    }
    case 'bookmark':
      return (row.reference && chapterOf(row.reference)) || { screen: 'bookmarks' };
    case 'journal_entry':
      return { screen: 'journal', id: row.id };
    case 'topic_entry':
      return { screen: 'journal', id: row.topic_id ?? row.id };
    case 'prayer':
      return { screen: 'prayer', id: row.id };
    case 'testimony':
      return { screen: 'testimony', id: row.id };
  }
}

function toHit(row: HitRow, prefixes: readonly string[]): PersonalSearchHit {
  const title =
    row.kind === 'bookmark' ? (row.reference ?? '') : writingHeading(row.title, row.body).heading;
  return {
    kind: row.kind,
    id: row.id,
    title: { text: title, marks: markMatches(title, prefixes) },
    snippet: bestSnippet(
      [row.body, row.more, row.kind === 'bookmark' ? null : row.reference],
      prefixes,
    ),
    reference: row.kind === 'bookmark' ? null : row.reference,
    date: new Date(row.created_at).toISOString(),
    target: targetOf(row),
  };
}

/**
 * GET /api/search (docs/product/search.md): the member's notes, journal and topic entries,
 * prayers, testimonies and bookmarks that hold every word of `q`, best match first (titles
 * count most), then newest; `kind` keeps one kind.
 */
export async function searchPersonal(
  executor: Executor,
  userId: string,
  { q, kind, limit, offset }: PersonalSearchQuery,
): Promise<Page<PersonalSearchHit>> {
  const words = searchWords(q);
  if (words.length === 0) return { items: [], total: 0, next_offset: null };
  const query = tsquery(words);
  const all = branches(userId, query);
  const chosen = kind ? [all[kind]] : Object.values(all);
  const [rows, [stems]] = await Promise.all([
    selectRows<HitRow>(
      executor,
      // The date, then the id, break ties so pages never overlap.
      sql`select hits.*, count(*) over () as total
          from (${sql.join(chosen, sql` union all `)})
            as hits (kind, id, title, body, more, reference, book, chapter, verse, topic_id,
                     created_at, rank)
          order by rank desc, created_at desc, id desc
          limit ${limit} offset ${offset}`,
    ),
    // The stems mark 'forgive' for a search of 'forgiving', as the index matched it.
    selectRows<{ stems: string[] | null }>(
      executor,
      sql`select tsvector_to_array(to_tsvector('english', ${words.join(' ')})) as stems`,
    ),
  ]);
  const prefixes = [
    ...new Set([...words.map((word) => word.toLowerCase()), ...(stems?.stems ?? [])]),
  ];
  const total = Number(rows[0]?.total ?? 0);
  return {
    items: rows.map((row) => toHit(row, prefixes)),
    total,
    next_offset: offset + rows.length < total ? offset + rows.length : null,
  };
}
