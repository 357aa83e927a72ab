import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@/lib/api-client';
import {
  classifyReplayFailure,
  enqueueChange,
  latestChangePerVerse,
  newPendingChange,
  type PendingChange,
  parseQueue,
  queueStorageKey,
  replayQueue,
  withoutChanges,
} from './pending-changes';
import { getPendingChanges, updatePendingChanges } from './pending-changes-store';

const NOW = new Date('2026-11-22T08:30:00.000Z');

const add = (reference: string, translation: 'kjv' | 'web' = 'kjv') =>
  newPendingChange({ kind: 'add', reference, translation, text: `Text of ${reference}` }, NOW);
const remove = (reference: string, translation: 'kjv' | 'web' = 'kjv') =>
  newPendingChange({ kind: 'remove', reference, translation }, NOW);

function enqueueAll(...changes: PendingChange[]): PendingChange[] {
  return changes.reduce<PendingChange[]>(enqueueChange, []);
}

describe('newPendingChange', () => {
  it('stamps the change with a local id and the moment it was made', () => {
    const first = add('John 3:16');
    const second = add('John 3:16');
    expect(first).toMatchObject({ kind: 'add', at: '2026-11-22T08:30:00.000Z' });
    expect(first.id).not.toBe(second.id);
  });
});

describe('enqueueChange', () => {
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
    enqueueChange(queue, remove('John 3:16'));
    expect(queue).toHaveLength(1);
  });
});

describe('latestChangePerVerse', () => {
  it('tells, per verse, the last change waiting', () => {
    const back = add('John 3:16');
    const latest = latestChangePerVerse([remove('John 3:16'), back]);
    expect(latest.get('kjv|John 3:16')).toBe(back);
    expect(latest.size).toBe(1);
  });
});

describe('stored queues', () => {
  afterEach(() => localStorage.clear());

  it('keeps one queue per member', () => {
    const ruth = enqueueAll(add('Ruth 1:16'));
    updatePendingChanges('ruth', () => ruth);
    updatePendingChanges('naomi', () => enqueueAll(add('John 3:16')));

    expect(getPendingChanges('ruth')).toEqual(ruth);
    expect(getPendingChanges('naomi').map((change) => change.reference)).toEqual(['John 3:16']);
    expect(getPendingChanges('boaz')).toEqual([]);
    expect(localStorage.getItem('manna:bookmarks:pending:ruth')).not.toBeNull();
    expect(queueStorageKey('ruth')).toBe('manna:bookmarks:pending:ruth');
  });

  it('leaves nothing behind when a queue empties', () => {
    updatePendingChanges('ruth', () => enqueueAll(add('Ruth 1:16')));
    updatePendingChanges('ruth', () => []);
    expect(localStorage.getItem(queueStorageKey('ruth'))).toBeNull();
  });

  it('skips what it cannot read instead of failing', () => {
    expect(parseQueue('not json')).toEqual([]);
    expect(parseQueue('{"kind":"add"}')).toEqual([]);
    const good = add('John 3:16');
    const stored = JSON.stringify([
      good,
      { ...good, id: 'x', translation: 'klingon' },
      { ...good, id: 'y', kind: 'rename' },
      { id: 'z', kind: 'add', reference: 'John 3:17', translation: 'kjv', at: NOW.toISOString() },
    ]);
    expect(parseQueue(stored)).toEqual([good]);
  });

  it('drops settled changes by id', () => {
    const a = add('John 3:16');
    const b = add('John 3:17');
    expect(withoutChanges([a, b], new Set([a.id]))).toEqual([b]);
  });
});

describe('replayQueue', () => {
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
    const result = await replayQueue(queue, {
      add: (change) => send(`POST ${change.reference}`)(),
      remove: (change) => send(`DELETE ${change.reference}`)(),
    });
    expect(sent).toEqual(['DELETE John 3:16', 'POST John 3:16', 'POST Ruth 1:16']);
    expect(result).toEqual({ synced: queue, discarded: [], remaining: [] });
  });

  it('stops at the first network failure and keeps that change and the rest', async () => {
    const [first, second, third] = [add('John 3:16'), add('John 3:17'), remove('Ruth 1:16')];
    expect(enqueueAll(first, second, third)).toEqual([first, second, third]);
    const addFn = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new NetworkError());
    const removeFn = vi.fn();
    const onSettled = vi.fn();

    const result = await replayQueue([first, second, third], {
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
    const result = await replayQueue(queue, {
      add: async () => undefined,
      remove: async () => {
        throw new ApiError(404, 'Bookmark not found');
      },
    });
    expect(result.synced).toEqual(queue);
    expect(result.remaining).toEqual([]);
  });

  it('drops a change the server will never take and goes on', async () => {
    const [bad, good] = [add('John 3:16'), add('Ruth 1:16')];
    expect(enqueueAll(bad, good)).toEqual([bad, good]);
    const refused = new ApiError(400, 'A bookmark needs the verse text');
    const onSettled = vi.fn();
    const result = await replayQueue([bad, good], {
      add: async (change) => {
        if (change === bad) throw refused;
      },
      remove: async () => undefined,
      onSettled,
    });
    expect(result).toEqual({
      synced: [good],
      discarded: [{ change: bad, error: refused }],
      remaining: [],
    });
    expect(onSettled).toHaveBeenCalledWith(bad, 'discarded', refused);
  });
});

describe('classifyReplayFailure', () => {
  const change = add('John 3:16');
  const gone = remove('John 3:16');

  it.each([
    ['no network', new NetworkError(), change, 'retry'],
    ['a server error', new ApiError(503, 'Unavailable'), change, 'retry'],
    ['too many requests', new ApiError(429, 'Slow down'), change, 'retry'],
    ['a signed-out member', new ApiError(401, 'Unauthorized'), change, 'retry'],
    ['a missing bookmark on remove', new ApiError(404, 'Bookmark not found'), gone, 'done'],
    ['invalid input', new ApiError(400, 'Invalid'), change, 'discard'],
  ] as const)('%s: %s', (_label, error, change, expected) => {
    expect(classifyReplayFailure(error, change)).toBe(expected);
  });
});
