import type { Prayer } from '@manna/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeletePrayer } from '../api/delete-prayer';
import { DELETE_PRAYER_FAILED } from '../utils/prayer-messages';

interface DeletePrayerDialogProps {
  prayer: Prayer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

/** Deleting cannot be undone, so it asks first. */
export function DeletePrayerDialog({
  prayer,
  open,
  onOpenChange,
  onDeleted,
}: DeletePrayerDialogProps) {
  const deletePrayer = useDeletePrayer();
  return (
    <ConfirmDialog
      role="dialog"
      open={open}
      onOpenChange={(next) => {
        if (!next) deletePrayer.reset();
        onOpenChange(next);
      }}
      title="Delete this prayer?"
      description={`“${prayer.title}” will be removed for good. Journal entries and testimonies made from it stay.`}
      cancelLabel="Keep it"
      confirmLabel="Delete prayer"
      onConfirm={() => deletePrayer.mutate(prayer.id, { onSuccess: onDeleted })}
      pending={deletePrayer.isPending}
      error={deletePrayer.error}
      errorTitle={DELETE_PRAYER_FAILED}
    />
  );
}
