import { eq } from 'drizzle-orm';
import type { Executor } from './client';
import { users } from './schema';

/**
 * The member's calendar is their stored time zone, UTC when none is known
 * (docs/product/accounts-and-shell.md#who-is-signed-in).
 */
export async function memberTimeZone(executor: Executor, userId: string): Promise<string> {
  const [row] = await executor
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  return row?.timeZone || 'UTC';
}
