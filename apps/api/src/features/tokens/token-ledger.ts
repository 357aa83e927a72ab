import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tokenLedger, users } from '../../db/schema';

type LedgerReason = (typeof tokenLedger.$inferInsert)['reason'];

/**
 * Adds tokens to a member's balance with its ledger row, once per (reason, source): calling it
 * again for the same source changes nothing. Run it inside the transaction of the change that
 * earns the tokens.
 */
export async function creditTokens(
  executor: Executor,
  entry: {
    userId: string;
    delta: number;
    reason: LedgerReason;
    sourceId: string;
    description: string;
  },
): Promise<boolean> {
  const [user] = await executor
    .update(users)
    .set({ tokens: sql`${users.tokens} + ${entry.delta}` })
    .where(
      and(
        eq(users.id, entry.userId),
        sql`not exists (select 1 from ${tokenLedger} where ${tokenLedger.user_id} = ${entry.userId} and ${tokenLedger.reason} = ${entry.reason} and ${tokenLedger.source_id} = ${entry.sourceId})`,
      ),
    )
    .returning({ tokens: users.tokens });
  if (!user) return false;
  await executor.insert(tokenLedger).values({
    user_id: entry.userId,
    delta: entry.delta,
    balance_after: user.tokens,
    reason: entry.reason,
    source_id: entry.sourceId,
    description: entry.description,
  });
  return true;
}
