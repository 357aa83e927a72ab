import { type JournalSearchHit, type Page, writingHeading } from '@manna/shared';
import { sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../../db/client';
import { escapeLike } from '../../db/like-pattern';
import { journalEntries, journalTopicEntries, prayers } from '../../db/schema';
import { pageOf } from './journal-page';

/** How much text a hit shows, and how much of it comes before the match. */
export const EXCERPT_LENGTH = 160;
const EXCERPT_LEAD = 60;

interface HitRow {
  kind: JournalSearchHit['kind'];
  id: string;
  topic_id: string | null;
  title: string | null;
  content: string;
  // node-postgres parses timestamptz into a Date; PGlite's raw rows may hold the text.
  created_at: Date | string;
}

/**
 * A short excerpt of `content` around the first match of `query` (case-insensitive, as the
 * search is), with whitespace runs folded; its start when only the title matched.
 */
export function excerptAround(content: string, query: string): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= EXCERPT_LENGTH) return text;
  const at = text.toLowerCase().indexOf(query.toLowerCase().replace(/\s+/g, ' '));
  const start = Math.min(Math.max(at - EXCERPT_LEAD, 0), text.length - EXCERPT_LENGTH);
  const end = start + EXCERPT_LENGTH;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * GET /api/journal/search: the member's journal entries, topic entries and prayers whose title
 * or content holds the query, ignoring case (as the notes search), newest first
 * (docs/product/journal.md#journal). Every branch filters by the member: nobody else's writing can
 * match.
 */
export async function searchJournal(
  executor: Executor,
  userId: string,
  { q, limit, offset }: { q: string; limit: number; offset: number },
): Promise<Page<JournalSearchHit>> {
  const pattern = `%${escapeLike(q)}%`;
  const matches = sql`
    select 'entry'::text as kind, ${journalEntries.id} as id, null::uuid as topic_id,
           ${journalEntries.title} as title, ${journalEntries.content} as content,
           ${journalEntries.created_at} as created_at
    from ${journalEntries}
    where ${journalEntries.user_id} = ${userId}
      and (${journalEntries.title} ilike ${pattern} or ${journalEntries.content} ilike ${pattern})
    union all
    select 'topic_entry'::text, ${journalTopicEntries.id}, ${journalTopicEntries.topic_id},
           ${journalTopicEntries.title}, ${journalTopicEntries.content},
           ${journalTopicEntries.created_at}
    from ${journalTopicEntries}
    where ${journalTopicEntries.user_id} = ${userId}
      and (${journalTopicEntries.title} ilike ${pattern}
           or ${journalTopicEntries.content} ilike ${pattern})
    union all
    select 'prayer'::text, ${prayers.id}, null::uuid, ${prayers.title}, ${prayers.content},
           ${prayers.created_at}
    from ${prayers}
    where ${prayers.user_id} = ${userId}
      and (${prayers.title} ilike ${pattern} or ${prayers.content} ilike ${pattern})`;
  const [rows, [all]] = await Promise.all([
    selectRows<HitRow>(
      executor,
      // The id breaks ties between writings of the same instant, so pages never overlap.
      sql`select * from (${matches}) as hits order by created_at desc, id desc
          limit ${limit} offset ${offset}`,
    ),
    // count(*) is a bigint, which node-postgres hands over as a string.
    selectRows<{ total: number | string }>(
      executor,
      sql`select count(*) as total from (${matches}) as hits`,
    ),
  ]);
  const hits = rows.map(
    (row): JournalSearchHit => ({
      kind: row.kind,
      id: row.id,
      topic_id: row.topic_id,
      heading: writingHeading(row.title, row.content).heading,
      excerpt: excerptAround(row.content, q),
      created_at: new Date(row.created_at).toISOString(),
    }),
  );
  return pageOf(hits, Number(all?.total ?? 0), limit, offset);
}
