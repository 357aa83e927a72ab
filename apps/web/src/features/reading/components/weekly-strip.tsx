import type { WeeklyStripSegment } from '@manna/shared';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { formatPlainDay } from '../utils/format-date';

function segmentStatus(segment: WeeklyStripSegment): string {
  if (segment.lit) return 'read';
  if (segment.isFuture) return 'still to come';
  return 'not read';
}

/**
 * The weekly strip (docs/product/reading-plans.md#weekly-strip): seven segments, Sun to Sat, lit on
 * the days a chapter was completed (the shared weeklyStrip decides; never future days nor days
 * before the plan started).
 */
export function WeeklyStrip({
  segments,
  caption,
}: {
  segments: readonly WeeklyStripSegment[];
  caption: string;
}) {
  const headingId = useId();
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-baseline justify-between gap-2 text-sm">
        <span id={headingId} className="font-semibold">
          This Week
        </span>
        <span className="text-xs text-muted-foreground">{caption}</span>
      </p>
      <ol aria-labelledby={headingId} className="grid grid-cols-7 gap-1.5">
        {segments.map((segment) => (
          <li
            key={segment.date}
            data-date={segment.date}
            data-lit={segment.lit}
            data-today={segment.isToday || undefined}
            className="flex flex-col items-center gap-1"
          >
            <span
              aria-hidden="true"
              className={cn(
                'h-2.5 w-full rounded-full',
                segment.lit ? 'bg-primary' : 'bg-muted',
                segment.isFuture && 'opacity-50',
                segment.isToday && 'ring-2 ring-primary/40 ring-offset-1 ring-offset-card',
              )}
            />
            <span
              aria-hidden="true"
              className={cn(
                'text-[0.7rem] text-muted-foreground',
                segment.isToday && 'font-bold text-foreground',
              )}
            >
              {segment.label}
            </span>
            <span className="sr-only">
              {`${formatPlainDay(segment.date)}${segment.isToday ? ' (today)' : ''}: ${segmentStatus(segment)}`}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
