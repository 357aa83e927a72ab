import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { detectRuntimeEnvironment } from '@/lib/native-bridge';
import { logNotificationsUnsupported, notificationApi } from '../utils/deliver-reminder';

type Permission = NotificationPermission | 'unsupported';

const currentPermission = (): Permission => notificationApi()?.permission ?? 'unsupported';

/**
 * Whether this device may show reminders (docs/product/reminders.md#notification-permission).
 * The browser is asked only when the member presses 'Allow notifications', never on page load.
 * Inside the native wrapper the wrapper shows reminders itself, so there is nothing to ask.
 */
export function NotificationPermission() {
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const [asking, setAsking] = useState(false);
  const native = detectRuntimeEnvironment().kind === 'native';

  useEffect(() => {
    if (!native && permission === 'unsupported') logNotificationsUnsupported();
  }, [native, permission]);

  if (native || permission === 'granted') return null;
  if (permission === 'unsupported') {
    return (
      <p className="rounded-xl bg-muted/60 p-3 text-sm text-muted-foreground">
        This browser cannot show notifications, so reminders will not appear here.
      </p>
    );
  }
  if (permission === 'denied') {
    return (
      <p className="rounded-xl bg-muted/60 p-3 text-sm text-muted-foreground">
        Notifications are blocked for Manna. Allow them in your browser's site settings to see your
        reminders.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-muted/60 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">
        Allow notifications so your reminders can appear while Manna is open.
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={asking}
        onClick={async () => {
          const api = notificationApi();
          if (!api) return;
          setAsking(true);
          try {
            setPermission(await api.requestPermission());
          } finally {
            setAsking(false);
          }
        }}
      >
        <BellRing aria-hidden="true" />
        Allow notifications
      </Button>
    </div>
  );
}
