import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  /** A few words on what would be here, and how to start. */
  children: ReactNode;
  /** Ways on (a 'New prayer' link). */
  actions?: ReactNode;
}

/** Nothing to show yet: an invitation rather than a blank page. */
export function EmptyState({ icon: Icon, title, children, actions }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-10 text-center">
      <Icon aria-hidden="true" className="size-8 text-primary" />
      <p className="font-semibold">{title}</p>
      <p className="max-w-sm text-sm leading-relaxed text-muted-foreground">{children}</p>
      {actions ? <div className="flex flex-wrap justify-center gap-2">{actions}</div> : null}
    </div>
  );
}
