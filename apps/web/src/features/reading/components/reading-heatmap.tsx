import {
  type ReadingActivityResponse,
  type ReadingHeatmapCell,
  type ReadingHeatmapLevel,
  readingHeatmap,
} from '@manna/shared';
import { useId, useMemo } from 'react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';

const LEVEL_CLASSES: Record<ReadingHeatmapLevel, string> = {
  0: 'bg-muted',
  1: 'bg-primary/30',
  2: 'bg-primary/50',
  3: 'bg-primary/75',
  4: 'bg-primary',
};

/**
 * A day's square. Its classes never conflict, so they are joined, not merged: merging (cn) each
 * of a year's 371 squares was a measurable part of the reading screen's render
 * (docs/decisions/018-reading-first-paint.md, revision 6).
 */
function squareClasses(cell: ReadingHeatmapCell, isToday: boolean): string {
  const shade = cell.inFuture ? 'border border-dashed border-border' : LEVEL_CLASSES[cell.level];
  const ring = isToday ? ' ring-1 ring-foreground/60 ring-inset' : '';
  return `block size-2.5 rounded-[3px] sm:size-3 lg:size-3.5 ${shade}${ring}`;
}

const MONTH = new Intl.DateTimeFormat(undefined, { month: 'short', timeZone: 'UTC' });

export function heatmapCellTitle(cell: ReadingHeatmapCell): string {
  if (cell.inFuture) return cell.date;
  return `${formatCount(cell.chapters, 'chapter')} on ${cell.date}`;
}

export function heatmapSummary(totalDays: number, longestRun: number): string {
  return `Read on ${formatCount(totalDays, 'day')} this year. Longest run: ${formatCount(longestRun, 'day')}.`;
}

/** The month a week column starts, when it is the first column of that month. */
function monthLabels(weeks: readonly ReadingHeatmapCell[][]): (string | null)[] {
  let previous = '';
  return weeks.map((week) => {
    const first = week[0];
    if (!first) return null;
    const month = first.date.slice(0, 7);
    if (month === previous) return null;
    previous = month;
    return MONTH.format(new Date(`${first.date}T12:00:00Z`));
  });
}

interface ReadingHeatmapProps {
  activity: ReadingActivityResponse | undefined;
  isLoading: boolean;
  isError: boolean;
}

/**
 * A year of reading days, one square per day (darker for more chapters). The grid is a single
 * image to assistive technology, named by its summary; each square carries a title for pointers.
 * It fits its width with no scrolling: whole weeks fill in from today's on the right, and the
 * older weeks that do not fit (on a phone, about half the year) are left out rather than cut.
 */
export function ReadingHeatmap({ activity, isLoading, isError }: ReadingHeatmapProps) {
  const headingId = useId();
  const heatmap = useMemo(
    () => (activity ? readingHeatmap({ days: activity.days, today: activity.today }) : null),
    [activity],
  );
  // Newest week first: laid out from the right, so the weeks that do not fit are the oldest.
  const columns = useMemo(() => {
    if (!heatmap) return [];
    const months = monthLabels(heatmap.weeks);
    return heatmap.weeks.map((week, index) => ({ week, month: months[index] ?? null })).reverse();
  }, [heatmap]);

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-3 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="font-serif text-lg font-semibold">
          Your Reading Year
        </h2>
        {heatmap ? (
          <p className="text-sm text-muted-foreground" data-testid="heatmap-summary">
            {heatmapSummary(heatmap.totalDays, heatmap.longestRun)}
          </p>
        ) : null}
      </div>

      {isLoading ? <Spinner label="Loading reading days..." showLabel /> : null}
      {isError && !heatmap ? (
        <p className="text-sm text-muted-foreground">Your reading days could not be loaded.</p>
      ) : null}

      {heatmap ? (
        <>
          {/*
            As many whole week columns as fit (auto-fit), filled right to left (rtl) from this
            week; weeks beyond the first row sit in zero-height rows, hidden by overflow. When the
            whole year fits it is packed to the left (the end, in rtl). The right padding leaves
            room for a month label on the newest column.
          */}
          <div
            role="img"
            aria-label={`Reading days over the past year. ${heatmapSummary(heatmap.totalDays, heatmap.longestRun)}`}
            data-testid="heatmap-grid"
            className="grid auto-rows-[0] grid-cols-[repeat(auto-fit,0.625rem)] grid-rows-[auto] justify-end gap-x-[3px] overflow-hidden pr-4 [direction:rtl] sm:grid-cols-[repeat(auto-fit,0.75rem)] lg:grid-cols-[repeat(auto-fit,0.875rem)]"
          >
            {columns.map(({ week, month }) => (
              <div
                key={week[0]?.date}
                data-week={week[0]?.date}
                className="flex flex-col gap-[3px] [direction:ltr]"
              >
                <span className="h-3 text-[0.65rem] leading-none whitespace-nowrap text-muted-foreground">
                  {month ?? ''}
                </span>
                {week.map((cell) => (
                  <span
                    key={cell.date}
                    title={heatmapCellTitle(cell)}
                    data-date={cell.date}
                    data-level={cell.level}
                    className={squareClasses(cell, cell.date === activity?.today)}
                  />
                ))}
              </div>
            ))}
          </div>
          <div
            aria-hidden="true"
            className="flex items-center justify-end gap-1 text-xs text-muted-foreground"
          >
            Less
            {([0, 1, 2, 3, 4] as const).map((level) => (
              <span key={level} className={cn('size-2.5 rounded-[3px]', LEVEL_CLASSES[level])} />
            ))}
            More
          </div>
        </>
      ) : null}
    </Card>
  );
}
