import { PUSH_PERMISSION_DENIED, PUSH_SWITCH_LABEL, PUSH_UNSUPPORTED } from '@manna/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutesAsMember, setupFakeApiSuite } from '@/testing/test-utils';
import { FAKE_PUBLIC_KEY, stubPushApi, stubPushBrowser } from '../testing/fake-push';
import { applicationServerKey } from '../utils/push-support';
import { PushRemindersSwitch } from './push-reminders-switch';

function renderSwitch() {
  renderRoutesAsMember([{ path: '/settings', element: <PushRemindersSwitch /> }], {
    path: '/settings',
  });
  return screen.findByRole('switch', { name: PUSH_SWITCH_LABEL });
}

describe('PushRemindersSwitch', () => {
  setupFakeApiSuite();
  let browser: ReturnType<typeof stubPushBrowser> | undefined;
  afterEach(() => browser?.restore());

  it('asks for permission when pressed, subscribes with the server key and stores it', async () => {
    browser = stubPushBrowser();
    const api = stubPushApi();
    const toggle = await renderSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(toggle);

    await waitFor(() => expect(toggle).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(FAKE_PUBLIC_KEY),
    });
    expect(api.saved).toEqual([
      {
        endpoint: 'https://push.example.com/send/new',
        keys: { p256dh: 'p256dh-key', auth: 'auth-key' },
      },
    ]);
  });

  it('turns off: forgets the device on the server, then unsubscribes it', async () => {
    browser = stubPushBrowser({ permission: 'granted', subscribed: true });
    const api = stubPushApi();
    const earlier = browser.subscription();
    const toggle = await renderSwitch();
    await waitFor(() => expect(toggle).toBeChecked());

    await userEvent.click(toggle);

    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(api.removed).toEqual(['https://push.example.com/send/earlier']);
    expect(earlier?.unsubscribe).toHaveBeenCalledOnce();
  });

  it('stays off and says how to allow notifications when the member blocks them', async () => {
    browser = stubPushBrowser({ answer: 'denied' });
    const api = stubPushApi();
    const toggle = await renderSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());

    await userEvent.click(toggle);

    expect(await screen.findByRole('alert')).toHaveTextContent(PUSH_PERMISSION_DENIED);
    expect(toggle).not.toBeChecked();
    expect(api.saved).toEqual([]);
  });

  it('is disabled, and says why, where no service worker runs', async () => {
    browser = stubPushBrowser({ withWorker: false });
    stubPushApi();
    const toggle = await renderSwitch();

    expect(await screen.findByText(PUSH_UNSUPPORTED)).toBeInTheDocument();
    expect(toggle).toBeDisabled();
  });
});
