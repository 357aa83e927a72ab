import type { DailyActivity } from '@manna/shared';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { Cell, DataTable, HeaderCell, type TableColumn } from '@/components/ui/table';
import { formatInZone, formatNumber } from '@/lib/format';

type Series = 'signups' | 'readings';

const SERIES: readonly { key: Series; label: string; barClassName: string }[] = [
  { key: 'signups', label: 'Sign-ups', barClassName: 'fill-primary' },
  {
    key: 'readings',
    label: 'Chapters read',
    barClassName: 'fill-emerald-600 dark:fill-emerald-400',
  },
];

const FIGURE_COLUMNS: readonly TableColumn[] = [
  { label: 'Day' },
  ...SERIES.map(({ label }): TableColumn => ({ label, align: 'end' })),
];

const CHART_HEIGHT = 96;
const BAR_WIDTH = 8;
const BAR_GAP = 2;

// A day's date (yyyy-MM-dd) at noon UTC names the same calendar day in any display zone.
const dayLabel = (date: string, options: Intl.DateTimeFormatOptions) =>
  formatInZone(`${date}T12:00:00Z`, options, { timeZone: 'UTC' });

function Bars({
  days,
  series,
}: {
  days: readonly DailyActivity[];
  series: (typeof SERIES)[number];
}) {
  const titleId = useId();
  const values = days.map((day) => day[series.key]);
  const peak = Math.max(0, ...values);
  // An empty month still draws its baseline.
  const scale = Math.max(1, peak);
  const total = values.reduce((sum, value) => sum + value, 0);
  const width = days.length * (BAR_WIDTH + BAR_GAP) - BAR_GAP;
  return (
    <figure className="flex flex-col gap-2">
      <figcaption id={titleId} className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">{series.label} per day</span>
        <span className="text-muted-foreground tabular-nums">
          {formatNumber(total)} in {days.length} days
        </span>
      </figcaption>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
        preserveAspectRatio="none"
        className="h-24 w-full"
      >
        <title>{`${series.label} per day`}</title>
        {days.map((day, index) => {
          const height = (day[series.key] / scale) * (CHART_HEIGHT - 2);
          return (
            <rect
              key={day.date}
              x={index * (BAR_WIDTH + BAR_GAP)}
              y={CHART_HEIGHT - Math.max(height, 1)}
              width={BAR_WIDTH}
              height={Math.max(height, 1)}
              rx={1.5}
              className={day[series.key] > 0 ? series.barClassName : 'fill-muted'}
            >
              <title>{`${dayLabel(day.date, { dateStyle: 'medium' })}: ${formatNumber(day[series.key])}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{dayLabel(days[0]?.date ?? '', { month: 'short', day: 'numeric' })}</span>
        <span>Highest: {formatNumber(peak)}</span>
        <span>{dayLabel(days.at(-1)?.date ?? '', { month: 'short', day: 'numeric' })}</span>
      </div>
    </figure>
  );
}

/** Sign-ups and chapters read per day (docs/product/admin.md#overview), with the figures as a table. */
export function ActivityChart({ days }: { days: readonly DailyActivity[] }) {
  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-5">
      <h3 className="font-serif text-lg font-semibold">The last 30 days</h3>
      <div className="grid gap-6 sm:grid-cols-2">
        {SERIES.map((series) => (
          <Bars key={series.key} days={days} series={series} />
        ))}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary">Show the figures</summary>
        <DataTable
          caption="Sign-ups and chapters read per day"
          columns={FIGURE_COLUMNS}
          className="mt-3"
        >
          {[...days].reverse().map((day) => (
            <tr key={day.date}>
              <HeaderCell className="font-normal">
                {dayLabel(day.date, { dateStyle: 'medium' })}
              </HeaderCell>
              {SERIES.map((series) => (
                <Cell key={series.key} align="end">
                  {formatNumber(day[series.key])}
                </Cell>
              ))}
            </tr>
          ))}
        </DataTable>
      </details>
    </Card>
  );
}
