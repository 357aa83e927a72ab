import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type SelectProps = ComponentProps<'select'> & {
  density?: 'default' | 'compact';
  /**
   * Shown in the closed select instead of the chosen option's text, when that is too long for
   * the room (a phone's toolbar): the open list and screen readers still give the option's text.
   */
  displayValue?: ReactNode;
};

/**
 * A styled native <select>. Native on purpose: phones show their own wheel or sheet, keyboard and
 * screen-reader support come for free, and it costs no JavaScript (it loads with the reading
 * screens, which have a JS budget: keep this file plain markup).
 */
export function Select({
  className,
  density = 'default',
  displayValue,
  children,
  ...props
}: SelectProps) {
  return (
    <div className="relative">
      <select
        className={cn(
          'w-full appearance-none truncate rounded-xl border border-input bg-card pr-9 pl-3.5 text-foreground shadow-xs',
          // The options keep their colour: Chromium draws the open list with the select's.
          displayValue !== undefined && 'text-transparent [&_option]:text-foreground',
          'transition-colors focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40',
          'disabled:cursor-not-allowed disabled:opacity-60',
          'aria-invalid:border-destructive aria-invalid:ring-destructive/25',
          density === 'compact' ? 'h-10 text-sm' : 'h-11 text-base',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      {displayValue === undefined ? null : (
        <span
          aria-hidden="true"
          data-select-display
          className={cn(
            'pointer-events-none absolute inset-y-0 right-9 left-3.5 flex items-center truncate text-foreground',
            density === 'compact' ? 'text-sm' : 'text-base',
          )}
        >
          <span className="truncate">{displayValue}</span>
        </span>
      )}
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
