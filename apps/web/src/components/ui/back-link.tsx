import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { buttonVariants } from './button';

/** The way back to a list, above a screen's title ('All prayers'). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), '-ml-3 self-start')}
    >
      <ChevronLeft aria-hidden="true" />
      {children}
    </Link>
  );
}
