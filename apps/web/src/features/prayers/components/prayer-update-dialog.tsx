import type { Prayer, UpdatePrayerInput } from '@manna/shared';
import type { ReactNode } from 'react';
import { PendingDialog } from '@/components/ui/confirm-dialog';
import { DialogContent } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useUpdatePrayer } from '../api/update-prayer';

export interface PrayerDialogProps {
  prayer: Prayer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface PrayerUpdate {
  pending: boolean;
  /** Why the last save failed. */
  error: unknown;
  /** Saves `changes`; once saved, shows the `saved` toast and closes the dialog. */
  save: (changes: UpdatePrayerInput, saved: { title: string; message: string }) => void;
}

interface PrayerUpdateDialogProps extends PrayerDialogProps {
  children: (update: PrayerUpdate) => ReactNode;
}

/**
 * A dialog that changes a prayer: it stays open while saving, forgets a failed save once closed,
 * and closes itself when the save is done.
 */
export function PrayerUpdateDialog({
  prayer,
  open,
  onOpenChange,
  children,
}: PrayerUpdateDialogProps) {
  const updatePrayer = useUpdatePrayer();
  const save: PrayerUpdate['save'] = (changes, saved) =>
    updatePrayer.mutate(
      { id: prayer.id, changes },
      {
        onSuccess: () => {
          toast({ type: 'success', ...saved });
          onOpenChange(false);
        },
      },
    );
  return (
    <PendingDialog
      open={open}
      pending={updatePrayer.isPending}
      onOpenChange={(next) => {
        if (!next) updatePrayer.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel="Close">
        {children({ pending: updatePrayer.isPending, error: updatePrayer.error, save })}
      </DialogContent>
    </PendingDialog>
  );
}
