import type { ComponentProps, ReactNode } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogHeading } from './dialog';
import { FormActions } from './form-actions';

interface PendingDialogProps extends ComponentProps<typeof Dialog> {
  /** The dialog's action is under way. */
  pending: boolean;
}

/**
 * A Dialog that will not close while its action is under way: closing mid-save would hide a
 * failure, and what the member typed with it.
 */
export function PendingDialog({ pending, onOpenChange, ...props }: PendingDialogProps) {
  return (
    <Dialog
      {...props}
      onOpenChange={(next) => {
        if (!next && pending) return;
        onOpenChange?.(next);
      }}
    />
  );
}

type DialogActionsProps = Omit<ComponentProps<typeof FormActions>, 'cancel'> & {
  cancelLabel?: string;
};

/** A dialog's footer: Cancel, which closes it (waiting while the action runs), and the action. */
export function DialogActions({ cancelLabel = 'Cancel', ...props }: DialogActionsProps) {
  return (
    <FormActions
      cancel={
        <DialogClose asChild>
          <Button type="button" variant="ghost" disabled={props.pending}>
            {cancelLabel}
          </Button>
        </DialogClose>
      }
      {...props}
    />
  );
}

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The confirming button's text, e.g. 'Delete entry'. */
  confirmLabel: string;
  pendingLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** The confirmed action is under way: the dialog stays open until it settles. */
  pending: boolean;
  /** Why the last try failed, under `errorTitle`; the dialog stays open to try again. */
  error?: unknown;
  errorTitle?: string;
  /** An alertdialog unless told otherwise: it interrupts to ask about something that matters. */
  role?: 'alertdialog' | 'dialog';
}

/** Asks before something that cannot be undone (a delete, by default). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel = 'Deleting...',
  cancelLabel,
  onConfirm,
  pending,
  error,
  errorTitle,
  role = 'alertdialog',
}: ConfirmDialogProps) {
  return (
    <PendingDialog open={open} onOpenChange={onOpenChange} pending={pending}>
      <DialogContent closeLabel="Close" role={role}>
        <DialogHeading title={title} description={description} />
        {error ? <Alert title={errorTitle}>{getErrorMessage(error)}</Alert> : null}
        <DialogActions
          pending={pending}
          actionLabel={confirmLabel}
          pendingLabel={pendingLabel}
          cancelLabel={cancelLabel}
          variant="destructive"
          onAction={onConfirm}
        />
      </DialogContent>
    </PendingDialog>
  );
}
