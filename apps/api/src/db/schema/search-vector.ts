import { type SQL, sql } from 'drizzle-orm';
import { customType, type ExtraConfigColumn, index } from 'drizzle-orm/pg-core';

// The personal search's index (docs/product/search.md#matching): each searchable table keeps a
// stored tsvector of what the member wrote, weighted by where it sits, behind a GIN index.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Where a word sits: A for titles, B for references and tags, C for the text, D for the rest. */
export type SearchWeight = 'A' | 'B' | 'C' | 'D';

/**
 * Each part is indexed twice: stemmed ('english', so 'forgiving' finds 'forgive') and as written
 * ('simple', so a prefix of any word matches even where the stem does not start with it).
 */
const SEARCH_CONFIGS = ['english', 'simple'] as const;

/**
 * The stored, generated `search_vector` column over text columns of its table, named as in the
 * database (a table's columns cannot be typed while the table itself is being declared), or SQL.
 */
export function searchVector(parts: readonly (readonly [string | SQL, SearchWeight])[]) {
  const texts = parts.map(
    ([text, weight]) => [typeof text === 'string' ? sql.identifier(text) : text, weight] as const,
  );
  return tsvector('search_vector')
    .notNull()
    .generatedAlwaysAs(
      sql.join(
        texts.flatMap(([text, weight]) =>
          SEARCH_CONFIGS.map(
            (config) =>
              sql`setweight(to_tsvector(${sql.raw(`'${config}'`)}, coalesce(${text}, '')), ${sql.raw(`'${weight}'`)})`,
          ),
        ),
        sql` || `,
      ),
    );
}

/**
 * A text[] column as one text, for a generated column: array_to_string is only stable (it may
 * read settings), which a stored generated column refuses, so the first `slots` items are joined
 * one by one (the schema caps how many there can be).
 */
export function joinedArray(column: string, slots: number): SQL {
  return sql.join(
    Array.from(
      { length: slots },
      (_, slot) => sql`coalesce(${sql.identifier(column)}[${sql.raw(String(slot + 1))}], '')`,
    ),
    sql` || ' ' || `,
  );
}

/**
 * The GIN index the search's `@@` uses, over the owner and the vector (btree_gin, loaded by
 * migration 0013): its scan yields only the member's own matches, so nobody else's writing is
 * read, however many members write the same words (docs/product/search.md#speed). No pending
 * list (fastupdate): PGlite runs no autovacuum to merge it, and every search would scan it whole.
 */
export const searchVectorIndex = (
  table: string,
  owner: ExtraConfigColumn,
  vector: ExtraConfigColumn,
) =>
  index(`${table}_user_id_search_vector_idx`)
    .using('gin', owner, vector)
    .with({ fastupdate: false });
