import { type ReactElement, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** Receives the ids that tie the control to its label, hint and error. */
  children: (control: FieldControlProps) => ReactElement;
  labelAction?: ReactNode;
  /** For the label row, e.g. `max-sm:sr-only` where a toolbar is short of room on phones. */
  labelClassName?: string;
}

export function Field({
  label,
  error,
  hint,
  className,
  children,
  labelAction,
  labelClassName,
}: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className={cn('flex items-baseline justify-between gap-3', labelClassName)}>
        <Label htmlFor={id}>{label}</Label>
        {labelAction}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
