import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TestApp } from './test-app';

type TimestampedTable = PgTable & {
  id: PgColumn;
  created_at: PgColumn;
  updated_at: PgColumn;
};

/**
 * Moves a row just made through the API to `createdAt` (created and updated), so a test's
 * orderings are deterministic; gives `item` with those times.
 */
export async function backdate<Item extends { id: string }>(
  db: TestApp['db'],
  table: TimestampedTable,
  item: Item,
  createdAt: string,
): Promise<Item & { created_at: string; updated_at: string }> {
  const at = new Date(createdAt);
  await db.update(table).set({ created_at: at, updated_at: at }).where(eq(table.id, item.id));
  return { ...item, created_at: at.toISOString(), updated_at: at.toISOString() };
}
