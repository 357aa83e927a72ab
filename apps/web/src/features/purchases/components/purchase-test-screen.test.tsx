import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { required } from '@/testing/required';
import { buildUser, renderRoutesAsMember, setupFakeApiSuite } from '@/testing/test-utils';
import { stubPurchasesApi } from '../testing/fake-purchases-api';
import { makePaymentEvent } from '../testing/purchase-fixtures';
import { PurchaseTestScreen } from './purchase-test-screen';

const admin = buildUser({ role: 'admin', tokens: 12, time_zone: 'UTC' });
const notifications = () => screen.getByRole('region', { name: /notifications/i });

function renderTool() {
  return renderRoutesAsMember(
    [{ path: paths.app.purchaseTest.path, element: <PurchaseTestScreen /> }],
    { path: '/purchase-test', member: admin },
  );
}

/** The row of the checkout list that names `name`. */
async function checkoutRow(name: string) {
  const label = await screen.findByText(name, { selector: 'span' });
  return within(required(label.closest('li'), `the checkout row ${name}`));
}

describe('PurchaseTestScreen', () => {
  setupFakeApiSuite();

  it('starts a test checkout for any pack or plan, into /payment', async () => {
    const api = stubPurchasesApi({ member: admin });
    const { user, location } = renderTool();

    expect(
      await screen.findByText('Payment mode: Test mode (the built-in checkout)'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Checkouts' })).getAllByRole('button', {
        name: 'Start checkout',
      }),
    ).toHaveLength(5);
    await user.click((await checkoutRow('Yearly subscription')).getByRole('button'));

    expect(await screen.findByText('Now at /payment?checkout=started-1')).toBeInTheDocument();
    expect(location().pathname).toBe('/payment');
    expect(api.bodies('POST', '/api/purchases/subscription')).toEqual([{ plan: 'yearly' }]);
  });

  it("plays the wrapper's 'tokens updated': the toast, and the member asked for again", async () => {
    const api = stubPurchasesApi({ member: admin });
    const { user } = renderTool();

    const amount = await screen.findByLabelText('Tokens added');
    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: "Send 'tokens updated'" }));

    expect(
      await within(notifications()).findByText('Purchase successful! +100 tokens added'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.count('GET', '/api/me')).toBe(1));
  });

  it("plays the wrapper's 'purchase-error'", async () => {
    stubPurchasesApi({ member: admin });
    const { user } = renderTool();

    const message = await screen.findByLabelText('Error message');
    await user.clear(message);
    await user.type(message, 'Card declined');
    await user.click(screen.getByRole('button', { name: "Send 'purchase-error'" }));

    expect(
      await within(notifications()).findByText('Purchase Error: Card declined'),
    ).toBeInTheDocument();
  });

  it('lists the last provider events, and refreshes them', async () => {
    const api = stubPurchasesApi({
      member: admin,
      events: [
        makePaymentEvent({
          id: 'e-2',
          provider: 'stripe',
          event_id: 'evt_123',
          type: 'checkout.session.completed',
          received_at: '2026-11-23T09:15:00.000Z',
        }),
        makePaymentEvent({ id: 'e-1', provider: 'store', user_id: null }),
      ],
    });
    const { user } = renderTool();

    const table = await screen.findByRole('table', { name: /latest provider events/ });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(
      'November 23, 2026 at 9:15 AMStripecheckout.session.completedevt_123user-1',
    );
    expect(second).toHaveTextContent('App store');
    expect(second).toHaveTextContent('—');

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.count('GET', '/api/admin/payment-events')).toBe(2));
  });
});
