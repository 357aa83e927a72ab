import {
  DEFAULT_REMINDER,
  NOTIFICATION_CREATED_MESSAGE,
  NOTIFICATION_CREATED_TITLE,
  NOTIFICATIONS_LOAD_FAILED,
  type Reminder,
} from '@manna/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog, PendingDialog } from '@/components/ui/confirm-dialog';
import { DialogContent, DialogHeading } from '@/components/ui/dialog';
import { ListStatus } from '@/components/ui/list-status';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCreateReminder } from '../api/create-reminder';
import { useDeleteReminder } from '../api/delete-reminder';
import { useReminders } from '../api/get-reminders';
import { useUpdateReminder } from '../api/update-reminder';
import { describeDays } from '../utils/reminder-days';
import { NotificationPermission } from './notification-permission';
import { ReminderForm, type ReminderFormValues } from './reminder-form';

/** What a new reminder's form starts with: the default's words, 08:00, every day. */
const NEW_REMINDER: ReminderFormValues = {
  title: DEFAULT_REMINDER.title,
  message: DEFAULT_REMINDER.message,
  time: '08:00',
  days_of_week: [...DEFAULT_REMINDER.days_of_week],
};

const UPDATE_FAILED = 'Could not save the reminder';

/** The Reminders section of /settings (docs/product/reminders.md#in-settings). */
export function RemindersSection() {
  const query = useReminders();
  const [adding, setAdding] = useState(false);
  const reminders = query.data ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Reminders</CardTitle>
        <CardDescription>
          A gentle nudge at the times you choose, in your own time zone.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <NotificationPermission />
        <ListStatus
          query={query}
          loaded={query.data !== undefined}
          loadingLabel="Loading reminders..."
          errorTitle={NOTIFICATIONS_LOAD_FAILED}
        >
          {reminders.length === 0 ? (
            <p className="text-sm text-muted-foreground">You have no reminders.</p>
          ) : (
            <ul aria-label="Your reminders" className="flex flex-col gap-3">
              {reminders.map((reminder) => (
                <ReminderItem key={reminder.id} reminder={reminder} />
              ))}
            </ul>
          )}
        </ListStatus>
        <div>
          <Button variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add reminder
          </Button>
        </div>
        <AddReminderDialog open={adding} onOpenChange={setAdding} />
      </CardContent>
    </Card>
  );
}

function AddReminderDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateReminder();
  return (
    <PendingDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) create.reset();
        onOpenChange(next);
      }}
      pending={create.isPending}
    >
      <DialogContent>
        <DialogHeading title="Add a reminder" description="Choose when Manna should remind you." />
        {open ? (
          <ReminderForm
            defaultValues={NEW_REMINDER}
            actionLabel="Add reminder"
            pendingLabel="Adding..."
            errorTitle="Could not add the reminder"
            pending={create.isPending}
            error={create.error}
            onSubmit={(values) =>
              create.mutate(values, {
                onSuccess: () => {
                  onOpenChange(false);
                  toast({
                    type: 'success',
                    title: NOTIFICATION_CREATED_TITLE,
                    message: NOTIFICATION_CREATED_MESSAGE,
                  });
                },
              })
            }
          />
        ) : null}
      </DialogContent>
    </PendingDialog>
  );
}

function ReminderItem({ reminder }: { reminder: Reminder }) {
  const update = useUpdateReminder();
  const remove = useDeleteReminder();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const switchId = useId();
  const detailId = useId();

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <label htmlFor={switchId} className="font-medium break-words">
            {reminder.title}
          </label>
          <p id={detailId} className="text-sm text-muted-foreground">
            <time>{reminder.time}</time> · {describeDays(reminder.days_of_week)}
          </p>
          <p className="mt-1 text-sm break-words">{reminder.message}</p>
        </div>
        <Switch
          id={switchId}
          checked={reminder.enabled}
          aria-describedby={detailId}
          disabled={update.isPending}
          onCheckedChange={(enabled) =>
            update.mutate(
              { id: reminder.id, changes: { enabled } },
              {
                onError: (error) =>
                  toast({ type: 'error', title: UPDATE_FAILED, message: getErrorMessage(error) }),
              },
            )
          }
        />
      </div>
      <div className="flex gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Edit ${reminder.title}`}
          onClick={() => setEditing(true)}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete ${reminder.title}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
      <PendingDialog
        open={editing}
        onOpenChange={(next) => {
          if (!next) update.reset();
          setEditing(next);
        }}
        pending={update.isPending}
      >
        <DialogContent>
          <DialogHeading title="Edit reminder" description="Change when and how it reminds you." />
          {editing ? (
            <ReminderForm
              defaultValues={{
                title: reminder.title,
                message: reminder.message,
                time: reminder.time,
                days_of_week: reminder.days_of_week,
              }}
              actionLabel="Save reminder"
              pendingLabel="Saving..."
              errorTitle={UPDATE_FAILED}
              pending={update.isPending}
              error={update.error}
              onSubmit={(changes) =>
                update.mutate({ id: reminder.id, changes }, { onSuccess: () => setEditing(false) })
              }
            />
          ) : null}
        </DialogContent>
      </PendingDialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(next) => {
          if (!next) remove.reset();
          setConfirming(next);
        }}
        title="Delete this reminder?"
        description={`'${reminder.title}' at ${reminder.time} will no longer remind you.`}
        confirmLabel="Delete reminder"
        pending={remove.isPending}
        error={remove.error}
        errorTitle="Could not delete the reminder"
        onConfirm={() =>
          // The hook says 'Notification Removed'. Once the list is back the row has usually gone,
          // this dialog with it; the callback closes it when the row stays (the list's fetch
          // failed). A failure to delete shows in the dialog (remove.error).
          remove.mutate(reminder.id, { onSuccess: () => setConfirming(false) })
        }
      />
    </li>
  );
}
