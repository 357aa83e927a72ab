import { eq } from 'drizzle-orm';
import type { Executor } from './client';
import { users } from './schema';

/** SPEC §4: the member's calendar is their stored time zone, UTC when none is known. */
export async function memberTimeZone(executor: Executor, userId: string): Promise<string> {
  const [row] = await executor
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  return row?.timeZone || 'UTC';
}
