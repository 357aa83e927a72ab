import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button, type ButtonProps } from './button';
import { ButtonSpinner } from './spinner';

interface FormActionsProps {
  /** A Cancel button or link, before the action (under it on phones). */
  cancel?: ReactNode;
  /** The action is under way: its button waits, with a spinner, and says `pendingLabel`. */
  pending: boolean;
  actionLabel: string;
  pendingLabel: string;
  variant?: ButtonProps['variant'];
  /** Without it the action button submits the form it is in. */
  onAction?: () => void;
  /** The action cannot be taken yet. */
  disabled?: boolean;
  className?: string;
}

/** The buttons that end a form or a dialog: Cancel, then the action. */
export function FormActions({
  cancel,
  pending,
  actionLabel,
  pendingLabel,
  variant,
  onAction,
  disabled = false,
  className,
}: FormActionsProps) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      {cancel}
      <Button
        type={onAction ? 'button' : 'submit'}
        variant={variant}
        disabled={disabled || pending}
        onClick={onAction}
      >
        {pending ? <ButtonSpinner /> : null}
        {pending ? pendingLabel : actionLabel}
      </Button>
    </div>
  );
}
