import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  CACHE_LIFE_MS,
  cacheLifeFor,
  isPersistedQueryKey,
  PERSISTED_CACHE_MAX_AGE_MS,
  persistedCacheBuster,
  startQueryPersistence,
} from './query-persistence';

const HOUR = 60 * 60 * 1000;
const STORAGE_KEY = 'test-cache';

/** The parts of a saved client these tests read. */
const savedClientSchema = z.object({
  buster: z.string(),
  clientState: z.object({
    mutations: z.array(z.unknown()),
    queries: z.array(z.object({ queryKey: z.array(z.unknown()) })),
  }),
});

function memoryPersister() {
  const storage = new Map<string, string>();
  const persister = createAsyncStoragePersister({
    storage: {
      getItem: async (key) => storage.get(key) ?? null,
      setItem: async (key, value: string) => {
        storage.set(key, value);
      },
      removeItem: async (key) => {
        storage.delete(key);
      },
    },
    key: STORAGE_KEY,
    throttleTime: 0,
  });
  const saved = () => {
    const raw = storage.get(STORAGE_KEY);
    return raw === undefined ? undefined : savedClientSchema.parse(JSON.parse(raw));
  };
  const savedKeys = () => saved()?.clientState.queries.map((query) => query.queryKey) ?? [];
  const seed = (client: PersistedClient) => storage.set(STORAGE_KEY, JSON.stringify(client));
  return { persister, saved, savedKeys, seed };
}

function persistedQuery(queryKey: unknown[], data: unknown, dataUpdatedAt: number) {
  return {
    queryKey,
    queryHash: JSON.stringify(queryKey),
    dehydratedAt: dataUpdatedAt,
    state: {
      data,
      dataUpdateCount: 1,
      dataUpdatedAt,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success' as const,
      fetchStatus: 'idle' as const,
    },
  };
}

const john3 = ['bible-content', 'kjv', 'JHN', 3];
const chapter = { book_id: 'JHN', chapter: 3, verses: [{ verse: 16, text: 'For God so loved' }] };
const member = { id: 'user-1', email: 'ruth@example.com' };

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.restoreAllMocks();
});

async function start(queryClient: QueryClient, persister: ReturnType<typeof memoryPersister>) {
  const persistence = startQueryPersistence(queryClient, {
    persister: persister.persister,
    buster: 'test',
  });
  stops.push(persistence.stop);
  await persistence.restored;
  return persistence;
}

describe('which queries are persisted', () => {
  it('takes the scripture groups and nothing personal', () => {
    expect(isPersistedQueryKey(john3)).toBe(true);
    expect(isPersistedQueryKey(['bible-chapters', 'plan-1'])).toBe(true);
    expect(isPersistedQueryKey(['reading-plans'])).toBe(true);

    expect(isPersistedQueryKey(['user'])).toBe(false);
    expect(isPersistedQueryKey(['user-settings'])).toBe(false);
    expect(isPersistedQueryKey(['journal-entries'])).toBe(false);
    expect(isPersistedQueryKey(['reading-plans', 'plan-1', 'user-progress'])).toBe(false);
    expect(isPersistedQueryKey(['bible-content-notes'])).toBe(false);
  });

  it('gives each group its life from docs/offline.md', () => {
    expect(cacheLifeFor(john3)).toBe(24 * HOUR);
    expect(cacheLifeFor(['book-info', 'JHN'])).toBe(30 * 24 * HOUR);
    expect(cacheLifeFor(['reading-plans'])).toBe(30 * 60 * 1000);
    expect(PERSISTED_CACHE_MAX_AGE_MS).toBe(CACHE_LIFE_MS['bible-content']);
  });

  it('busts the cache per app version', () => {
    expect(persistedCacheBuster('1a2b3c')).toBe('1:1a2b3c');
    expect(persistedCacheBuster(undefined)).toBe('1:dev');
  });
});

describe('startQueryPersistence', () => {
  it('saves scripture queries but never the user, other data or mutations', async () => {
    const memory = memoryPersister();
    const queryClient = new QueryClient();
    await start(queryClient, memory);

    queryClient.setQueryData(['user'], member);
    queryClient.setQueryData(['journal-entries'], [{ id: 'j1', content: 'private' }]);
    queryClient.setQueryData(['reading-plans', 'plan-1', 'user-progress'], { day: 3 });
    queryClient.setQueryData(john3, chapter);
    queryClient.setQueryData(['reading-plans'], [{ id: 'plan-1', name: 'New Testament' }]);

    await vi.waitFor(() => expect(memory.savedKeys()).toHaveLength(2));
    expect(memory.savedKeys()).toEqual([john3, ['reading-plans']]);
    const saved = memory.saved();
    expect(saved?.buster).toBe('test');
    expect(saved?.clientState.mutations).toEqual([]);
    expect(JSON.stringify(saved)).not.toContain('ruth@example.com');
    expect(JSON.stringify(saved)).not.toContain('private');
  });

  it('restores chapters within their life and drops expired or foreign entries', async () => {
    const memory = memoryPersister();
    const now = Date.now();
    memory.seed({
      buster: 'test',
      timestamp: now - HOUR,
      clientState: {
        mutations: [],
        queries: [
          persistedQuery(john3, chapter, now - 23 * HOUR),
          persistedQuery(['bible-content', 'kjv', 'JHN', 2], chapter, now - 25 * HOUR),
          persistedQuery(['reading-plans'], [], now - 31 * 60 * 1000),
          persistedQuery(['user'], member, now - 60_000),
        ],
      },
    });

    const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: 30 * 60_000 } } });
    await start(queryClient, memory);

    expect(queryClient.getQueryData(john3)).toEqual(chapter);
    expect(queryClient.getQueryData(['bible-content', 'kjv', 'JHN', 2])).toBeUndefined();
    expect(queryClient.getQueryData(['reading-plans'])).toBeUndefined();
    expect(queryClient.getQueryData(['user'])).toBeUndefined();
    // Restored chapters outlive the 30-minute default even with nobody watching them.
    expect(queryClient.getQueryCache().find({ queryKey: john3 })?.gcTime).toBe(24 * HOUR);
  });

  it('discards a cache saved by another version or too long ago', async () => {
    for (const seeded of [
      { buster: 'older-build', timestamp: Date.now() },
      { buster: 'test', timestamp: Date.now() - 25 * HOUR },
    ]) {
      const memory = memoryPersister();
      memory.seed({
        ...seeded,
        clientState: { mutations: [], queries: [persistedQuery(john3, chapter, Date.now())] },
      });
      const queryClient = new QueryClient();
      await start(queryClient, memory);
      expect(queryClient.getQueryData(john3)).toBeUndefined();
      expect(memory.saved()).toBeUndefined();
    }
  });

  it('forgets the saved scripture when the member signs out', async () => {
    const memory = memoryPersister();
    const removeClient = vi.spyOn(memory.persister, 'removeClient');
    const queryClient = new QueryClient();
    queryClient.setQueryData(['user'], member);
    await start(queryClient, memory);

    queryClient.setQueryData(john3, chapter);
    await vi.waitFor(() => expect(memory.savedKeys()).toEqual([john3]));

    // What useSignOut does: clear the cache, then record that nobody is signed in.
    queryClient.getQueryCache().clear();
    queryClient.setQueryData(['user'], null);

    await vi.waitFor(() => expect(memory.savedKeys()).toEqual([]));
    expect(removeClient).toHaveBeenCalledTimes(1);
  });

  it('forgets the saved scripture when the session ends with a 401', async () => {
    const memory = memoryPersister();
    const queryClient = new QueryClient();
    queryClient.setQueryData(['user'], member);
    await start(queryClient, memory);
    queryClient.setQueryData(john3, chapter);
    await vi.waitFor(() => expect(memory.savedKeys()).toEqual([john3]));

    queryClient.setQueryData(['user'], null);
    await vi.waitFor(() => expect(memory.savedKeys()).toEqual([]));
    expect(queryClient.getQueryData(john3)).toBeUndefined();
  });

  it('keeps the scripture for a visitor who was never signed in', async () => {
    const memory = memoryPersister();
    const removeClient = vi.spyOn(memory.persister, 'removeClient');
    const queryClient = new QueryClient();
    await start(queryClient, memory);
    queryClient.setQueryData(john3, chapter);
    queryClient.setQueryData(['user'], null);
    await vi.waitFor(() => expect(memory.savedKeys()).toEqual([john3]));
    expect(queryClient.getQueryData(john3)).toEqual(chapter);
    expect(removeClient).not.toHaveBeenCalled();
  });

  it('does nothing where IndexedDB is missing', async () => {
    expect(typeof indexedDB).toBe('undefined');
    const queryClient = new QueryClient();
    const persistence = startQueryPersistence(queryClient);
    await expect(persistence.restored).resolves.toBeUndefined();
    persistence.stop();
  });
});
