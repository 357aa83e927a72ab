import type { TestimonyStatus } from '@manna/shared';
import { CircleCheck, CircleSlash, Hourglass } from 'lucide-react';
import { cn } from '@/lib/cn';
import { TESTIMONY_STATUS_LABELS } from '../utils/testimony-messages';

const STYLES: Record<TestimonyStatus, string> = {
  pending: 'border-info/30 bg-info/10 text-info',
  approved: 'border-success/30 bg-success/12 text-success',
  rejected: 'border-border bg-muted text-muted-foreground',
};

const ICONS = { pending: Hourglass, approved: CircleCheck, rejected: CircleSlash } as const;

/**
 * 'Pending review' / 'Shared' / 'Not approved' on the member's own testimony; the admin's screens
 * pass their own words.
 */
export function TestimonyStatusBadge({
  status,
  labels = TESTIMONY_STATUS_LABELS,
  className,
}: {
  status: TestimonyStatus;
  labels?: Record<TestimonyStatus, string>;
  className?: string;
}) {
  const Icon = ICONS[status];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        STYLES[status],
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {labels[status]}
    </span>
  );
}
