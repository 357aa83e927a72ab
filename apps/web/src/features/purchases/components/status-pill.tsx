import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  success: 'border-success/30 bg-success/12 text-success',
  warning: 'border-destructive/30 bg-destructive/8 text-destructive',
  premium: 'border-primary/30 bg-primary/10 text-primary',
  muted: 'border-border bg-muted text-muted-foreground',
} as const;

interface StatusPillProps {
  tone: keyof typeof TONES;
  icon?: LucideIcon;
  children: ReactNode;
  className?: string;
}

/** A small pill with a word or two ('Active', 'Premium', 'Test mode'); never colour alone. */
export function StatusPill({ tone, icon: Icon, children, className }: StatusPillProps) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        TONES[tone],
        className,
      )}
    >
      {Icon ? <Icon aria-hidden="true" className="size-3.5" /> : null}
      {children}
    </span>
  );
}
