import {
  findBookByName,
  type Page,
  PERSONAL_SEARCH_KINDS,
  type PersonalSearchHit,
  type PersonalSearchKind,
  type PersonalSearchQuery,
  type PersonalSearchTarget,
  readerLocationOf,
  writingHeading,
} from '@manna/shared';
import { type SQL, sql } from 'drizzle-orm';
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

/** One result of the page, read whole from its kind's table. */
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
  /** The search's English stems (the same on every row). */
  stems: string[] | null;
}

/**
 * The search as a tsquery (docs/product/search.md#matching): every word must match, each either
 * as the start of a word as written ('forgiv' finds 'forgiveness') or by its stem ('forgiving'
 * finds 'forgive'). Words hold only letters and digits, so nothing in them is tsquery syntax.
 * A scalar subquery, so PostgreSQL builds it once per search: PGlite keeps the statement
 * prepared, and its generic plan would otherwise build it again for every row it checks and
 * ranks, hundreds of milliseconds when one letter matches all (docs/product/search.md#speed).
 */
function tsquery(words: readonly string[]): SQL {
  const each = sql.join(
    words.map(
      (word) =>
        sql`(to_tsquery('simple', ${`${word}:*`}) || to_tsquery('english', ${`${word}:*`}))`,
    ),
    sql` && `,
  );
  return sql`(select ${each})`;
}

/** The table each kind lives in. */
const TABLES = {
  note: bibleStudyNotes,
  journal_entry: journalEntries,
  topic_entry: journalTopicEntries,
  prayer: prayers,
  testimony: testimonies,
  bookmark: bookmarks,
} as const;

/**
 * One kind's branch: the member's own rows that match, ranked; only what ordering needs, so a
 * search that matches thousands sorts narrow rows. Every branch filters by the member
 * (docs/product/search.md#privacy): nobody else's writing can match. Testimonies are their own
 * whatever a reviewer made of them.
 */
function branch(kind: PersonalSearchKind, userId: string, query: SQL): SQL {
  const table = TABLES[kind];
  return sql`
    select ${kind}::text as kind, ${table.id} as id, ${table.created_at} as created_at,
           ts_rank(${table.search_vector}, ${query}, 1)::float8 as rank
    from ${table}
    where ${table.user_id} = ${userId} and ${table.search_vector} @@ ${query}`;
}

/** Joins the page's rows of `kind` to their table (still the member's own); others get nulls. */
const detailsOf = (kind: PersonalSearchKind, userId: string) => {
  const table = TABLES[kind];
  return sql`left join ${table} on ranked.kind = ${kind}
    and ${table.id} = ranked.id and ${table.user_id} = ${userId}`;
};

function targetOf(row: HitRow): PersonalSearchTarget {
  switch (row.kind) {
    case 'note': {
      const book = row.book ? findBookByName(row.book) : undefined;
      if (!book || row.chapter === null) return { screen: 'notes' };
      const verse = row.verse === null ? null : String(row.verse);
      return { screen: 'chapter', book: book.code, chapter: row.chapter, verse };
    }
    case 'bookmark': {
      const at = row.reference ? readerLocationOf(row.reference) : null;
      return at ? { screen: 'chapter', ...at } : { screen: 'bookmarks' };
    }
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
  const kinds = kind ? [kind] : PERSONAL_SEARCH_KINDS;
  const rows = await selectRows<HitRow>(
    executor,
    // The date, then the id, break ties so pages never overlap. Only the page's rows are read
    // whole.
    sql`with ranked as (
          select hits.*, count(*) over () as total
          from (${sql.join(
            kinds.map((each) => branch(each, userId, query)),
            sql` union all `,
          )}) as hits
          order by rank desc, created_at desc, id desc
          limit ${limit} offset ${offset}
        )
        select ranked.kind, ranked.id, ranked.created_at, ranked.total,
               coalesce(${bibleStudyNotes.title}, ${journalEntries.title},
                        ${journalTopicEntries.title}, ${prayers.title}, ${testimonies.title})
                 as title,
               coalesce(${bibleStudyNotes.content}, ${journalEntries.content},
                        ${journalTopicEntries.content}, ${prayers.content}, ${testimonies.content},
                        ${bookmarks.text}) as body,
               coalesce(array_to_string(${bibleStudyNotes.tags}, ', '),
                        ${journalEntries.answer_details}, ${journalTopicEntries.answer_details},
                        ${prayers.answer_details}, array_to_string(${bookmarks.tags}, ', '))
                 as more,
               coalesce(${bibleStudyNotes.verse_reference},
                        ${journalTopicEntries.scripture_reference}, ${bookmarks.reference})
                 as reference,
               ${bibleStudyNotes.book} as book, ${bibleStudyNotes.chapter} as chapter,
               ${bibleStudyNotes.verse} as verse, ${journalTopicEntries.topic_id} as topic_id,
               tsvector_to_array(to_tsvector('english', ${words.join(' ')})) as stems
        from ranked
        ${sql.join(
          PERSONAL_SEARCH_KINDS.map((each) => detailsOf(each, userId)),
          sql` `,
        )}
        order by ranked.rank desc, ranked.created_at desc, ranked.id desc`,
  );
  // The stems mark 'forgive' for a search of 'forgiving', as the index matched it.
  const stems = rows[0]?.stems ?? [];
  const prefixes = [...new Set([...words.map((word) => word.toLowerCase()), ...stems])];
  const total = Number(rows[0]?.total ?? 0);
  return {
    items: rows.map((row) => toHit(row, prefixes)),
    total,
    next_offset: offset + rows.length < total ? offset + rows.length : null,
  };
}
