import {
  type ChapterProgress,
  type ReadingActivityResponse,
  type ScheduleAdjustment,
  weeklyStripCaption,
} from '@manna/shared';
import { useMemo } from 'react';
import type { ProgressCounts } from '../utils/progress-counts';
import { weekSegments } from '../utils/week-activity';
import { ReadingProgress } from './reading-progress';
import { ScheduleAdjustmentNote } from './schedule-adjustment-note';

interface ReadingProgressPanelProps extends ProgressCounts {
  activity: ReadingActivityResponse | undefined;
  records: readonly ChapterProgress[];
  fallbackTimeZone: string | null | undefined;
  planStartedAt: string | null | undefined;
  planId: string;
  /** The member's last change to their schedule, which they can undo. */
  lastAdjustment: ScheduleAdjustment | null;
}

/**
 * The progress indicator fed from the reading screen's queries, with the member's last change to
 * their schedule and its undo. The screen loads it on its own: the week's calendar work (time
 * zones, date arithmetic) stays out of the Today tab's first load, and it waits for the same
 * queries anyway.
 */
export function ReadingProgressPanel({
  activity,
  records,
  fallbackTimeZone,
  planStartedAt,
  planId,
  lastAdjustment,
  ...counts
}: ReadingProgressPanelProps) {
  const segments = useMemo(
    () =>
      weekSegments({
        activity,
        progress: records,
        fallbackTimeZone,
        planStartedAt,
        now: new Date(),
      }),
    [activity, records, fallbackTimeZone, planStartedAt],
  );
  return (
    <ReadingProgress
      {...counts}
      weekSegments={segments}
      weekCaption={weeklyStripCaption(planStartedAt)}
      scheduleNote={
        lastAdjustment ? (
          <ScheduleAdjustmentNote
            planId={planId}
            adjustment={lastAdjustment}
            timeZone={activity?.time_zone ?? fallbackTimeZone}
          />
        ) : null
      }
    />
  );
}
