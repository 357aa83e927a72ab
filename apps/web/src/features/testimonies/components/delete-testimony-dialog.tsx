import type { Testimony } from '@manna/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteTestimony } from '../api/delete-testimony';
import { DELETE_TESTIMONY_FAILED } from '../utils/testimony-messages';

interface DeleteTestimonyDialogProps {
  testimony: Testimony;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

/** Deleting cannot be undone (and takes a shared testimony away from others), so it asks. */
export function DeleteTestimonyDialog({
  testimony,
  open,
  onOpenChange,
  onDeleted,
}: DeleteTestimonyDialogProps) {
  const deleteTestimony = useDeleteTestimony();
  return (
    <ConfirmDialog
      role="dialog"
      open={open}
      onOpenChange={(next) => {
        if (!next) deleteTestimony.reset();
        onOpenChange(next);
      }}
      title="Delete this testimony?"
      description={`“${testimony.title}” will be removed for good${
        testimony.status === 'approved' ? ', and the community will no longer see it' : ''
      }.`}
      cancelLabel="Keep it"
      confirmLabel="Delete testimony"
      onConfirm={() => deleteTestimony.mutate(testimony.id, { onSuccess: onDeleted })}
      pending={deleteTestimony.isPending}
      error={deleteTestimony.error}
      errorTitle={DELETE_TESTIMONY_FAILED}
    />
  );
}
