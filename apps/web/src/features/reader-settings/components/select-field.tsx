import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { Select, type SelectProps } from '@/components/ui/select';
import { cn } from '@/lib/cn';

export interface SelectFieldProps extends Omit<SelectProps, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  selectClassName?: string;
  labelClassName?: string;
}

/** A labelled native select (label, hint and select tied together by ids). */
export function SelectField({
  label,
  hint,
  className,
  selectClassName,
  labelClassName,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      className={cn('gap-1.5', className)}
      labelClassName={labelClassName}
    >
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
