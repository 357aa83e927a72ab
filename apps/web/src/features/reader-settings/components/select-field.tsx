import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { cn } from '@/lib/cn';

type SelectProps = ComponentProps<'select'> & { density?: 'default' | 'compact' };

/**
 * A styled native <select>. Native on purpose: phones show their own wheel or sheet, keyboard and
 * screen-reader support come for free, and it costs no JavaScript on the reading screens.
 */
export function Select({ className, density = 'default', children, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select
        className={cn(
          'w-full appearance-none truncate rounded-xl border border-input bg-card pr-9 pl-3.5 text-foreground shadow-xs',
          'transition-colors focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40',
          'disabled:cursor-not-allowed disabled:opacity-60',
          density === 'compact' ? 'h-10 text-sm' : 'h-11 text-base',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

export interface SelectFieldProps extends Omit<SelectProps, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  selectClassName?: string;
}

/** A labelled native select (label, hint and select tied together by ids). */
export function SelectField({
  label,
  hint,
  className,
  selectClassName,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} className={cn('gap-1.5', className)}>
      {({ id, 'aria-describedby': describedBy }) => (
        <Select
          id={id}
          aria-describedby={describedBy}
          className={selectClassName}
          {...selectProps}
        />
      )}
    </Field>
  );
}
