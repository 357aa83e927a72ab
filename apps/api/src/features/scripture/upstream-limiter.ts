import { SCRIPTURE_RATE_LIMIT } from '@manna/shared';
import { count, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { scriptureUpstreamRequests } from '../../db/schema';

// Arbitrary constant: every instance serialises on the same advisory lock.
const LIMITER_LOCK_KEY = 727_514_002;

/**
 * Takes one of API.Bible's 15-requests-per-30-seconds slots for the whole fleet
 * (docs/product/scripture.md#apibible): the window lives in the database and is counted under a
 * transaction-scoped advisory lock, so two instances can never both take the fifteenth slot. Uses
 * the database clock, which every instance shares.
 */
export async function tryAcquireUpstreamSlot(db: Database): Promise<boolean> {
  const windowStart = sql`now() - make_interval(secs => ${SCRIPTURE_RATE_LIMIT.windowSeconds})`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LIMITER_LOCK_KEY})`);
    await tx
      .delete(scriptureUpstreamRequests)
      .where(lte(scriptureUpstreamRequests.requested_at, windowStart));
    const [used] = await tx
      .select({ value: count() })
      .from(scriptureUpstreamRequests)
      .where(gt(scriptureUpstreamRequests.requested_at, windowStart));
    if ((used?.value ?? 0) >= SCRIPTURE_RATE_LIMIT.requests) return false;
    await tx.insert(scriptureUpstreamRequests).values({});
    return true;
  });
}
