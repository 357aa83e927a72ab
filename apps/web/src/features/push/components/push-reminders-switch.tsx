import { PUSH_PERMISSION_DENIED, PUSH_SWITCH_LABEL, PUSH_UNSUPPORTED } from '@manna/shared';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { usePushReminders } from '../hooks/use-push-reminders';

/**
 * docs/product/reminders.md#push: this device gets the member's reminders while Manna is closed.
 * Hidden in the native wrapper, which notifies by itself (docs/native-wrapper.md).
 */
export function PushRemindersSwitch() {
  const { status, busy, error, turnOn, turnOff } = usePushReminders();
  const switchId = useId();
  const noteId = useId();
  if (status === 'native') return null;
  const note =
    status === 'unsupported' ? PUSH_UNSUPPORTED : status === 'denied' ? PUSH_PERMISSION_DENIED : '';

  return (
    <Card className="flex flex-col gap-2 p-5 sm:p-6">
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={switchId}>{PUSH_SWITCH_LABEL}</Label>
        <Switch
          id={switchId}
          checked={status === 'on'}
          disabled={busy || status === 'checking' || status === 'unsupported'}
          aria-describedby={note ? noteId : undefined}
          onCheckedChange={(on) => void (on ? turnOn() : turnOff())}
        />
      </div>
      {note && !error ? (
        <p id={noteId} className="text-sm text-muted-foreground">
          {note}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </Card>
  );
}
