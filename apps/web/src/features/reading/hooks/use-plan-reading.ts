import {
  type ChapterProgress,
  type PlanChapter,
  type ReadingPlan,
  readingPosition,
  type ScheduledDay,
} from '@manna/shared';
import { useMemo } from 'react';
import { usePlanChapters } from '../api/get-plan-chapters';
import { usePlanProgress } from '../api/get-plan-progress';

const NO_CHAPTERS: readonly PlanChapter[] = [];
const NO_RECORDS: readonly ChapterProgress[] = [];
const NO_DAYS: readonly ScheduledDay[] = [];

/**
 * The member's reading of a plan: its chapters and their progress, and where that puts them
 * (readingPosition: the current day, missed chapters and the chapter to read next, on their own
 * schedule). Every screen showing a day or today's chapter reads it from here, so they agree.
 */
export function usePlanReading(plan: ReadingPlan | undefined) {
  const chaptersQuery = usePlanChapters(plan?.id);
  const progressQuery = usePlanProgress(plan?.id);
  const planChapters = chaptersQuery.data ?? NO_CHAPTERS;
  // A failed progress read counts as no progress.
  const records = progressQuery.data?.chapters ?? NO_RECORDS;
  const schedule = progressQuery.data?.schedule.days ?? NO_DAYS;
  const durationDays = plan?.duration_days ?? 0;
  const position = useMemo(
    () => readingPosition({ chapters: planChapters, progress: records, schedule, durationDays }),
    [planChapters, records, schedule, durationDays],
  );
  return { chaptersQuery, progressQuery, records, position };
}
