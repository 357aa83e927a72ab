import { sql } from 'drizzle-orm';
import {
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Chapters fetched from API.Bible, shared by every instance: fresh for 24 hours, and kept
// afterwards so a stale copy can be served when the provider fails.
export const scriptureCache = pgTable('scripture_cache', {
  key: text('key').primaryKey(),
  data: jsonb('data').notNull(),
  fetched_at: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

// One row per request sent to API.Bible: the cross-instance limiter counts the last 30 s.
export const scriptureUpstreamRequests = pgTable(
  'scripture_upstream_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requested_at: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('scripture_upstream_requests_requested_at_idx').on(table.requested_at)],
);

/** PostgreSQL's full-text document; Drizzle has no built-in column for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// The bundled translations' verses (KJV, WEB), searched with PostgreSQL full-text search
// (docs/product/scripture.md#search, docs/decisions/011-scripture-search.md). Filled from the
// bundled files at start when they changed (scripture-verses-loader.ts); never written otherwise.
export const scriptureVerses = pgTable(
  'scripture_verses',
  {
    translation: text('translation').notNull(),
    /** The verse's place in its translation, Genesis 1:1 first: the order of equal ranks. */
    position: integer('position').notNull(),
    /** USFM code, e.g. 'JHN'. */
    book: text('book').notNull(),
    testament: text('testament').notNull(),
    chapter: integer('chapter').notNull(),
    verse: integer('verse').notNull(),
    /** The verse without the reader's markup ('[supplied words]', '*emphasis*'). */
    text: text('text').notNull(),
    // The 'english' configuration stems ('loved' finds 'love') and drops stop words; PGlite has it too.
    search: tsvector('search').notNull().generatedAlwaysAs(sql`to_tsvector('english', "text")`),
  },
  (table) => [
    primaryKey({ columns: [table.translation, table.position] }),
    index('scripture_verses_search_idx').using('gin', table.search),
    index('scripture_verses_book_idx').on(table.translation, table.book),
    index('scripture_verses_testament_idx').on(table.translation, table.testament),
  ],
);
