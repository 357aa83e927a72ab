import { eq, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { appSettings } from './schema';

/**
 * What a start last loaded from content shipped with the app (the reading catalogue, the bundled
 * verses), as a digest kept in app_settings under `key`: a later start with the same content
 * compares digests and skips the load (docs/decisions/014-server-footprint.md).
 */
export async function isLoaded(executor: Executor, key: string, sha256: string): Promise<boolean> {
  const [row] = await executor
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  const value = row?.value;
  return (
    typeof value === 'object' && value !== null && 'sha256' in value && value.sha256 === sha256
  );
}

/** Records that the content with this digest is loaded, in the transaction that loaded it. */
export async function markLoaded(executor: Executor, key: string, sha256: string): Promise<void> {
  const value = { sha256 };
  await executor
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updated_at: sql`now()` } });
}
