import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * `"table"."column"`: Drizzle leaves columns unqualified in a single-table query, and inside a
 * correlated subquery an unqualified "id" would name the inner table's column.
 */
export const qualified = (column: Column): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
