import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@/lib/api-client';
import {
  classifyReplayFailure,
  enqueuePendingBookmark,
  latestPendingBookmarks,
  newPendingBookmark,
  type PendingBookmarkOperation,
  parsePendingBookmarks,
  pendingBookmarksStorageKey,
  readPendingBookmarks,
  replayPendingBookmarks,
  withoutPendingBookmarks,
  writePendingBookmarks,
} from './pending-bookmarks';

const NOW = new Date('2026-11-22T08:30:00.000Z');

const add = (reference: string, translation: 'kjv' | 'web' = 'kjv') =>
  newPendingBookmark({ kind: 'add', reference, translation, text: `Text of ${reference}` }, NOW);
const remove = (reference: string, translation: 'kjv' | 'web' = 'kjv') =>
  newPendingBookmark({ kind: 'remove', reference, translation }, NOW);

function enqueueAll(...operations: PendingBookmarkOperation[]): PendingBookmarkOperation[] {
  return operations.reduce<PendingBookmarkOperation[]>(enqueuePendingBookmark, []);
}

describe('newPendingBookmark', () => {
  it('stamps the change with a local id and the moment it was made', () => {
    const first = add('John 3:16');
    const second = add('John 3:16');
    expect(first).toMatchObject({ kind: 'add', at: '2026-11-22T08:30:00.000Z' });
    expect(first.id).not.toBe(second.id);
  });
});

describe('enqueuePendingBookmark', () => {
  it('queues changes in the order they were made', () => {
    const a = add('John 3:16');
    const b = remove('John 3:17');
    expect(enqueueAll(a, b)).toEqual([a, b]);
  });

  it('cancels an add followed by a remove of the same verse and translation', () => {
    const other = add('John 3:17');
    expect(enqueueAll(add('John 3:16'), other, remove('John 3:16'))).toEqual([other]);
  });

  it('keeps the same verse in another translation apart', () => {
    const web = add('John 3:16', 'web');
    expect(enqueueAll(add('John 3:16'), web, remove('John 3:16'))).toEqual([web]);
  });

  it('keeps a remove followed by an add, so the server gets both in order', () => {
    const gone = remove('John 3:16');
    const back = add('John 3:16');
    expect(enqueueAll(gone, back)).toEqual([gone, back]);
    // ...and removing it again cancels only the add.
    expect(enqueueAll(gone, back, remove('John 3:16'))).toEqual([gone]);
  });

  it('does not queue the same change twice', () => {
    const first = add('John 3:16');
    expect(enqueueAll(first, add('John 3:16'))).toEqual([first]);
  });

  it('does not change the queue it is given', () => {
    const queue = enqueueAll(add('John 3:16'));
    enqueuePendingBookmark(queue, remove('John 3:16'));
    expect(queue).toHaveLength(1);
  });
});

describe('latestPendingBookmarks', () => {
  it('tells, per verse, the last change waiting', () => {
    const back = add('John 3:16');
    const latest = latestPendingBookmarks([remove('John 3:16'), back]);
    expect(latest.get('kjv|John 3:16')).toBe(back);
    expect(latest.size).toBe(1);
  });
});

describe('stored queues', () => {
  afterEach(() => localStorage.clear());

  it('keeps one queue per member', () => {
    const ruth = enqueueAll(add('Ruth 1:16'));
    writePendingBookmarks(localStorage, 'ruth', ruth);
    writePendingBookmarks(localStorage, 'naomi', enqueueAll(add('John 3:16')));

    expect(readPendingBookmarks(localStorage, 'ruth')).toEqual(ruth);
    expect(readPendingBookmarks(localStorage, 'naomi').map((op) => op.reference)).toEqual([
      'John 3:16',
    ]);
    expect(readPendingBookmarks(localStorage, 'boaz')).toEqual([]);
    expect(localStorage.getItem('manna:bookmarks:pending:ruth')).not.toBeNull();
    expect(pendingBookmarksStorageKey('ruth')).toBe('manna:bookmarks:pending:ruth');
  });

  it('leaves nothing behind when a queue empties', () => {
    writePendingBookmarks(localStorage, 'ruth', enqueueAll(add('Ruth 1:16')));
    writePendingBookmarks(localStorage, 'ruth', []);
    expect(localStorage.getItem(pendingBookmarksStorageKey('ruth'))).toBeNull();
  });

  it('skips what it cannot read instead of failing', () => {
    expect(parsePendingBookmarks('not json')).toEqual([]);
    expect(parsePendingBookmarks('{"kind":"add"}')).toEqual([]);
    const good = add('John 3:16');
    const stored = JSON.stringify([
      good,
      { ...good, id: 'x', translation: 'klingon' },
      { ...good, id: 'y', kind: 'rename' },
      { id: 'z', kind: 'add', reference: 'John 3:17', translation: 'kjv', at: NOW.toISOString() },
    ]);
    expect(parsePendingBookmarks(stored)).toEqual([good]);
  });

  it('drops settled changes by id', () => {
    const a = add('John 3:16');
    const b = add('John 3:17');
    expect(withoutPendingBookmarks([a, b], new Set([a.id]))).toEqual([b]);
  });
});

describe('replayPendingBookmarks', () => {
  it('sends the changes one at a time, in order', async () => {
    const queue = enqueueAll(remove('John 3:16'), add('John 3:16'), add('Ruth 1:16'));
    const sent: string[] = [];
    let inFlight = 0;
    const send = (label: string) => async () => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      await Promise.resolve();
      sent.push(label);
      inFlight -= 1;
    };
    const result = await replayPendingBookmarks(queue, {
      add: (op) => send(`POST ${op.reference}`)(),
      remove: (op) => send(`DELETE ${op.reference}`)(),
    });
    expect(sent).toEqual(['DELETE John 3:16', 'POST John 3:16', 'POST Ruth 1:16']);
    expect(result).toEqual({ synced: queue, discarded: [], remaining: [] });
  });

  it('stops at the first network failure and keeps that change and the rest', async () => {
    const [first, second, third] = enqueueAll(
      add('John 3:16'),
      add('John 3:17'),
      remove('Ruth 1:16'),
    ) as [PendingBookmarkOperation, PendingBookmarkOperation, PendingBookmarkOperation];
    const addFn = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new NetworkError());
    const removeFn = vi.fn();
    const onSettled = vi.fn();

    const result = await replayPendingBookmarks([first, second, third], {
      add: addFn,
      remove: removeFn,
      onSettled,
    });

    expect(result.synced).toEqual([first]);
    expect(result.remaining).toEqual([second, third]);
    expect(result.stoppedBy).toBeInstanceOf(NetworkError);
    expect(removeFn).not.toHaveBeenCalled();
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenCalledWith(first, 'synced');
  });

  it('counts a remove answered 404 as done', async () => {
    const queue = enqueueAll(remove('John 3:16'), add('Ruth 1:16'));
    const result = await replayPendingBookmarks(queue, {
      add: async () => undefined,
      remove: async () => {
        throw new ApiError(404, 'Bookmark not found');
      },
    });
    expect(result.synced).toEqual(queue);
    expect(result.remaining).toEqual([]);
  });

  it('drops a change the server will never take and goes on', async () => {
    const [bad, good] = enqueueAll(add('John 3:16'), add('Ruth 1:16')) as [
      PendingBookmarkOperation,
      PendingBookmarkOperation,
    ];
    const refused = new ApiError(400, 'A bookmark needs the verse text');
    const onSettled = vi.fn();
    const result = await replayPendingBookmarks([bad, good], {
      add: async (op) => {
        if (op === bad) throw refused;
      },
      remove: async () => undefined,
      onSettled,
    });
    expect(result).toEqual({
      synced: [good],
      discarded: [{ operation: bad, error: refused }],
      remaining: [],
    });
    expect(onSettled).toHaveBeenCalledWith(bad, 'discarded', refused);
  });
});

describe('classifyReplayFailure', () => {
  const op = add('John 3:16');
  const gone = remove('John 3:16');

  it.each([
    ['no network', new NetworkError(), op, 'retry'],
    ['a server error', new ApiError(503, 'Unavailable'), op, 'retry'],
    ['too many requests', new ApiError(429, 'Slow down'), op, 'retry'],
    ['a signed-out member', new ApiError(401, 'Unauthorized'), op, 'retry'],
    ['a missing bookmark on remove', new ApiError(404, 'Bookmark not found'), gone, 'done'],
    ['invalid input', new ApiError(400, 'Invalid'), op, 'discard'],
  ] as const)('%s: %s', (_label, error, operation, expected) => {
    expect(classifyReplayFailure(error, operation)).toBe(expected);
  });
});
