import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { formatCount } from '@/lib/format';
import { formatLongDate } from '../utils/format-date';
import type { ProgressCounts } from '../utils/progress-counts';

interface ProgressSummaryProps extends ProgressCounts {
  /** The progress record's created_at: when the member started the plan. */
  startedAt: string | null | undefined;
  /** How many chapter completion records the member holds for the plan. */
  records: number;
  timeZone: string | null | undefined;
}

function Row({ term, value }: { term: string; value: string | number }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-right font-medium tabular-nums">{value}</dd>
    </div>
  );
}

/** The side panel's Progress Summary (docs/product/reading-plans.md#side-panel). */
export function ProgressSummary({ startedAt, records, timeZone, ...counts }: ProgressSummaryProps) {
  const headingId = useId();
  const streakText = counts.streakLoading ? 'Loading...' : formatCount(counts.streak, 'day');
  return (
    <Card role="region" aria-labelledby={headingId} className="p-5">
      <h2 id={headingId} className="font-serif text-lg font-semibold">
        Progress Summary
      </h2>
      <dl className="mt-2 divide-y divide-border">
        <Row term="Completed chapters" value={counts.completed} />
        <Row term="Total chapters" value={counts.total} />
        <Row term="Current day" value={counts.currentDay} />
        <Row term="Total days" value={counts.totalDays} />
        <Row term="Streak" value={streakText} />
        <Row
          term="Plan started"
          value={startedAt ? formatLongDate(startedAt, { timeZone }) || '—' : 'Not started yet'}
        />
        <Row term="Completion records" value={records} />
      </dl>
    </Card>
  );
}
