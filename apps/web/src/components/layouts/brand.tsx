import { cn } from '@/lib/cn';

/** The Manna wordmark: a small mark plus the name in the serif face. */
export function Brand({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-7 shrink-0">
        <rect width="64" height="64" rx="14" className="fill-primary" />
        <path
          d="M16 44V22l16 14 16-14v22"
          fill="none"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-primary-foreground"
        />
      </svg>
      <span className="font-serif text-xl font-semibold tracking-tight">Manna</span>
    </span>
  );
}
