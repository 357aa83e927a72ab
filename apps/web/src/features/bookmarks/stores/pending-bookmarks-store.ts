import { useSyncExternalStore } from 'react';
import {
  PENDING_BOOKMARKS_KEY_PREFIX,
  type PendingBookmarkOperation,
  parsePendingBookmarks,
  pendingBookmarksStorageKey,
  serializePendingBookmarks,
} from '../utils/pending-bookmarks';

// The members' queues of bookmark changes not yet synced, in localStorage (so they survive a
// reload or a closed tab), shared by every tab, with React bindings.

const EMPTY: readonly PendingBookmarkOperation[] = Object.freeze([]);

const listeners = new Set<() => void>();
// Where writes go when localStorage refuses them (private mode, quota): at least this tab keeps
// the change until it syncs.
const fallback = new Map<string, string>();
// Parsed queues, reused while the stored text is unchanged (useSyncExternalStore needs a stable
// snapshot).
const snapshots = new Map<
  string,
  { raw: string | null; queue: readonly PendingBookmarkOperation[] }
>();
let inFlight: ReadonlySet<string> = new Set();

function notify(): void {
  for (const listener of listeners) listener();
}

function readRaw(key: string): string | null {
  if (fallback.has(key)) return fallback.get(key) ?? null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeRaw(key: string, raw: string | null): void {
  try {
    if (raw === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, raw);
    fallback.delete(key);
  } catch (error) {
    console.warn('Bookmark changes kept in memory only: the browser refused to store them', error);
    if (raw === null) fallback.delete(key);
    else fallback.set(key, raw);
  }
}

/** The member's changes waiting to sync, oldest first. */
export function getPendingBookmarks(userId: string): readonly PendingBookmarkOperation[] {
  const key = pendingBookmarksStorageKey(userId);
  const raw = readRaw(key);
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.queue;
  const queue = raw === null ? EMPTY : parsePendingBookmarks(raw);
  snapshots.set(key, { raw, queue });
  return queue;
}

/** Changes the member's queue (read fresh from storage, so other tabs' changes are kept). */
export function updatePendingBookmarks(
  userId: string,
  update: (queue: readonly PendingBookmarkOperation[]) => readonly PendingBookmarkOperation[],
): readonly PendingBookmarkOperation[] {
  const next = update(getPendingBookmarks(userId));
  writeRaw(
    pendingBookmarksStorageKey(userId),
    next.length ? serializePendingBookmarks(next) : null,
  );
  notify();
  return getPendingBookmarks(userId);
}

function onStorage(event: StorageEvent): void {
  // Another tab changed a queue (or cleared storage: key null).
  if (event.key === null || event.key.startsWith(PENDING_BOOKMARKS_KEY_PREFIX)) notify();
}

export function subscribePendingBookmarks(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Ids of the queued changes being sent right now (see useBookmarkSync). */
export function getInFlightPendingBookmarks(): ReadonlySet<string> {
  return inFlight;
}

export function setInFlightPendingBookmarks(ids: Iterable<string>): void {
  inFlight = new Set(ids);
  notify();
}

/** The signed-in member's queue; empty when nobody is signed in. */
export function usePendingBookmarks(
  userId: string | null | undefined,
): readonly PendingBookmarkOperation[] {
  const snapshot = () => (userId ? getPendingBookmarks(userId) : EMPTY);
  return useSyncExternalStore(subscribePendingBookmarks, snapshot, snapshot);
}

export function useInFlightPendingBookmarks(): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribePendingBookmarks,
    getInFlightPendingBookmarks,
    getInFlightPendingBookmarks,
  );
}
