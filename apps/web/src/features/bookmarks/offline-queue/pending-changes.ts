import { isTranslationId, type TranslationId } from '@manna/shared';
import { isApiError, NetworkError } from '@/lib/api-client';

// The offline queue's model: pending changes (bookmarks added or removed without a network), kept
// in this browser until they reach the server (docs/offline.md). Pure functions over a queue;
// pending-changes-store.ts keeps it in local storage.
//
// The queue holds at most two changes per verse and translation, a remove then an add (see
// enqueueChange); its last change for a verse says what the member sees.

export const QUEUE_STORAGE_KEY_PREFIX = 'manna:bookmarks:pending:';

/** Each member has a queue of their own, so a shared device never syncs one member's changes as
 * another's. */
export function queueStorageKey(userId: string): string {
  return `${QUEUE_STORAGE_KEY_PREFIX}${userId}`;
}

interface PendingChangeFields {
  /** Local id, unique on this device. */
  id: string;
  /** 'John 3:16' */
  reference: string;
  translation: TranslationId;
  /** When the member made the change (ISO); an add is saved with it as its created_at. */
  at: string;
}

type AnyPendingChange =
  | (PendingChangeFields & {
      kind: 'add';
      /** Plain verse text. */
      text: string;
    })
  | (PendingChangeFields & { kind: 'remove' });

/**
 * A pending change: a bookmark added or removed on this device that the server does not have
 * yet. `PendingChange<'add'>` and `PendingChange<'remove'>` name one kind.
 */
export type PendingChange<Kind extends AnyPendingChange['kind'] = AnyPendingChange['kind']> =
  Extract<AnyPendingChange, { kind: Kind }>;

/** A change as the member makes it, before it is stamped with an id and a time. */
export type NewPendingChange =
  | Omit<PendingChange<'add'>, 'id' | 'at'>
  | Omit<PendingChange<'remove'>, 'id' | 'at'>;

let sequence = 0;

function localId(now: Date): string {
  sequence = (sequence + 1) % Number.MAX_SAFE_INTEGER;
  // crypto.randomUUID needs a secure context; this only has to be unique on this device.
  return `${now.getTime().toString(36)}-${sequence.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function newPendingChange(draft: NewPendingChange, now: Date = new Date()): PendingChange {
  return { ...draft, id: localId(now), at: now.toISOString() };
}

/** What a bookmark is unique by: a verse in a translation. */
export function verseKeyOf({
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
export function enqueueChange(
  queue: readonly PendingChange[],
  change: PendingChange,
): PendingChange[] {
  const key = verseKeyOf(change);
  const last = queue.findLast((queued) => verseKeyOf(queued) === key);
  if (!last) return [...queue, change];
  if (last.kind === change.kind) return [...queue];
  if (last.kind === 'add') return queue.filter((queued) => queued !== last);
  return [...queue, change];
}

/** The last queued change for each verse: what the member should see until it is synced. */
export function latestChangePerVerse(queue: readonly PendingChange[]): Map<string, PendingChange> {
  const latest = new Map<string, PendingChange>();
  for (const change of queue) latest.set(verseKeyOf(change), change);
  return latest;
}

/** The queue without the given changes (by id). */
export function withoutChanges(
  queue: readonly PendingChange[],
  ids: ReadonlySet<string>,
): PendingChange[] {
  return queue.filter((change) => !ids.has(change.id));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toChange(value: unknown): PendingChange | null {
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
export function parseQueue(raw: string | null): PendingChange[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.map(toChange).filter((change) => change !== null);
  } catch {
    return [];
  }
}

export function serializeQueue(queue: readonly PendingChange[]): string {
  return JSON.stringify(queue);
}

/**
 * What a failed replay means:
 * - 'retry': keep this change and everything after it for the next attempt (no network, the
 *   server failing or busy, the member signed out);
 * - 'done': the server already has what the change wanted (a remove answered 404);
 * - 'discard': the server will never take it (a 4xx such as invalid text); drop it and go on.
 */
export type ReplayFailure = 'retry' | 'done' | 'discard';

export function classifyReplayFailure(error: unknown, change: PendingChange): ReplayFailure {
  if (error instanceof NetworkError) return 'retry';
  if (!isApiError(error)) return 'retry';
  if (error.status === 404 && change.kind === 'remove') return 'done';
  if (error.status === 401 || error.status === 408 || error.status === 429) return 'retry';
  if (error.status >= 500) return 'retry';
  return 'discard';
}

export interface ReplayHandlers {
  add: (change: PendingChange<'add'>) => Promise<unknown>;
  remove: (change: PendingChange<'remove'>) => Promise<unknown>;
  /** Before each request. */
  onStart?: (change: PendingChange) => void;
  /** After each change that is finished with: synced (or already done), or discarded. */
  onSettled?: (change: PendingChange, outcome: 'synced' | 'discarded', error?: unknown) => void;
}

export interface ReplayResult {
  synced: PendingChange[];
  discarded: { change: PendingChange; error: unknown }[];
  /** Not attempted, or to be retried: the queue to keep. */
  remaining: PendingChange[];
  /** Why the replay stopped early, if it did. */
  stoppedBy?: unknown;
}

/**
 * Sends the queued changes one at a time, in the order they were made (a remove then an add of
 * the same verse must reach the server in that order). Stops at the first failure worth retrying,
 * keeping that change and the rest.
 */
export async function replayQueue(
  queue: readonly PendingChange[],
  handlers: ReplayHandlers,
): Promise<ReplayResult> {
  const result: ReplayResult = { synced: [], discarded: [], remaining: [] };
  for (const [index, change] of queue.entries()) {
    handlers.onStart?.(change);
    try {
      if (change.kind === 'add') await handlers.add(change);
      else await handlers.remove(change);
    } catch (error) {
      const failure = classifyReplayFailure(error, change);
      if (failure === 'retry') {
        result.remaining = queue.slice(index);
        result.stoppedBy = error;
        return result;
      }
      if (failure === 'discard') {
        result.discarded.push({ change, error });
        handlers.onSettled?.(change, 'discarded', error);
        continue;
      }
    }
    result.synced.push(change);
    handlers.onSettled?.(change, 'synced');
  }
  return result;
}
