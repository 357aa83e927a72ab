import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

interface SpinnerProps {
  /** Announced to assistive technology and, unless hidden, shown under the icon. */
  label?: string;
  showLabel?: boolean;
  className?: string;
}

export function Spinner({ label = 'Loading...', showLabel = false, className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
      <span className={showLabel ? 'text-sm text-muted-foreground' : 'sr-only'}>{label}</span>
    </span>
  );
}

/**
 * A whole-screen wait: 'Loading...' and 'Verifying account...'
 * (docs/product/accounts-and-shell.md#errors-and-waiting).
 */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-[60dvh] w-full items-center justify-center p-8">
      <span role="status" className="flex flex-col items-center gap-3">
        <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
        <span className="text-sm text-muted-foreground">{label}</span>
      </span>
    </div>
  );
}

/** Decorative spinner for busy buttons; the button's own text says what is happening. */
export function ButtonSpinner() {
  return <LoaderCircle aria-hidden="true" className="animate-spin" />;
}
