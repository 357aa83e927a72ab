import type {
  Page,
  TokenLedgerEntry,
  TokenLedgerReason,
  tokenLedgerQuerySchema,
} from '@manna/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { tokenLedger, users } from '../../db/schema';

interface LedgerChange {
  userId: string;
  reason: TokenLedgerReason;
  /** The checkout, invoice, plan, achievement or transaction the change is for. */
  sourceId: string;
  description: string;
}

const alreadyRecorded = (entry: LedgerChange) =>
  sql<boolean>`exists (select 1 from ${tokenLedger} where ${tokenLedger.user_id} = ${entry.userId} and ${tokenLedger.reason} = ${entry.reason} and ${tokenLedger.source_id} = ${entry.sourceId})`;

/**
 * Adds tokens to a member's balance with its ledger row, once per (reason, source): calling it
 * again for the same source changes nothing. Run it inside the transaction of the change that
 * earns the tokens.
 */
export async function creditTokens(
  executor: Executor,
  entry: LedgerChange & { delta: number },
): Promise<boolean> {
  const [user] = await executor
    .update(users)
    .set({ tokens: sql`${users.tokens} + ${entry.delta}` })
    .where(and(eq(users.id, entry.userId), sql`not ${alreadyRecorded(entry)}`))
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

/**
 * Takes up to `amount` tokens, never below zero, once per (reason, source); the ledger row
 * records what was actually taken (docs/product/purchases.md#the-token-ledger). Answers the
 * tokens taken and the balance after, or null when this source was already debited (or the
 * member is gone). Locks the member's row: run it inside the transaction of the change.
 */
export async function debitTokens(
  executor: Executor,
  entry: LedgerChange & { amount: number },
): Promise<{ taken: number; balance: number } | null> {
  const [user] = await executor
    .select({ tokens: users.tokens })
    .from(users)
    .where(eq(users.id, entry.userId))
    .for('update');
  if (!user) return null;
  // Asked once the lock is held, so a debit of the same source that committed meanwhile is seen.
  const [done] = await executor
    .select({ done: alreadyRecorded(entry) })
    .from(users)
    .where(eq(users.id, entry.userId));
  if (done?.done) return null;
  const taken = Math.max(0, Math.min(user.tokens, entry.amount));
  const balance = user.tokens - taken;
  await executor.update(users).set({ tokens: balance }).where(eq(users.id, entry.userId));
  await executor.insert(tokenLedger).values({
    user_id: entry.userId,
    delta: -taken,
    balance_after: balance,
    reason: entry.reason,
    source_id: entry.sourceId,
    description: entry.description,
  });
  return { taken, balance };
}

/** GET /api/tokens/ledger: the member's token history, newest first. */
export async function listTokenLedger(
  executor: Executor,
  userId: string,
  { limit, offset }: z.output<typeof tokenLedgerQuerySchema>,
): Promise<Page<TokenLedgerEntry>> {
  const mine = eq(tokenLedger.user_id, userId);
  const [rows, [all]] = await Promise.all([
    executor
      .select()
      .from(tokenLedger)
      .where(mine)
      .orderBy(desc(tokenLedger.created_at), desc(tokenLedger.id))
      .limit(limit)
      .offset(offset),
    executor.select({ total: count() }).from(tokenLedger).where(mine),
  ]);
  const total = all?.total ?? 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      delta: row.delta,
      balance_after: row.balance_after,
      reason: row.reason,
      description: row.description,
      created_at: row.created_at.toISOString(),
    })),
    total,
    next_offset: offset + rows.length < total ? offset + rows.length : null,
  };
}
