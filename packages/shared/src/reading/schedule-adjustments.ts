// Catching up with a choice: shifting the rest of the plan or spreading the missed chapters, and
// undoing either (docs/product/reading-plans.md#catching-up-with-a-choice). Pure: the server
// stores what these compute, and the catch-up dialog previews it.
import { completedChapterIds, dayAfterFurthestCompleted, missedChapters } from './missed-chapters';
import { spreadChaptersOverDays } from './plan-catalog';
import { lastDayOf, type ReadingPosition } from './reading-position';
import type { ChapterProgress, PlanChapter, ScheduledDay } from './reading-types';
import { localDay, shiftPlainDay } from './streak-calendar';

/** Why a schedule cannot be adjusted as asked. */
export type ScheduleAdjustmentProblem = 'nothing-missed' | 'too-many-days';

export const NOTHING_MISSED_MESSAGE = 'You have no missed readings to catch up on.';

/** The spread must end by the plan's last day: `limit` is the most days it can take. */
export function spreadDaysMessage(limit: number): string {
  if (limit < 1) {
    return 'Your plan has no days left to spread these readings over. Pick up where you left off instead.';
  }
  return `Choose between 1 and ${limit} days, so that your plan still ends on time.`;
}

export class ScheduleAdjustmentError extends Error {
  constructor(
    readonly problem: ScheduleAdjustmentProblem,
    message: string,
  ) {
    super(message);
    this.name = 'ScheduleAdjustmentError';
  }
}

/** A chapter moved from one of the member's days to another. */
export interface ChapterMove {
  chapter_id: string;
  from: number;
  to: number;
}

export interface ScheduleChange {
  /** Every chapter whose day changes. */
  moves: ChapterMove[];
  /** shift: how many days later the plan ends; spread: how many days take the readings. */
  days: number;
  /** How many missed chapters it moves. */
  chapters: number;
}

/** The day the missed readings start on: today's reading, the current day before any clamp. */
function catchUpStart(ordered: readonly PlanChapter[], progress: readonly ChapterProgress[]) {
  const missed = missedChapters(ordered, progress);
  if (missed.length === 0) {
    throw new ScheduleAdjustmentError('nothing-missed', NOTHING_MISSED_MESSAGE);
  }
  const completedIds = completedChapterIds(progress);
  return { missed, completedIds, start: dayAfterFurthestCompleted(ordered, completedIds) };
}

/**
 * Catch-up choice (a), "pick up where I left off": the missed chapters become the readings of
 * today and the next days, one missed day per day, and every later unread chapter moves on by as
 * many days, so the plan ends that much later. Chapters already read keep their days. `ordered`
 * is the member's schedule (readingPosition's chapters).
 */
export function shiftSchedule(
  ordered: readonly PlanChapter[],
  progress: readonly ChapterProgress[],
): ScheduleChange {
  const { missed, completedIds, start } = catchUpStart(ordered, progress);
  const missedDays = [...new Set(missed.map((chapter) => chapter.day_number))];
  const newDayOfMissed = new Map(missedDays.map((day, index) => [day, start + index]));
  const moves: ChapterMove[] = [];
  for (const chapter of ordered) {
    if (completedIds.has(chapter.id)) continue;
    const from = chapter.day_number;
    const to = newDayOfMissed.get(from) ?? from + missedDays.length;
    moves.push({ chapter_id: chapter.id, from, to });
  }
  return { moves, days: missedDays.length, chapters: missed.length };
}

/** The most days the missed chapters can be spread over with the plan still ending on time. */
export function spreadDayLimit(
  ordered: readonly PlanChapter[],
  progress: readonly ChapterProgress[],
): number {
  const start = dayAfterFurthestCompleted(ordered, completedChapterIds(progress));
  return Math.max(0, lastDayOf(ordered) - start + 1);
}

/**
 * Catch-up choice (b): the missed chapters, in order, are added to the readings of today and the
 * next `days` - 1 days, as evenly as the plan's own days are laid out (earlier days take the
 * extra one); the plan ends when it did. More days than missed chapters gives one a day.
 */
export function spreadSchedule(
  ordered: readonly PlanChapter[],
  progress: readonly ChapterProgress[],
  days: number,
): ScheduleChange {
  const { missed, start } = catchUpStart(ordered, progress);
  const limit = spreadDayLimit(ordered, progress);
  if (!Number.isInteger(days) || days < 1 || days > limit) {
    throw new ScheduleAdjustmentError('too-many-days', spreadDaysMessage(limit));
  }
  const spread = spreadChaptersOverDays(missed, days);
  return {
    moves: spread.map((chapter) => ({
      chapter_id: chapter.id,
      from: chapter.day_number,
      to: start + chapter.day - 1,
    })),
    // spreadChaptersOverDays leaves no day empty: fewer chapters than days take one day each.
    days: Math.min(days, missed.length),
    chapters: missed.length,
  };
}

/**
 * The member's own days once `moves` are made: the plan's chapters whose day then differs from
 * the plan's, in plan order (what ReadingSchedule.days holds). `planChapters` carry the plan's
 * days, as the API lists them.
 */
export function scheduleAfter(
  planChapters: readonly PlanChapter[],
  schedule: readonly ScheduledDay[],
  moves: readonly ChapterMove[],
): ScheduledDay[] {
  const dayOf = new Map(schedule.map((entry) => [entry.chapter_id, entry.day]));
  for (const move of moves) dayOf.set(move.chapter_id, move.to);
  return planChapters.flatMap((chapter) => {
    const day = dayOf.get(chapter.id);
    return day === undefined || day === chapter.day_number ? [] : [{ chapter_id: chapter.id, day }];
  });
}

/** The moves that take an adjustment back: each chapter returns to the day it left. */
export function reversedMoves(moves: readonly ChapterMove[]): ChapterMove[] {
  return moves.map(({ chapter_id, from, to }) => ({ chapter_id, from: to, to: from }));
}

/**
 * The calendar day ('YYYY-MM-DD', in the member's time zone, UTC when unknown) a plan ends on
 * for a member who reads a day's chapters every day from today, today being the current day.
 */
export function expectedEndDay(
  { currentDay, totalDays }: Pick<ReadingPosition, 'currentDay' | 'totalDays'>,
  now: Date,
  timeZone: string | null | undefined,
): string {
  return shiftPlainDay(localDay(now, timeZone), Math.max(0, totalDays - currentDay));
}
