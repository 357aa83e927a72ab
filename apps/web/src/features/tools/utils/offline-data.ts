import { clearPersistedQueryCache } from '@/lib/query-persistence';

// What this device keeps for offline use (docs/offline.md#what-is-kept-where-and-for-how-long),
// for the diagnostic tools (docs/product/tools.md#diagnostic-tools).

export interface CacheSummary {
  name: string;
  entries: number;
}

/** Every Cache Storage cache with its number of entries; none where Cache Storage is missing. */
export async function listCaches(): Promise<CacheSummary[]> {
  if (typeof caches === 'undefined') return [];
  const names = await caches.keys();
  return Promise.all(
    names.map(async (name) => ({ name, entries: (await (await caches.open(name)).keys()).length })),
  );
}

/**
 * Deletes the Cache Storage caches and the saved query cache: the app and scripture come back
 * from the network (and are kept again) on the next visit. Bookmarks changed offline are NOT
 * touched: they are the member's own changes, not a copy of the server's.
 */
export async function clearOfflineData(): Promise<void> {
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }
  await clearPersistedQueryCache();
}
