import {
  adminSettingsEndpoints,
  meEndpoints,
  PAYMENT_KEY_NAMES,
  type PaymentEvent,
  type PaymentSetup,
  purchasesEndpoints,
  type TestEventResult,
} from '@manna/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { fakeRoute, stubFakeApi } from '@/testing/fake-fetch';
import { buildUser, renderRoutesAsMember, setupFakeApiSuite } from '@/testing/test-utils';
import { makePaymentEvent } from '../testing/purchase-fixtures';
import { PaymentSetupScreen } from './payment-setup-screen';

const admin = buildUser({ role: 'admin', time_zone: 'UTC' });
const WEBHOOK_URL = 'https://manna.example.org/api/purchases/stripe/webhook';

/** The payment setup's API in test mode: sending a test event records it among the events. */
function stubPaymentSetupApi(setup: Partial<PaymentSetup> = {}) {
  const events: PaymentEvent[] = [];
  return stubFakeApi(
    [
      fakeRoute(meEndpoints.get, () => ({ user: admin })),
      fakeRoute(
        adminSettingsEndpoints.paymentSetup,
        (): PaymentSetup => ({
          mode: 'sandbox',
          keys: PAYMENT_KEY_NAMES.map((name) => ({
            name,
            present: name === 'WRAPPER_PURCHASE_SECRET',
          })),
          webhook_url: WEBHOOK_URL,
          ...setup,
        }),
      ),
      fakeRoute(adminSettingsEndpoints.priceCheck, () => ({
        checked: false,
        message: 'Built-in test mode sells without Stripe: there are no price ids to check.',
        prices: [],
      })),
      fakeRoute(adminSettingsEndpoints.sendTestEvent, (): TestEventResult => {
        events.unshift(
          makePaymentEvent({
            id: 'test-1',
            event_id: 'evt_manna_test_1',
            type: 'checkout_expired',
            user_id: null,
          }),
        );
        return {
          event_id: 'evt_manna_test_1',
          status: 200,
          outcome: 'fulfilled',
          message: 'The webhook verified the signature and fulfilment recorded the event.',
        };
      }),
      fakeRoute(purchasesEndpoints.recentPaymentEvents, () => ({ events })),
    ],
    {},
  );
}

function renderSetup() {
  return renderRoutesAsMember(
    [{ path: paths.app.adminPaymentSetup.path, element: <PaymentSetupScreen /> }],
    { path: '/admin/payment-setup', member: admin },
  );
}

describe('PaymentSetupScreen', () => {
  setupFakeApiSuite();

  it('shows the mode, which keys are set, the webhook URL and that no price needs a check', async () => {
    stubPaymentSetupApi();
    renderSetup();

    const mode = await screen.findByRole('region', { name: 'Mode' });
    expect(within(mode).getByText('Built-in test mode')).toBeVisible();
    const keys = within(screen.getByRole('region', { name: 'Keys' })).getByRole('table');
    expect(within(keys).getByRole('row', { name: /STRIPE_SECRET_KEY/ })).toHaveTextContent(
      'Not set',
    );
    expect(within(keys).getByRole('row', { name: /WRAPPER_PURCHASE_SECRET/ })).toHaveTextContent(
      'Set',
    );
    expect(
      within(screen.getByRole('region', { name: 'Webhook URL' })).getByText(WEBHOOK_URL),
    ).toBeVisible();
    expect(
      await screen.findByText(
        'Built-in test mode sells without Stripe: there are no price ids to check.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Step by step' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Settings/ })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
  });

  it('sends a test event and shows its outcome and the event in the list', async () => {
    stubPaymentSetupApi();
    const { user } = renderSetup();

    const testEvent = await screen.findByRole('region', { name: 'Test event' });
    await user.click(within(testEvent).getByRole('button', { name: 'Send test event' }));
    expect(await within(testEvent).findByText('The webhook answered 200')).toBeVisible();
    const events = screen.getByRole('region', { name: 'Last events received' });
    const row = await within(events).findByRole('row', { name: /evt_manna_test_1/ });
    expect(row).toHaveTextContent('Recorded: named no member');
  });

  it('offers no test event while purchases are off', async () => {
    stubPaymentSetupApi({ mode: 'off' });
    renderSetup();
    const testEvent = await screen.findByRole('region', { name: 'Test event' });
    expect(within(testEvent).getByRole('button', { name: 'Send test event' })).toBeDisabled();
  });
});
