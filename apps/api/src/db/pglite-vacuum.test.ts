import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase, selectRows } from './client';
import { startPgliteVacuum } from './pglite-vacuum';

// docs/decisions/013-marking-a-chapter.md: PGlite has no autovacuum.
describe('PGlite vacuum', () => {
  it('lets index-only scans skip the heap pages written since the last one', async () => {
    const { db, close } = await openDatabase({ inMemory: true });
    const warnings: string[] = [];
    try {
      await db.execute(sql`create table readings (day int not null)`);
      await db.execute(sql`insert into readings select generate_series(1, 2000)`);
      await db.execute(sql`create index readings_day_idx on readings (day)`);
      await db.execute(sql`set enable_seqscan = off`);
      await db.execute(sql`set enable_bitmapscan = off`);
      const heapFetches = async () => {
        const plan = await selectRows<{ 'QUERY PLAN': string }>(
          db,
          sql`explain (analyze, costs off, timing off, summary off)
            select day from readings where day between 1 and 500`,
        );
        const text = plan.map((row) => row['QUERY PLAN']).join('\n');
        expect(text).toContain('Index Only Scan using readings_day_idx');
        return Number(/Heap Fetches: (\d+)/.exec(text)?.[1]);
      };
      expect(await heapFetches()).toBe(500);

      const stop = startPgliteVacuum(db, { warn: (_fields, message) => warnings.push(message) }, 5);
      try {
        await vi.waitFor(async () => expect(await heapFetches()).toBe(0));
      } finally {
        await stop();
      }
      expect(warnings).toEqual([]);
    } finally {
      await close();
    }
  });
});
