import {
  type ChapterProgress,
  type ReadingActivityResponse,
  weeklyStripCaption,
} from '@manna/shared';
import { type ComponentProps, useMemo } from 'react';
import { weekSegments } from '../utils/week-activity';
import { ReadingProgress } from './reading-progress';

type ProgressCounts = Omit<ComponentProps<typeof ReadingProgress>, 'weekSegments' | 'weekCaption'>;

interface ReadingProgressPanelProps extends ProgressCounts {
  activity: ReadingActivityResponse | undefined;
  records: readonly ChapterProgress[];
  fallbackTimeZone: string | null | undefined;
  planStartedAt: string | null | undefined;
}

/**
 * The progress indicator fed from the reading screen's queries. The screen loads it on its own:
 * the week's calendar work (time zones, date arithmetic) stays out of the Today tab's first load,
 * and it waits for the same queries anyway.
 */
export function ReadingProgressPanel({
  activity,
  records,
  fallbackTimeZone,
  planStartedAt,
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
    />
  );
}
