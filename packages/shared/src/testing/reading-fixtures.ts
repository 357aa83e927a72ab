// Plan chapters and completion records for the reading tests of this package (STYLE: factories
// with overrides). Not exported from the package index, so it stays out of the apps' bundles.
import { type ReadingPosition, readingPosition } from '../reading/reading-position';
import type { ChapterProgress, PlanChapter, ScheduledDay } from '../reading/reading-types';

/** A plan chapter on `day`; book and chapter do not matter to the reading rules. */
export function planChapterFixture(
  id: string,
  day: number,
  overrides: Partial<PlanChapter> = {},
): PlanChapter {
  return {
    id,
    plan_id: 'plan-1',
    title: `Chapter ${id}`,
    book: 'Matthew',
    chapter: day,
    day_number: day,
    estimated_minutes: 15,
    ...overrides,
  };
}

/** A chapter's progress record (docs/product/reading-plans.md#progress): completed at `completedAt`, or not completed. */
export function chapterRecordFixture(
  id: string,
  completed = true,
  completedAt = '2026-11-04T08:00:00.000Z',
): ChapterProgress {
  return { chapter_id: id, completed, completed_at: completed ? completedAt : null };
}

/** Completed at minute `minute` of one morning: order in time need not be order in the plan. */
export const readAtMinute = (id: string, minute = 0) =>
  chapterRecordFixture(id, true, new Date(Date.UTC(2026, 10, 4, 8, minute)).toISOString());

/** One chapter a day, in the order given: the first on day 1. */
export const oneChapterADay = (ids: readonly string[]) =>
  ids.map((id, index) => planChapterFixture(id, index + 1));

export const idsOf = (chapters: readonly PlanChapter[]) => chapters.map((c) => c.id);

/** Each chapter's day, by id. */
export const daysOf = (chapters: readonly PlanChapter[]) =>
  Object.fromEntries(chapters.map((c) => [c.id, c.day_number]));

/** Two chapters a day for `days` days: a1 a2 on day 1, b1 b2 on day 2, ... */
export const twoChaptersADay = (days: number) =>
  Array.from({ length: days }, (_, index) => {
    const letter = String.fromCharCode(97 + index);
    return [
      planChapterFixture(`${letter}1`, index + 1),
      planChapterFixture(`${letter}2`, index + 1),
    ];
  }).flat();

/** One chapter a day for six days: a on day 1 ... f on day 6. */
export const SIX_DAY_PLAN = oneChapterADay(['a', 'b', 'c', 'd', 'e', 'f']);

/** readingPosition in a plan (SIX_DAY_PLAN unless given) as long as its last day. */
export function positionIn(
  progress: readonly ChapterProgress[],
  schedule: readonly ScheduledDay[] = [],
  chapters: readonly PlanChapter[] = SIX_DAY_PLAN,
): ReadingPosition {
  return readingPosition({
    chapters,
    progress,
    schedule,
    durationDays: Math.max(0, ...chapters.map((c) => c.day_number)),
  });
}
