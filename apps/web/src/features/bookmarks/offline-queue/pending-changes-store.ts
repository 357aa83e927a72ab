import { useSyncExternalStore } from 'react';
import {
  type PendingChange,
  parseQueue,
  QUEUE_STORAGE_KEY_PREFIX,
  queueStorageKey,
  serializeQueue,
} from './pending-changes';

// The members' queues of bookmark changes not yet synced, in localStorage (so they survive a
// reload or a closed tab), shared by every tab, with React bindings.

const EMPTY: readonly PendingChange[] = Object.freeze([]);

const listeners = new Set<() => void>();
// Where writes go when localStorage refuses them (private mode, quota): at least this tab keeps
// the change until it syncs.
const fallback = new Map<string, string>();
// Parsed queues, reused while the stored text is unchanged (useSyncExternalStore needs a stable
// snapshot).
const snapshots = new Map<string, { raw: string | null; queue: readonly PendingChange[] }>();
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
export function getPendingChanges(userId: string): readonly PendingChange[] {
  const key = queueStorageKey(userId);
  const raw = readRaw(key);
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.queue;
  const queue = raw === null ? EMPTY : parseQueue(raw);
  snapshots.set(key, { raw, queue });
  return queue;
}

/** Changes the member's queue (read fresh from storage, so other tabs' changes are kept). */
export function updatePendingChanges(
  userId: string,
  update: (queue: readonly PendingChange[]) => readonly PendingChange[],
): readonly PendingChange[] {
  const next = update(getPendingChanges(userId));
  writeRaw(queueStorageKey(userId), next.length ? serializeQueue(next) : null);
  notify();
  return getPendingChanges(userId);
}

function onStorage(event: StorageEvent): void {
  // Another tab changed a queue (or cleared storage: key null).
  if (event.key === null || event.key.startsWith(QUEUE_STORAGE_KEY_PREFIX)) notify();
}

export function subscribePendingChanges(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Ids of the queued changes being sent right now (see useBookmarkSync). */
export function getChangesInFlight(): ReadonlySet<string> {
  return inFlight;
}

export function setChangesInFlight(ids: Iterable<string>): void {
  inFlight = new Set(ids);
  notify();
}

/** The signed-in member's queue; empty when nobody is signed in. */
export function usePendingChanges(userId: string | null | undefined): readonly PendingChange[] {
  const snapshot = () => (userId ? getPendingChanges(userId) : EMPTY);
  return useSyncExternalStore(subscribePendingChanges, snapshot, snapshot);
}

export function useChangesInFlight(): ReadonlySet<string> {
  return useSyncExternalStore(subscribePendingChanges, getChangesInFlight, getChangesInFlight);
}
