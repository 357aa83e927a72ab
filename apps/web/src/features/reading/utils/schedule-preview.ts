import {
  type ChapterProgress,
  type ReadingPosition,
  readingPosition,
  type ScheduleAdjustmentKind,
  type ScheduleChange,
  scheduleAfter,
  shiftSchedule,
  spreadSchedule,
} from '@manna/shared';
import { getErrorMessage } from '@/lib/api-client';

/** What a catch-up choice would do, or why it cannot be made. */
export type SchedulePreview =
  | { change: ScheduleChange; after: ReadingPosition }
  | { problem: string };

/**
 * The change a catch-up choice makes, computed with the shared functions the server uses, and
 * where the member would stand after it (`days`: what a spread spreads the missed chapters over).
 */
export function previewScheduleChange(
  kind: ScheduleAdjustmentKind,
  position: ReadingPosition,
  records: readonly ChapterProgress[],
  days: number,
): SchedulePreview {
  try {
    const change =
      kind === 'shift'
        ? shiftSchedule(position.chapters, records)
        : spreadSchedule(position.chapters, records, days);
    const after = readingPosition({
      chapters: position.chapters,
      progress: records,
      schedule: scheduleAfter(position.chapters, [], change.moves),
      durationDays: position.totalDays,
    });
    return { change, after };
  } catch (error) {
    return { problem: getErrorMessage(error) };
  }
}
