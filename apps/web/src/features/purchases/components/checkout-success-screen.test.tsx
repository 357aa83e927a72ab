import { CHECKOUT_NOT_FOUND } from '@manna/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupFakeApiSuite } from '@/testing/test-utils';
import { stubPurchasesApi } from '../testing/fake-purchases-api';
import { makeCheckout, makeSubscription } from '../testing/purchase-fixtures';
import { MEMBER, renderPurchaseRoutes, TEST_POLL_MS } from '../testing/render-purchase-routes';
import { CHECKOUT_CANCELED, CONFIRMING_PURCHASE, STILL_CONFIRMING } from '../utils/purchase-labels';

const notifications = () => screen.getByRole('region', { name: /notifications/i });
const CHECKOUT_PATH = '/api/purchases/checkouts/c-1';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('CheckoutSuccessScreen', () => {
  setupFakeApiSuite();

  it('confirms while the payment is open, then says what arrived and the new balance', async () => {
    const api = stubPurchasesApi({ member: MEMBER, checkouts: [makeCheckout({ id: 'c-1' })] });
    renderPurchaseRoutes('/subscription/success?checkout=c-1');

    expect(await screen.findByText(CONFIRMING_PURCHASE)).toBeInTheDocument();
    // It asks again while the checkout is open.
    await waitFor(() => expect(api.count('GET', CHECKOUT_PATH)).toBeGreaterThan(2));

    // The webhook lands: the server credits the tokens and completes the checkout.
    api.setMember({ ...MEMBER, tokens: 42 });
    api.settle('c-1', { status: 'completed', tokens_added: 30 });

    expect(
      await screen.findByRole('heading', { name: 'Purchase successful! +30 tokens added' }),
    ).toBeInTheDocument();
    expect(
      within(notifications()).getByText('Purchase successful! +30 tokens added'),
    ).toBeInTheDocument();
    // The member is asked for again, for the balance.
    expect(await screen.findByText('You have 42 tokens')).toBeInTheDocument();
    expect(screen.queryByText(CONFIRMING_PURCHASE)).not.toBeInTheDocument();

    // Settled: no more asking.
    const asked = api.count('GET', CHECKOUT_PATH);
    await pause(TEST_POLL_MS * 5);
    expect(api.count('GET', CHECKOUT_PATH)).toBe(asked);
  });

  it('never trusts the address: a completed-looking URL still asks the server', async () => {
    const api = stubPurchasesApi({
      member: MEMBER,
      checkouts: [makeCheckout({ id: 'c-1', status: 'canceled' })],
    });
    renderPurchaseRoutes('/subscription/success?checkout=c-1&status=completed');

    expect(await screen.findByText(CHECKOUT_CANCELED)).toBeInTheDocument();
    expect(screen.queryByText(/Purchase successful/)).not.toBeInTheDocument();
    expect(api.count('GET', CHECKOUT_PATH)).toBe(1);
  });

  it('says an expired checkout charged nothing', async () => {
    stubPurchasesApi({
      member: MEMBER,
      checkouts: [makeCheckout({ id: 'c-1', status: 'expired' })],
    });
    renderPurchaseRoutes('/subscription/success?checkout=c-1');

    expect(await screen.findByText('This checkout expired. Nothing was charged.')).toBeVisible();
    expect(screen.queryByText(/Purchase successful/)).not.toBeInTheDocument();
  });

  it('shows a completed subscription with its plan and renewal date', async () => {
    stubPurchasesApi({
      member: MEMBER,
      subscription: makeSubscription({ plan: 'yearly' }),
      checkouts: [
        makeCheckout({
          id: 'c-1',
          kind: 'subscription',
          token_amount: null,
          plan: 'yearly',
          status: 'completed',
          tokens_added: 240,
        }),
      ],
    });
    renderPurchaseRoutes('/subscription/success?checkout=c-1');

    expect(
      await screen.findByRole('heading', { name: 'Your Yearly subscription is active' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Renews on December 23, 2026')).toBeInTheDocument();
    expect(
      within(notifications()).getByText('Purchase successful! +240 tokens added'),
    ).toBeInTheDocument();
  });

  it("says 'Checkout not found' for a checkout the server does not know", async () => {
    stubPurchasesApi({ member: MEMBER });
    renderPurchaseRoutes('/subscription/success?checkout=nope');

    expect(await screen.findByRole('heading', { name: CHECKOUT_NOT_FOUND })).toBeInTheDocument();
  });

  it('stops asking after a while, and offers to check again', async () => {
    const api = stubPurchasesApi({ member: MEMBER, checkouts: [makeCheckout({ id: 'c-1' })] });
    const { user } = renderPurchaseRoutes('/subscription/success?checkout=c-1', { maxPolls: 3 });

    expect(await screen.findByText(STILL_CONFIRMING)).toBeInTheDocument();
    expect(api.count('GET', CHECKOUT_PATH)).toBe(3);

    api.settle('c-1', { status: 'completed', tokens_added: 30 });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(
      await screen.findByRole('heading', { name: 'Purchase successful! +30 tokens added' }),
    ).toBeInTheDocument();
  });
});
