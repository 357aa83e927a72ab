import {
  findBookByCode,
  SCRIPTURE_SEARCH_PAGE_SIZE,
  type ScriptureSearchHit,
  type ScriptureSearchQuery,
  type ScriptureSearchResult,
  searchBoxPassage,
  type TextSegment,
} from '@manna/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client';
import { scriptureVerses } from '../../db/schema';
import { DomainError } from '../../lib/domain-errors';

// Around each searched word in ts_headline's answer; the bundled text holds no control characters.
const MATCH_START = '\u0001';
const MATCH_END = '\u0002';
const HEADLINE_OPTIONS = `HighlightAll=true, StartSel=${MATCH_START}, StopSel=${MATCH_END}`;
/**
 * Normalization 1 divides a verse's score by 1 + the log of its length, so a short verse that is
 * about the words comes before a long one that mentions them.
 */
const RANK_NORMALIZATION = 1;

/**
 * Several words rank by cover density (how often, and how close together, they occur). One word
 * has no closeness to weigh, and its ranks by frequency come out the same kind of order for a
 * quarter less time: the commonest single words ('lord', 9,000 verses) are the slowest searches.
 */
const RANK = sql`case when numnode(query) = 1
  then ts_rank(${scriptureVerses.search}, query, ${RANK_NORMALIZATION})
  else ts_rank_cd(${scriptureVerses.search}, query, ${RANK_NORMALIZATION}) end`;

interface HitRow {
  book: string;
  chapter: number;
  verse: number;
  headline: string;
  total: number | string;
}

/** Splits ts_headline's answer into plain and matched runs, for the screen to mark safely. */
export function headlineSegments(headline: string): TextSegment[] {
  const segments: TextSegment[] = [];
  for (const [index, part] of headline
    .split(new RegExp(`[${MATCH_START}${MATCH_END}]`))
    .entries()) {
    if (part !== '') segments.push({ text: part, match: index % 2 === 1 });
  }
  return segments;
}

function toHit(row: HitRow): ScriptureSearchHit {
  const bookName = findBookByCode(row.book)?.name ?? row.book;
  return {
    book_id: row.book,
    book_name: bookName,
    chapter: row.chapter,
    verse: row.verse,
    reference: `${bookName} ${row.chapter}:${row.verse}`,
    segments: headlineSegments(row.headline),
  };
}

/**
 * Scripture search (docs/product/scripture.md#search): PostgreSQL full-text search over the
 * bundled translations, the same SQL on PGlite and PostgreSQL. Words are all required, stemmed
 * ('loved' finds 'love'), "quoted words" a phrase; ranked (RANK), then in Bible order.
 * A reference ('jn 3:16') answers the passage to open instead.
 */
export async function searchScripture(
  db: Database,
  { q, translation, testament, book, page }: ScriptureSearchQuery,
): Promise<ScriptureSearchResult> {
  const passage = searchBoxPassage(q);
  if (passage) return { kind: 'passage', passage };

  const query = sql`websearch_to_tsquery('english', ${q})`;
  const filters: SQL[] = [
    sql`${scriptureVerses.translation} = ${translation}`,
    sql`${scriptureVerses.search} @@ query`,
  ];
  if (testament) filters.push(sql`${scriptureVerses.testament} = ${testament}`);
  if (book) filters.push(sql`${scriptureVerses.book} = ${book}`);
  const offset = (page - 1) * SCRIPTURE_SEARCH_PAGE_SIZE;

  // Every match is ranked and counted to find the page's 20, carrying only its position and
  // rank (the subquery's `offset 0` keeps PostgreSQL from folding it into the window, which
  // would carry each match's text and search document through it); only those 20 are read in
  // full and get a headline.
  const rows = await selectRows<HitRow>(
    db,
    sql`
      with ranked as (
        select position, rank, count(*) over () as total
        from (
          select ${scriptureVerses.position} as position,
            ${RANK} as rank
          from ${scriptureVerses}, ${query} as query
          where ${sql.join(filters, sql` and `)}
          offset 0
        ) as matches
        order by rank desc, position
        limit ${SCRIPTURE_SEARCH_PAGE_SIZE} offset ${offset}
      )
      select ${scriptureVerses.book} as book, ${scriptureVerses.chapter} as chapter,
        ${scriptureVerses.verse} as verse, ranked.total,
        ts_headline('english', ${scriptureVerses.text}, ${query}, ${HEADLINE_OPTIONS}) as headline
      from ranked
      join ${scriptureVerses}
        on ${scriptureVerses.translation} = ${translation}
        and ${scriptureVerses.position} = ranked.position
      order by ranked.rank desc, ranked.position`,
  );

  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0) {
    // Rare, so asked apart rather than with every search: words too common to search for (only
    // stop words, 'the', 'and': PostgreSQL would say so only in a notice), or a page past the last.
    const [counted] = await selectRows<{ lexemes: number; total: number | string }>(
      db,
      sql`select numnode(${query}) as lexemes,
            (select count(*) from ${scriptureVerses}, ${query} as query
             where ${sql.join(filters, sql` and `)}) as total`,
    );
    if (!counted?.lexemes) throw new DomainError('scripture_search_only_common_words');
    total = Number(counted.total);
  }
  return {
    kind: 'verses',
    translation,
    total,
    page,
    page_size: SCRIPTURE_SEARCH_PAGE_SIZE,
    has_more: offset + rows.length < total,
    hits: rows.map(toHit),
  };
}
