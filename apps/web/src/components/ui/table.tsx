import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface TableColumn {
  /** The column header's text, which names the column's cells. */
  label: string;
  /** 'end' aligns the column to the right, for numbers; its cells take `align="end"` too. */
  align?: 'end';
}

interface DataTableProps {
  /** Names the table. Read only by assistive technology unless `captionVisible`. */
  caption: string;
  captionVisible?: boolean;
  columns: readonly TableColumn[];
  /** Draws the table as a bordered card of its own. */
  framed?: boolean;
  /**
   * Names the box the table scrolls sideways in (the caption by default). The box is a region
   * that takes focus, so the keyboard can scroll a wide table on a phone too (WCAG 2.1.1).
   */
  scrollLabel?: string;
  /** Classes for the scrolling box (margins; inherited text styles such as whitespace-nowrap). */
  className?: string;
  /** The body's rows: `<tr>`s of `HeaderCell` and `Cell`. */
  children: ReactNode;
}

const CELL_PADDING = 'px-3 py-2';

/** A table of records with a caption and one header row; it scrolls sideways when it is too wide. */
export function DataTable({
  caption,
  captionVisible = false,
  columns,
  framed = false,
  scrollLabel,
  className,
  children,
}: DataTableProps) {
  const table = (
    <table className="w-full text-left text-sm">
      <caption className={captionVisible ? 'mb-2 text-left font-medium' : 'sr-only'}>
        {caption}
      </caption>
      <thead className="border-b border-border text-muted-foreground">
        <tr>
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={cn(
                CELL_PADDING,
                'font-medium whitespace-nowrap',
                column.align === 'end' && 'text-right',
              )}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-border">{children}</tbody>
    </table>
  );
  const box = cn(
    'overflow-x-auto',
    framed && 'rounded-2xl border border-border bg-card',
    className,
  );
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
      tabIndex={0}
      aria-label={scrollLabel ?? caption}
      className={cn(box, 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring')}
    >
      {table}
    </section>
  );
}

/** A row's header cell (`<th scope="row">`): the cell that names its row. */
export function HeaderCell({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="row" className={cn(CELL_PADDING, 'font-medium', className)} {...props} />;
}

interface CellProps extends Omit<ComponentProps<'td'>, 'align'> {
  /** 'end' aligns a number to the right, in figures of one width (in place of the obsolete HTML attribute). */
  align?: 'end';
}

export function Cell({ align, className, ...props }: CellProps) {
  return (
    <td
      className={cn(CELL_PADDING, align === 'end' && 'text-right tabular-nums', className)}
      {...props}
    />
  );
}
