import { describe, expect, it } from 'vitest';
import {
  daysOf,
  readAtMinute as done,
  idsOf as ids,
  SIX_DAY_PLAN as plan,
  positionIn as position,
} from '../testing/reading-fixtures';
import { scheduledChapters } from './reading-position';

describe('scheduledChapters', () => {
  it('is the plan itself before any adjustment', () => {
    expect(scheduledChapters(plan, [])).toBe(plan);
  });

  it('puts moved chapters on their new days, before the chapters the plan has there', () => {
    const ordered = scheduledChapters(plan, [
      { chapter_id: 'b', day: 5 },
      { chapter_id: 'c', day: 6 },
    ]);
    expect(ids(ordered)).toEqual(['a', 'd', 'b', 'e', 'c', 'f']);
    expect(daysOf(ordered)).toMatchObject({ b: 5, c: 6, e: 5 });
  });
});

describe('readingPosition (the one source of the current day)', () => {
  it('starts on day 1 at the first chapter', () => {
    expect(position([])).toMatchObject({
      currentDay: 1,
      totalDays: 6,
      missed: [],
      nextIndex: 0,
      completedCount: 0,
    });
  });

  it('is the day after the furthest day read, however late the earlier days were read', () => {
    // Read c first, then a and b: the catch-up of issue 11.
    const caughtUp = position([done('c', 1), done('a', 2), done('b', 3)]);
    expect(caughtUp.currentDay).toBe(4);
    expect(caughtUp.chapters[caughtUp.nextIndex]?.day_number).toBe(caughtUp.currentDay);
    expect(caughtUp.missed).toEqual([]);
  });

  it('counts chapters behind the furthest day read as missed, and opens at the first', () => {
    const behind = position([done('a'), done('d')]);
    expect(behind.currentDay).toBe(5);
    expect(ids(behind.missed)).toEqual(['b', 'c']);
    expect(behind.chapters[behind.nextIndex]?.id).toBe('b');
  });

  it('stays on the last day once every chapter is read', () => {
    const finished = position(plan.map((c) => done(c.id)));
    expect(finished).toMatchObject({ currentDay: 6, totalDays: 6, completedCount: 6 });
  });

  it('ignores records of chapters outside the plan and records not completed', () => {
    const odd = position([done('zz'), { chapter_id: 'c', completed: false, completed_at: null }]);
    expect(odd).toMatchObject({ currentDay: 1, completedCount: 0 });
  });
});
