/**
 * Keeps scripture readable offline once seen: the scripture part of the TanStack Query cache is
 * saved to IndexedDB and restored at start-up
 * (docs/offline.md#what-is-kept-where-and-for-how-long). Loaded lazily by the app provider, so none
 * of this (nor idb-keyval) weighs on the first screen.
 *
 * Only public text is persisted. The member's account, settings, notes, progress and anything
 * else personal stay in memory and are gone when the tab closes; see docs/offline.md.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient, QueryKey, QueryState } from '@tanstack/react-query';
import {
  type PersistedClient,
  type Persister,
  persistQueryClient,
} from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long each cache group lives (docs/offline.md#what-is-kept-where-and-for-how-long). */
export const CACHE_LIFE_MS = {
  default: 30 * MINUTE,
  'bible-content': 24 * HOUR,
  'book-info': 30 * DAY,
} as const;

/**
 * The query key prefixes saved to IndexedDB (docs/offline.md#what-is-never-kept). Queries under
 * them must hold public text only: nothing about the member. Per-member data belongs under its
 * own key.
 */
export const PERSISTED_QUERY_PREFIXES = [
  'bible-content',
  'bible-chapters',
  'reading-plans',
] as const;

/** The persisted cache as a whole is dropped after the longest life it holds. */
export const PERSISTED_CACHE_MAX_AGE_MS = CACHE_LIFE_MS['bible-content'];

// A second line of defence: a key that mentions the member is never written to disk, even under
// a persisted prefix (e.g. ['reading-plans', id, 'user-progress']).
const PERSONAL_KEY_PART = /user|progress|streak|note|bookmark|journal|prayer|token|subscription/i;

// Bump when the shape of what is persisted changes in a way the app version does not capture.
const PERSISTED_CACHE_SCHEMA = 1;

const IDB_DATABASE = 'manna-offline';
const IDB_STORE = 'query-cache';
const IDB_KEY = 'scripture';

const userQueryHash = JSON.stringify(['user']);

export function cacheLifeFor(queryKey: QueryKey): number {
  const [group] = queryKey;
  if (group === 'bible-content' || group === 'book-info') return CACHE_LIFE_MS[group];
  return CACHE_LIFE_MS.default;
}

export function isPersistedQueryKey(queryKey: QueryKey): boolean {
  const [group, ...rest] = queryKey;
  if (!PERSISTED_QUERY_PREFIXES.some((prefix) => prefix === group)) return false;
  return !rest.some((part) => typeof part === 'string' && PERSONAL_KEY_PART.test(part));
}

function isFresh(queryKey: QueryKey, dataUpdatedAt: number, now: number): boolean {
  return now - dataUpdatedAt < cacheLifeFor(queryKey);
}

interface QueryLike {
  queryKey: QueryKey;
  state: Pick<QueryState, 'status' | 'dataUpdatedAt'>;
}

/** What may be written to disk: successful scripture queries still within their life. */
export function shouldPersistQuery({ queryKey, state }: QueryLike, now = Date.now()): boolean {
  return (
    state.status === 'success' &&
    isPersistedQueryKey(queryKey) &&
    isFresh(queryKey, state.dataUpdatedAt, now)
  );
}

/** Ties the saved cache to the build: a new deploy starts from a clean cache. */
export function persistedCacheBuster(
  appVersion: string | undefined = import.meta.env.VITE_APP_VERSION,
): string {
  return `${PERSISTED_CACHE_SCHEMA}:${appVersion || 'dev'}`;
}

let idbStore: ReturnType<typeof createStore> | undefined;
function scriptureStore() {
  idbStore ??= createStore(IDB_DATABASE, IDB_STORE);
  return idbStore;
}

export function createIndexedDbPersister(): Persister {
  return createAsyncStoragePersister({
    storage: {
      getItem: (key) => get<string>(key, scriptureStore()),
      setItem: (key, value: string) => set(key, value, scriptureStore()),
      removeItem: (key) => del(key, scriptureStore()),
    },
    key: IDB_KEY,
    throttleTime: 1000,
  });
}

/**
 * Drops, on restore, every entry past its own life or outside the persisted groups: the
 * persister's `maxAge` only looks at when the cache as a whole was last saved.
 */
export function withPerEntryExpiry(persister: Persister, now = () => Date.now()): Persister {
  return {
    persistClient: (client) => persister.persistClient(client),
    removeClient: () => persister.removeClient(),
    restoreClient: async () => {
      const client: PersistedClient | undefined = await persister.restoreClient();
      if (!client) return client;
      const at = now();
      return {
        ...client,
        clientState: {
          mutations: [],
          queries: client.clientState.queries.filter((query) => shouldPersistQuery(query, at)),
        },
      };
    },
  };
}

function userIdOf(data: unknown): string | null {
  if (data && typeof data === 'object' && 'id' in data && typeof data.id === 'string') {
    return data.id;
  }
  return null;
}

/**
 * Calls `onSignedOut` when the ['user'] query goes from a member to nobody (sign-out, or a 401
 * that ended the session) or to a different member.
 */
function watchSignOut(queryClient: QueryClient, onSignedOut: () => void): () => void {
  const cache = queryClient.getQueryCache();
  let signedInAs = userIdOf(cache.get(userQueryHash)?.state.data);
  return cache.subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== userQueryHash) return;
    if (event.query.state.status !== 'success') return;
    const userId = userIdOf(event.query.state.data);
    if (signedInAs !== null && userId !== signedInAs) onSignedOut();
    signedInAs = userId;
  });
}

export interface QueryPersistenceOptions {
  /** Defaults to IndexedDB through idb-keyval. */
  persister?: Persister;
  buster?: string;
}

export interface QueryPersistence {
  /** Settles once the saved cache is restored (or found missing, stale or busted). */
  restored: Promise<void>;
  /** Stops saving and watching. */
  stop: () => void;
}

/**
 * Restores the saved scripture cache into `queryClient` and keeps saving it. Does nothing where
 * IndexedDB is missing (old browsers, some private modes, tests).
 */
export function startQueryPersistence(
  queryClient: QueryClient,
  { persister: basePersister, buster = persistedCacheBuster() }: QueryPersistenceOptions = {},
): QueryPersistence {
  if (!basePersister && typeof indexedDB === 'undefined') {
    return { restored: Promise.resolve(), stop: () => undefined };
  }
  const persister = withPerEntryExpiry(basePersister ?? createIndexedDbPersister());

  // Restored queries have no observer yet; without this they would be garbage-collected after
  // the 30-minute default and then vanish from disk at the next save.
  for (const group of ['bible-content', 'book-info'] as const) {
    queryClient.setQueryDefaults([group], { gcTime: CACHE_LIFE_MS[group] });
  }

  const [stopPersisting, restored] = persistQueryClient({
    queryClient,
    persister,
    buster,
    maxAge: PERSISTED_CACHE_MAX_AGE_MS,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => shouldPersistQuery(query),
      // Paused mutations can carry a member's writing (a journal entry, a note): never saved.
      shouldDehydrateMutation: () => false,
    },
  });

  // Sign-out forgets the member (docs/product/accounts-and-shell.md#who-is-signed-in); on a shared
  // device the next person should not find what the last one was reading.
  const stopWatching = watchSignOut(queryClient, () => {
    queryClient.removeQueries({ predicate: (query) => isPersistedQueryKey(query.queryKey) });
    void Promise.resolve(persister.removeClient()).catch((error: unknown) =>
      console.warn('Could not clear the offline scripture cache', error),
    );
  });

  return {
    restored: restored.catch((error: unknown) => {
      console.warn('Could not restore the offline scripture cache', error);
    }),
    stop: () => {
      stopPersisting();
      stopWatching();
    },
  };
}

/** Deletes the saved cache; safe to call where IndexedDB is missing. */
export async function clearPersistedQueryCache(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await del(IDB_KEY, scriptureStore());
}
