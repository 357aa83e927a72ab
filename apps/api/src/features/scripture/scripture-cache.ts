import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { scriptureCache } from '../../db/schema';

// Licensed scripture stays fresh for 24 hours (docs/product/scripture.md#apibible).
export const SCRIPTURE_CACHE_LIFE_MS = 24 * 60 * 60 * 1000;

export interface CachedValue<T> {
  data: T;
  fresh: boolean;
}

export async function readCached<T>(
  db: Database,
  key: string,
  now = new Date(),
): Promise<CachedValue<T> | undefined> {
  const [row] = await db.select().from(scriptureCache).where(eq(scriptureCache.key, key));
  if (!row) return undefined;
  return {
    // The jsonb holds what writeCached stored under this key; each key is read as it was written.
    data: row.data as T,
    fresh: now.getTime() - row.fetched_at.getTime() < SCRIPTURE_CACHE_LIFE_MS,
  };
}

export async function writeCached(db: Database, key: string, data: unknown): Promise<void> {
  await db
    .insert(scriptureCache)
    .values({ key, data })
    .onConflictDoUpdate({
      target: scriptureCache.key,
      set: { data: sql`excluded.data`, fetched_at: sql`now()` },
    });
}
