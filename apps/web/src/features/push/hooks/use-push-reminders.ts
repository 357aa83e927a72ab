import {
  PUSH_PERMISSION_DENIED,
  PUSH_SUBSCRIBE_FAILED,
  PUSH_UNSUBSCRIBE_FAILED,
} from '@manna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { detectRuntimeEnvironment } from '@/lib/native-bridge';
import { pushPublicKeyQueryOptions } from '../api/get-push-public-key';
import { removePushSubscription } from '../api/remove-push-subscription';
import { savePushSubscription } from '../api/save-push-subscription';
import {
  applicationServerKey,
  type PushSupport,
  pushSupport,
  subscriptionInput,
} from '../utils/push-support';

/**
 * Where this device stands: `native` in the wrapper, which schedules its own notifications
 * (docs/native-wrapper.md); `unsupported` without a service worker or the Push API.
 */
export type PushStatus = 'checking' | 'native' | 'unsupported' | 'denied' | 'off' | 'on';

async function currentSubscription(support: PushSupport) {
  const registration = await support.registration();
  return { registration, subscription: await registration?.pushManager.getSubscription() };
}

/** The 'Get reminders when Manna is closed' switch's state and actions. */
export function usePushReminders() {
  const queryClient = useQueryClient();
  const [support] = useState(() =>
    detectRuntimeEnvironment().kind === 'native' ? undefined : pushSupport(),
  );
  const [status, setStatus] = useState<PushStatus>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (detectRuntimeEnvironment().kind === 'native') return setStatus('native');
    if (!support) return setStatus('unsupported');
    let current = true;
    void currentSubscription(support)
      .then(async ({ registration, subscription }) => {
        if (!registration) return 'unsupported' as const;
        const input = subscription && subscriptionInput(subscription);
        if (input) {
          // The device may have been someone else's before this member signed in on it.
          await savePushSubscription(input).catch(() => undefined);
          return 'on' as const;
        }
        return support.permission() === 'denied' ? ('denied' as const) : ('off' as const);
      })
      .catch(() => 'unsupported' as const)
      .then((next) => {
        if (current) setStatus(next);
      });
    return () => {
      current = false;
    };
  }, [support]);

  const turnOn = useCallback(async () => {
    if (!support) return;
    setBusy(true);
    setError(undefined);
    try {
      // Asked only now, when the member pressed the switch (docs/product/reminders.md#push).
      if ((await support.requestPermission()) !== 'granted') {
        setStatus('denied');
        setError(PUSH_PERMISSION_DENIED);
        return;
      }
      const publicKey = await queryClient.fetchQuery(pushPublicKeyQueryOptions());
      const { registration, subscription: earlier } = await currentSubscription(support);
      if (!registration) {
        setStatus('unsupported');
        return;
      }
      // A subscription made with another server key cannot be reused: start afresh.
      await earlier?.unsubscribe();
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(publicKey),
      });
      const input = subscriptionInput(subscription);
      if (!input) throw new Error('The browser gave a subscription without keys');
      await savePushSubscription(input);
      setStatus('on');
    } catch {
      setError(PUSH_SUBSCRIBE_FAILED);
    } finally {
      setBusy(false);
    }
  }, [queryClient, support]);

  const turnOff = useCallback(async () => {
    if (!support) return;
    setBusy(true);
    setError(undefined);
    try {
      const { subscription } = await currentSubscription(support);
      if (subscription) {
        // The server first: a device unsubscribed but still stored would only cost failed sends,
        // while one stored but unsubscribed here could never be turned off from this screen.
        await removePushSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setStatus('off');
    } catch {
      setError(PUSH_UNSUBSCRIBE_FAILED);
    } finally {
      setBusy(false);
    }
  }, [support]);

  return { status, busy, error, turnOn, turnOff };
}
