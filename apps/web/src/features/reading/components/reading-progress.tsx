import {
  PROGRESS_MARKERS,
  progressPercent,
  remainingChapters,
  streakMessage,
  type WeeklyStripSegment,
} from '@manna/shared';
import { Flame } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { ProgressCounts } from '../utils/progress-counts';
import { STREAK_LOADING_BANNER, streakLabel } from '../utils/reading-messages';
import { WeeklyStrip } from './weekly-strip';

interface ReadingProgressProps extends ProgressCounts {
  weekSegments: readonly WeeklyStripSegment[];
  weekCaption: string;
  /** Under the day: the member's last change to their schedule, with its undo. */
  scheduleNote?: ReactNode;
}

function Tile({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl bg-muted/60 px-2 py-3 text-center">
      <dt className="order-last text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * 'Reading Progress' (docs/product/reading-plans.md#reading-progress): the bar, three tiles, the
 * streak and the week.
 */
export function ReadingProgress({
  weekSegments,
  weekCaption,
  scheduleNote,
  ...counts
}: ReadingProgressProps) {
  const { completed, total, currentDay, totalDays, streak, streakLoading } = counts;
  const headingId = useId();
  const percent = progressPercent(completed, total);
  const message = streakMessage(streak);
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className="flex flex-col gap-4 p-5"
      data-testid="reading-progress"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="font-serif text-xl font-semibold">
          Reading Progress
        </h2>
        <p className="text-sm font-medium tabular-nums text-muted-foreground">
          {completed}/{total} chapters
        </p>
      </div>

      <div className="flex flex-col gap-1.5">
        <div
          role="progressbar"
          aria-label="Plan completed"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}% (${completed} of ${total} chapters)`}
          className="relative h-3 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-500 motion-reduce:transition-none"
            style={{ width: `${percent}%` }}
          />
          {/* Markers at 25, 50 and 75 percent; 100 is the end of the bar. */}
          {PROGRESS_MARKERS.map((marker) => (
            <span
              key={marker}
              aria-hidden="true"
              data-marker={marker}
              className="absolute inset-y-0 w-0.5 -translate-x-1/2 bg-card/80"
              style={{ left: `${marker}%` }}
            />
          ))}
        </div>
        <div aria-hidden="true" className="relative h-4 text-[0.65rem] text-muted-foreground">
          {PROGRESS_MARKERS.map((marker) => (
            <span
              key={marker}
              className="absolute -translate-x-1/2 tabular-nums"
              style={{ left: `${marker}%` }}
            >
              {marker}%
            </span>
          ))}
        </div>
        <p className="text-sm text-muted-foreground">
          <span className="font-semibold text-foreground tabular-nums">{percent}%</span> complete ·
          Day {currentDay} of {totalDays}
        </p>
        {scheduleNote}
      </div>

      <dl className="grid grid-cols-3 gap-2">
        <Tile label="Completed" value={completed} />
        <Tile label="Current Day" value={currentDay} />
        <Tile label="Remaining" value={remainingChapters(total, completed)} />
      </dl>

      {/* Shown while the streak loads or when it is above 0. */}
      {streakLoading || streak > 0 ? (
        <div className="flex items-center gap-3 rounded-xl border border-primary/25 bg-primary/8 px-4 py-3">
          {streakLoading ? (
            <Spinner label={STREAK_LOADING_BANNER} showLabel />
          ) : (
            <>
              <Flame aria-hidden="true" className="size-6 shrink-0 fill-primary/25 text-primary" />
              <div className="min-w-0">
                <p className="font-semibold text-primary">{streakLabel(streak)}</p>
                {/* The message for the count, once ('Keep it up!' is 8 to 13 days'). */}
                <p className="text-sm text-muted-foreground">{message}</p>
              </div>
            </>
          )}
        </div>
      ) : (
        <p className="rounded-xl bg-muted/60 px-4 py-3 text-sm text-muted-foreground">{message}</p>
      )}

      <WeeklyStrip segments={weekSegments} caption={weekCaption} />
    </Card>
  );
}
