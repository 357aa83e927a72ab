import { isTranslationId, type TranslationId } from '@manna/shared';
import { isApiError, NetworkError } from '@/lib/api-client';

// Bookmark changes made without a network, kept in this browser until they reach the server.
// Pure functions over a queue; the storage they read and write is handed in.
//
// The queue holds at most two operations per verse and translation, a remove then an add (see
// enqueuePendingBookmark); its last operation for a verse says what the member sees.

export const PENDING_BOOKMARKS_KEY_PREFIX = 'manna:bookmarks:pending:';

/** Each member has a queue of their own, so a shared device never syncs one member's changes as
 * another's. */
export function pendingBookmarksStorageKey(userId: string): string {
  return `${PENDING_BOOKMARKS_KEY_PREFIX}${userId}`;
}

interface PendingBookmarkBase {
  /** Local id, unique on this device. */
  id: string;
  /** 'John 3:16' */
  reference: string;
  translation: TranslationId;
  /** When the member made the change (ISO); an add is saved with it as its created_at. */
  at: string;
}

export interface PendingBookmarkAdd extends PendingBookmarkBase {
  kind: 'add';
  /** Plain verse text. */
  text: string;
}

export interface PendingBookmarkRemove extends PendingBookmarkBase {
  kind: 'remove';
}

export type PendingBookmarkOperation = PendingBookmarkAdd | PendingBookmarkRemove;

export type NewPendingBookmark =
  | Omit<PendingBookmarkAdd, 'id' | 'at'>
  | Omit<PendingBookmarkRemove, 'id' | 'at'>;

let sequence = 0;

function localId(now: Date): string {
  sequence = (sequence + 1) % Number.MAX_SAFE_INTEGER;
  // crypto.randomUUID needs a secure context; this only has to be unique on this device.
  return `${now.getTime().toString(36)}-${sequence.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function newPendingBookmark(
  change: NewPendingBookmark,
  now: Date = new Date(),
): PendingBookmarkOperation {
  return { ...change, id: localId(now), at: now.toISOString() };
}

/** What a bookmark is unique by: a verse in a translation. */
export function pendingBookmarkKey({
  reference,
  translation,
}: {
  reference: string;
  translation: string;
}): string {
  return `${translation}|${reference}`;
}

/**
 * Adds a change to the queue, returning a new queue:
 * - an add followed by a remove of the same verse cancel out (the add never reached the server);
 * - a change the queue already ends with for that verse is not queued twice;
 * - a remove followed by an add keeps both: the remove may have reached the server before the
 *   connection dropped, and replaying both (DELETE, then POST) leaves the verse bookmarked either
 *   way.
 */
export function enqueuePendingBookmark(
  queue: readonly PendingBookmarkOperation[],
  operation: PendingBookmarkOperation,
): PendingBookmarkOperation[] {
  const key = pendingBookmarkKey(operation);
  const last = queue.findLast((queued) => pendingBookmarkKey(queued) === key);
  if (!last) return [...queue, operation];
  if (last.kind === operation.kind) return [...queue];
  if (last.kind === 'add') return queue.filter((queued) => queued !== last);
  return [...queue, operation];
}

/** The last queued change for each verse: what the member should see until it is synced. */
export function latestPendingBookmarks(
  queue: readonly PendingBookmarkOperation[],
): Map<string, PendingBookmarkOperation> {
  const latest = new Map<string, PendingBookmarkOperation>();
  for (const operation of queue) latest.set(pendingBookmarkKey(operation), operation);
  return latest;
}

/** The queue without the given operations (by id). */
export function withoutPendingBookmarks(
  queue: readonly PendingBookmarkOperation[],
  ids: ReadonlySet<string>,
): PendingBookmarkOperation[] {
  return queue.filter((operation) => !ids.has(operation.id));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toOperation(value: unknown): PendingBookmarkOperation | null {
  if (!isRecord(value)) return null;
  const { id, kind, reference, translation, at, text } = value;
  if (typeof id !== 'string' || typeof reference !== 'string' || typeof at !== 'string') {
    return null;
  }
  if (typeof translation !== 'string' || !isTranslationId(translation)) return null;
  if (kind === 'remove') return { id, kind, reference, translation, at };
  if (kind === 'add' && typeof text === 'string') {
    return { id, kind, reference, translation, at, text };
  }
  return null;
}

/** Reads a stored queue; anything unreadable (hand-edited, an older shape) is left out. */
export function parsePendingBookmarks(raw: string | null): PendingBookmarkOperation[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.map(toOperation).filter((operation) => operation !== null);
  } catch {
    return [];
  }
}

export function serializePendingBookmarks(queue: readonly PendingBookmarkOperation[]): string {
  return JSON.stringify(queue);
}

type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readPendingBookmarks(
  storage: Pick<Storage, 'getItem'>,
  userId: string,
): PendingBookmarkOperation[] {
  return parsePendingBookmarks(storage.getItem(pendingBookmarksStorageKey(userId)));
}

/** Writes a member's queue; an empty queue leaves nothing behind. */
export function writePendingBookmarks(
  storage: QueueStorage,
  userId: string,
  queue: readonly PendingBookmarkOperation[],
): void {
  const key = pendingBookmarksStorageKey(userId);
  if (queue.length === 0) storage.removeItem(key);
  else storage.setItem(key, serializePendingBookmarks(queue));
}

/**
 * What a failed replay means:
 * - 'retry': keep this change and everything after it for the next attempt (no network, the
 *   server failing or busy, the member signed out);
 * - 'done': the server already has what the change wanted (a remove answered 404);
 * - 'discard': the server will never take it (a 4xx such as invalid text); drop it and go on.
 */
export type ReplayFailure = 'retry' | 'done' | 'discard';

export function classifyReplayFailure(
  error: unknown,
  operation: PendingBookmarkOperation,
): ReplayFailure {
  if (error instanceof NetworkError) return 'retry';
  if (!isApiError(error)) return 'retry';
  if (error.status === 404 && operation.kind === 'remove') return 'done';
  if (error.status === 401 || error.status === 408 || error.status === 429) return 'retry';
  if (error.status >= 500) return 'retry';
  return 'discard';
}

export interface ReplayHandlers {
  add: (operation: PendingBookmarkAdd) => Promise<unknown>;
  remove: (operation: PendingBookmarkRemove) => Promise<unknown>;
  /** Before each request. */
  onStart?: (operation: PendingBookmarkOperation) => void;
  /** After each change that is finished with: synced (or already done), or discarded. */
  onSettled?: (
    operation: PendingBookmarkOperation,
    outcome: 'synced' | 'discarded',
    error?: unknown,
  ) => void;
}

export interface ReplayResult {
  synced: PendingBookmarkOperation[];
  discarded: { operation: PendingBookmarkOperation; error: unknown }[];
  /** Not attempted, or to be retried: the queue to keep. */
  remaining: PendingBookmarkOperation[];
  /** Why the replay stopped early, if it did. */
  stoppedBy?: unknown;
}

/**
 * Sends the queued changes one at a time, in the order they were made (a remove then an add of
 * the same verse must reach the server in that order). Stops at the first failure worth retrying,
 * keeping that change and the rest.
 */
export async function replayPendingBookmarks(
  queue: readonly PendingBookmarkOperation[],
  handlers: ReplayHandlers,
): Promise<ReplayResult> {
  const result: ReplayResult = { synced: [], discarded: [], remaining: [] };
  for (const [index, operation] of queue.entries()) {
    handlers.onStart?.(operation);
    try {
      if (operation.kind === 'add') await handlers.add(operation);
      else await handlers.remove(operation);
    } catch (error) {
      const failure = classifyReplayFailure(error, operation);
      if (failure === 'retry') {
        result.remaining = queue.slice(index);
        result.stoppedBy = error;
        return result;
      }
      if (failure === 'discard') {
        result.discarded.push({ operation, error });
        handlers.onSettled?.(operation, 'discarded', error);
        continue;
      }
    }
    result.synced.push(operation);
    handlers.onSettled?.(operation, 'synced');
  }
  return result;
}
