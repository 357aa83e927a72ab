import { sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../db/client';

/** Where a table's rows name `needle` in any column (the whole row as text). */
export async function rowsNaming(db: Executor, needle: string): Promise<string[]> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const [row] = await selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from ${sql.identifier(name)} as t
          where strpos(t::text, ${needle}) > 0`,
    );
    if (row && row.count > 0) found.push(`${name}: ${row.count}`);
  }
  return found;
}
