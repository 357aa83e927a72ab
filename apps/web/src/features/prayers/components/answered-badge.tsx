import { CircleCheck } from 'lucide-react';
import { cn } from '@/lib/cn';
import { ANSWERED_LABEL } from '../utils/prayer-messages';

/** The 'Answered' pill on an answered prayer; words and icon, never colour alone. */
export function AnsweredBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border border-success/30 bg-success/12 px-2.5 py-0.5 text-xs font-semibold text-success',
        className,
      )}
    >
      <CircleCheck aria-hidden="true" className="size-3.5" />
      {ANSWERED_LABEL}
    </span>
  );
}
