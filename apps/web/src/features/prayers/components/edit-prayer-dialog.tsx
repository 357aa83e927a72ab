import { Button } from '@/components/ui/button';
import { DialogClose, DialogHeading } from '@/components/ui/dialog';
import { PRAYER_UPDATED_TOAST, UPDATE_PRAYER_FAILED } from '../utils/prayer-messages';
import { PrayerForm } from './prayer-form';
import { type PrayerDialogProps, PrayerUpdateDialog } from './prayer-update-dialog';

/** 'Edit': the prayer's title, request and privacy in the same form as a new prayer. */
export function EditPrayerDialog(props: PrayerDialogProps) {
  const { prayer, open } = props;
  return (
    <PrayerUpdateDialog {...props}>
      {({ pending, error, save }) => (
        <>
          <DialogHeading title="Edit prayer" description="Change the words of your prayer." />
          {open ? (
            <PrayerForm
              label="Edit prayer"
              defaultValues={{
                title: prayer.title,
                content: prayer.content,
                is_private: prayer.is_private,
              }}
              submitLabel="Save changes"
              pendingLabel="Saving..."
              pending={pending}
              error={error}
              errorTitle={UPDATE_PRAYER_FAILED}
              onSubmit={(values) => save(values, PRAYER_UPDATED_TOAST)}
              cancel={
                <DialogClose asChild>
                  <Button type="button" variant="ghost" disabled={pending}>
                    Cancel
                  </Button>
                </DialogClose>
              }
            />
          ) : null}
        </>
      )}
    </PrayerUpdateDialog>
  );
}
