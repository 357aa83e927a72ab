import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  planChapterFixture as chapter,
  daysOf,
  readAtMinute as done,
  idsOf as ids,
  SIX_DAY_PLAN as plan,
  positionIn as position,
  twoChaptersADay,
} from '../testing/reading-fixtures';
import type { ChapterProgress, PlanChapter, ScheduledDay } from './reading-types';
import {
  expectedEndDay,
  NOTHING_MISSED_MESSAGE,
  reversedMoves,
  ScheduleAdjustmentError,
  type ScheduleChange,
  scheduleAfter,
  shiftSchedule,
  spreadDayLimit,
  spreadDaysMessage,
  spreadSchedule,
} from './schedule-adjustments';

/** The member's position after making a change on top of `schedule`. */
function after(
  change: ScheduleChange,
  progress: ChapterProgress[],
  schedule: ScheduledDay[] = [],
  chapters: PlanChapter[] = plan,
) {
  const next = scheduleAfter(chapters, schedule, change.moves);
  return { schedule: next, position: position(progress, next, chapters) };
}

describe('shiftSchedule: pick up where you left off', () => {
  const progress = [done('a'), done('d')];

  it('makes the first missed chapter today’s reading and moves the rest of the plan on', () => {
    const change = shiftSchedule(position(progress).chapters, progress);
    expect(change).toMatchObject({ days: 2, chapters: 2 });
    const { schedule, position: moved } = after(change, progress);
    expect(schedule).toEqual([
      { chapter_id: 'b', day: 5 },
      { chapter_id: 'c', day: 6 },
      { chapter_id: 'e', day: 7 },
      { chapter_id: 'f', day: 8 },
    ]);
    expect(moved).toMatchObject({ currentDay: 5, totalDays: 8, missed: [] });
    expect(moved.chapters[moved.nextIndex]?.id).toBe('b');
    // Chapters read keep their days.
    expect(daysOf(moved.chapters)).toMatchObject({ a: 1, d: 4 });
  });

  it('moves a half-read day as one day', () => {
    const twoADay = twoChaptersADay(3);
    const read = [done('a1'), done('b1')];
    const change = shiftSchedule(position(read, [], twoADay).chapters, read);
    expect(change).toMatchObject({ days: 2, chapters: 2 });
    const moved = after(change, read, [], twoADay).position;
    expect(daysOf(moved.chapters)).toEqual({ a1: 1, b1: 2, a2: 3, b2: 4, c1: 5, c2: 5 });
    expect(moved.currentDay).toBe(3);
  });

  it('refuses when nothing is missed', () => {
    expect(() => shiftSchedule(plan, [done('a')])).toThrow(
      new ScheduleAdjustmentError('nothing-missed', NOTHING_MISSED_MESSAGE),
    );
  });
});

describe('spreadSchedule: the missed chapters over the next days', () => {
  const progress = [done('a'), done('d')];
  const ordered = position(progress).chapters;

  it('adds the missed chapters to today’s and the next days’ readings; the end holds', () => {
    const change = spreadSchedule(ordered, progress, 2);
    expect(change).toEqual({
      moves: [
        { chapter_id: 'b', from: 2, to: 5 },
        { chapter_id: 'c', from: 3, to: 6 },
      ],
      days: 2,
      chapters: 2,
    });
    const { position: spread } = after(change, progress);
    expect(spread).toMatchObject({ currentDay: 5, totalDays: 6, missed: [] });
    expect(ids(spread.chapters)).toEqual(['a', 'd', 'b', 'e', 'c', 'f']);
    expect(spread.chapters[spread.nextIndex]?.id).toBe('b');
  });

  it('puts everything on today when asked for one day', () => {
    const change = spreadSchedule(ordered, progress, 1);
    expect(change.moves.map((move) => move.to)).toEqual([5, 5]);
    expect(change.days).toBe(1);
  });

  it('says how many days the plan allows when asked for more', () => {
    expect(spreadDayLimit(ordered, progress)).toBe(2);
    for (const days of [3, 0, -1, 1.5, Number.NaN]) {
      expect(() => spreadSchedule(ordered, progress, days)).toThrow(
        new ScheduleAdjustmentError('too-many-days', spreadDaysMessage(2)),
      );
    }
    expect(spreadDaysMessage(2)).toBe(
      'Choose between 1 and 2 days, so that your plan still ends on time.',
    );
  });

  it('has no days to offer once the last day is read', () => {
    const readToTheEnd = [done('a'), done('f')];
    expect(spreadDayLimit(plan, readToTheEnd)).toBe(0);
    expect(() => spreadSchedule(plan, readToTheEnd, 1)).toThrow(spreadDaysMessage(0));
    expect(spreadDaysMessage(0)).toMatch(/^Your plan has no days left/);
  });

  it('refuses when nothing is missed', () => {
    expect(() => spreadSchedule(plan, [], 1)).toThrow(NOTHING_MISSED_MESSAGE);
  });
});

describe('undoing an adjustment', () => {
  it('brings every moved chapter back to the day it left', () => {
    const progress = [done('a'), done('d')];
    const first = shiftSchedule(position(progress).chapters, progress);
    const shifted = scheduleAfter(plan, [], first.moves);
    // Then e, now on day 7, is read first: b and c are missed again, and spread onto today.
    const readOn = [...progress, done('e')];
    const second = spreadSchedule(position(readOn, shifted).chapters, readOn, 1);
    expect(second.moves).toEqual([
      { chapter_id: 'b', from: 5, to: 8 },
      { chapter_id: 'c', from: 6, to: 8 },
    ]);
    const spread = scheduleAfter(plan, shifted, second.moves);
    expect(scheduleAfter(plan, spread, reversedMoves(second.moves))).toEqual(shifted);
    expect(scheduleAfter(plan, shifted, reversedMoves(first.moves))).toEqual([]);
  });
});

describe('catching up, for any plan and any reading', () => {
  // Plans of up to 12 days with 1 to 3 chapters a day, and any chapters read.
  const plans = fc
    .array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 12 })
    .map((perDay) =>
      perDay.flatMap((count, day) =>
        Array.from({ length: count }, (_, n) => chapter(`d${day + 1}-${n}`, day + 1)),
      ),
    );
  const readings = plans.chain((chapters) =>
    fc.tuple(fc.constant(chapters), fc.subarray(chapters.map((c) => c.id))),
  );

  function check(
    chapters: PlanChapter[],
    read: string[],
    adjust: (ordered: readonly PlanChapter[], progress: ChapterProgress[]) => ScheduleChange,
  ) {
    const progress = read.map((id) => done(id));
    const before = position(progress, [], chapters);
    if (before.missed.length === 0) {
      expect(() => adjust(before.chapters, progress)).toThrow(NOTHING_MISSED_MESSAGE);
      return null;
    }
    const change = adjust(before.chapters, progress);
    const { position: now } = after(change, progress, [], chapters);
    expect(now.missed).toEqual([]);
    // Today's reading is the first missed chapter; nothing read moves, nothing moves earlier.
    expect(now.chapters[now.nextIndex]?.id).toBe(before.missed[0]?.id);
    expect(now.chapters[now.nextIndex]?.day_number).toBe(now.currentDay);
    for (const move of change.moves) {
      expect(read).not.toContain(move.chapter_id);
      expect(move.to).toBeGreaterThan(move.from);
    }
    expect(now.completedCount).toBe(before.completedCount);
    return { before, now, change };
  }

  it('shifting ends the plan as many days later as it says', () => {
    fc.assert(
      fc.property(readings, ([chapters, read]) => {
        const result = check(chapters, read, shiftSchedule);
        if (result) {
          expect(result.now.totalDays).toBe(result.before.totalDays + result.change.days);
        }
      }),
    );
  });

  it('spreading keeps the end', () => {
    fc.assert(
      fc.property(readings, fc.integer({ min: 1, max: 12 }), ([chapters, read], wanted) => {
        const progress = read.map((id) => done(id));
        const limit = spreadDayLimit(position(progress, [], chapters).chapters, progress);
        if (limit < 1) return;
        const days = Math.min(wanted, limit);
        const result = check(chapters, read, (ordered, records) =>
          spreadSchedule(ordered, records, days),
        );
        if (result) expect(result.now.totalDays).toBe(result.before.totalDays);
      }),
    );
  });
});

describe('expectedEndDay', () => {
  it('counts the days left from today in the member’s time zone', () => {
    // 23:30 on 4 November in UTC is already 5 November in Auckland.
    const now = new Date('2026-11-04T23:30:00Z');
    expect(expectedEndDay({ currentDay: 5, totalDays: 8 }, now, 'UTC')).toBe('2026-11-07');
    expect(expectedEndDay({ currentDay: 5, totalDays: 8 }, now, 'Pacific/Auckland')).toBe(
      '2026-11-08',
    );
    expect(expectedEndDay({ currentDay: 8, totalDays: 8 }, now, 'UTC')).toBe('2026-11-04');
  });
});
