import {
  LOGIN_TO_PURCHASE_TOKENS,
  LOGIN_TO_SUBSCRIBE,
  PURCHASES_OFF,
  SUBSCRIPTION_START_FAILED,
  TEST_MODE_NOTICE,
  TOKEN_PURCHASE_FAILED,
} from '@manna/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { required } from '@/testing/required';
import { setupFakeApiSuite } from '@/testing/test-utils';
import {
  BILLING_PORTAL_URL,
  STRIPE_CHECKOUT_URL,
  stubPurchasesApi,
} from '../testing/fake-purchases-api';
import { makeSubscription } from '../testing/purchase-fixtures';
import { MEMBER, renderPurchaseRoutes } from '../testing/render-purchase-routes';
import { externalSite } from '../utils/external-site';

const notifications = () => screen.getByRole('region', { name: /notifications/i });

/** The pack or plan titled `name`, to look inside. */
function offer(name: string) {
  const heading = screen.getByRole('heading', { level: 3, name });
  return within(required(heading.closest('li'), `the offer ${name}`));
}

/** `offer`, once the screen has loaded. */
async function findOffer(name: string) {
  await screen.findByRole('heading', { level: 3, name });
  return offer(name);
}

describe('SubscriptionScreen', () => {
  setupFakeApiSuite();
  // A spy, not vi.mock: with one worker the files share their modules, and the screen may hold
  // the real module from an earlier file (docs/architecture.md#tests).
  let leaveApp: MockInstance<typeof externalSite.leave>;
  beforeEach(() => {
    leaveApp = vi.spyOn(externalSite, 'leave').mockImplementation(() => undefined);
  });
  afterEach(() => {
    leaveApp.mockRestore();
    delete window.ReactNativeWebView;
  });

  it('shows the plans, the packs with the balance, and the test-mode banner', async () => {
    stubPurchasesApi({ member: MEMBER });
    renderPurchaseRoutes('/subscription');

    const monthly = await findOffer('Monthly');
    expect(screen.getByText(TEST_MODE_NOTICE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription' })).toBeInTheDocument();
    expect(monthly.getByText('$4.99 a month')).toBeInTheDocument();
    expect(monthly.getByText('Every premium reading plan')).toBeInTheDocument();
    expect(monthly.getByText('20 tokens each month')).toBeInTheDocument();
    const yearly = offer('Yearly');
    expect(yearly.getByText('$39.99 a year')).toBeInTheDocument();
    expect(yearly.getByText('240 tokens with each yearly payment')).toBeInTheDocument();

    const packs = screen.getByRole('region', { name: 'Token packs' });
    expect(within(packs).getByText('You have 12 tokens')).toBeInTheDocument();
    expect(offer('10 tokens').getByText('$1.99')).toBeInTheDocument();
    expect(offer('30 tokens').getByText('$4.99')).toBeInTheDocument();
    expect(offer('100 tokens').getByText('$12.99')).toBeInTheDocument();
    expect(within(packs).getAllByRole('button', { name: 'Buy' })).toHaveLength(3);
  });

  it('leaves the banner out with Stripe, and starts a Stripe checkout on another site', async () => {
    const api = stubPurchasesApi({ member: MEMBER, mode: 'stripe' });
    const { user } = renderPurchaseRoutes('/subscription');

    await user.click((await findOffer('Monthly')).getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith(STRIPE_CHECKOUT_URL));
    expect(api.bodies('POST', '/api/purchases/subscription')).toEqual([{ plan: 'monthly' }]);
    expect(screen.queryByText(TEST_MODE_NOTICE)).not.toBeInTheDocument();
    // On its way to pay: no second checkout.
    expect(offer('Yearly').getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  });

  it('buys a pack in test mode through the built-in checkout', async () => {
    const api = stubPurchasesApi({ member: MEMBER });
    const { user, location } = renderPurchaseRoutes('/subscription');

    await user.click((await findOffer('30 tokens')).getByRole('button', { name: 'Buy' }));

    expect(await screen.findByRole('button', { name: 'Complete test purchase' })).toBeVisible();
    expect(`${location().pathname}${location().search}`).toBe('/payment?checkout=started-1');
    expect(api.bodies('POST', '/api/purchases/tokens')).toEqual([{ amount: 30 }]);
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it("says 'Failed to start token purchase. Please try again.' when a pack cannot be started", async () => {
    stubPurchasesApi({
      member: MEMBER,
      override: ({ url }) =>
        url.pathname === '/api/purchases/tokens'
          ? jsonResponse(503, { error: 'Stripe is not answering' })
          : undefined,
    });
    const { user, location } = renderPurchaseRoutes('/subscription');

    await user.click((await findOffer('10 tokens')).getByRole('button', { name: 'Buy' }));

    expect(await within(notifications()).findByText(TOKEN_PURCHASE_FAILED)).toBeInTheDocument();
    expect(within(notifications()).getByText('Stripe is not answering')).toBeInTheDocument();
    expect(location().pathname).toBe('/subscription');
    expect(offer('10 tokens').getByRole('button', { name: 'Buy' })).toBeEnabled();
  });

  it("says 'Failed to start subscription. Please try again.' when a plan cannot be started", async () => {
    stubPurchasesApi({
      member: MEMBER,
      override: ({ url }) =>
        url.pathname === '/api/purchases/subscription'
          ? jsonResponse(500, { error: 'Internal server error' })
          : undefined,
    });
    const { user } = renderPurchaseRoutes('/subscription');

    await user.click((await findOffer('Yearly')).getByRole('button', { name: 'Subscribe' }));

    expect(await within(notifications()).findByText(SUBSCRIPTION_START_FAILED)).toBeInTheDocument();
  });

  it('shows a visitor the offers and sends them to sign in to buy, then back here', async () => {
    const api = stubPurchasesApi({ member: null });
    const { user, location } = renderPurchaseRoutes('/subscription', { member: null });

    await user.click((await findOffer('30 tokens')).getByRole('button', { name: 'Buy' }));

    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(`${location().pathname}${location().search}`).toBe('/login?return=%2Fsubscription');
    expect(location().state).toEqual({ signInRequired: true, reason: LOGIN_TO_PURCHASE_TOKENS });
    // A visitor has no balance, no subscription to ask about, and started nothing.
    expect(api.count('GET', '/api/subscription')).toBe(0);
    expect(api.count('POST', '/api/purchases/tokens')).toBe(0);
  });

  it("tells a visitor who subscribes 'Please log in to subscribe'", async () => {
    stubPurchasesApi({ member: null });
    const { user, location } = renderPurchaseRoutes('/subscription', { member: null });

    await user.click((await findOffer('Monthly')).getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().state).toEqual({ signInRequired: true, reason: LOGIN_TO_SUBSCRIBE });
  });

  it('cancels a test-mode subscription at the period end, and keeps it again', async () => {
    const api = stubPurchasesApi({ member: MEMBER, subscription: makeSubscription() });
    const { user } = renderPurchaseRoutes('/subscription');

    const current = await screen.findByRole('region', { name: 'Your subscription' });
    expect(within(current).getByText('Monthly plan')).toBeInTheDocument();
    expect(within(current).getByText('Active')).toBeInTheDocument();
    expect(within(current).getByText('Renews on December 23, 2026')).toBeInTheDocument();
    // A subscriber is not offered the plans again.
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();

    await user.click(within(current).getByRole('button', { name: 'Cancel at period end' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel at period end?' });
    expect(dialog).toHaveTextContent('You keep every premium plan until December 23, 2026.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));

    expect(await within(current).findByText('Ends on December 23, 2026')).toBeInTheDocument();
    expect(within(current).getByText('Active')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(within(current).getByRole('button', { name: 'Keep my subscription' }));
    expect(await within(current).findByText('Renews on December 23, 2026')).toBeInTheDocument();
    expect(api.count('POST', '/api/subscription/cancel')).toBe(1);
    expect(api.count('POST', '/api/subscription/resume')).toBe(1);
  });

  it("opens Stripe's Billing Portal to manage a Stripe subscription", async () => {
    stubPurchasesApi({
      member: MEMBER,
      mode: 'stripe',
      subscription: makeSubscription({ provider: 'stripe', plan: 'yearly' }),
    });
    const { user } = renderPurchaseRoutes('/subscription');

    const current = await screen.findByRole('region', { name: 'Your subscription' });
    expect(within(current).getByText('Yearly plan')).toBeInTheDocument();
    expect(
      within(current).queryByRole('button', { name: 'Cancel at period end' }),
    ).not.toBeInTheDocument();
    await user.click(within(current).getByRole('button', { name: 'Manage subscription' }));

    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith(BILLING_PORTAL_URL));
  });

  it("sends a member who subscribed in the phone's store to manage it there", async () => {
    stubPurchasesApi({
      member: MEMBER,
      mode: 'stripe',
      subscription: makeSubscription({ provider: 'store' }),
    });
    renderPurchaseRoutes('/subscription');

    const current = await screen.findByRole('region', { name: 'Your subscription' });
    expect(
      within(current).getByText(
        "You subscribed in the app on your phone: manage it in your phone's app store.",
      ),
    ).toBeInTheDocument();
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();
  });

  it("says 'Past due' while a payment is retried, keeping access", async () => {
    stubPurchasesApi({
      member: MEMBER,
      subscription: makeSubscription({ status: 'past_due' }),
    });
    renderPurchaseRoutes('/subscription');

    const current = await screen.findByRole('region', { name: 'Your subscription' });
    expect(within(current).getByText('Past due')).toBeInTheDocument();
    expect(within(current).getByText(/is being tried again/)).toBeInTheDocument();
    expect(within(current).getByText('Renews on December 23, 2026')).toBeInTheDocument();
  });

  it("says 'Canceled' for an ended subscription and offers the plans again", async () => {
    stubPurchasesApi({
      member: MEMBER,
      subscription: makeSubscription({ status: 'canceled', has_access: false }),
    });
    renderPurchaseRoutes('/subscription');

    const current = await screen.findByRole('region', { name: 'Your subscription' });
    expect(within(current).getByText('Canceled')).toBeInTheDocument();
    expect(within(current).queryByText(/Renews on|Ends on/)).not.toBeInTheDocument();
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();
    expect(offer('Monthly').getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('says purchases are off, with no buttons to buy', async () => {
    stubPurchasesApi({ member: MEMBER, mode: 'off', subscription: makeSubscription() });
    renderPurchaseRoutes('/subscription');

    expect(await screen.findByText(PURCHASES_OFF)).toBeInTheDocument();
    expect(screen.getByText('You have 12 tokens')).toBeInTheDocument();
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks the native wrapper to buy instead of opening a checkout', async () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    const api = stubPurchasesApi({ member: MEMBER });
    const { user, location } = renderPurchaseRoutes('/subscription');

    await user.click((await findOffer('30 tokens')).getByRole('button', { name: 'Buy' }));
    await user.click(offer('Yearly').getByRole('button', { name: 'Subscribe' }));

    expect(postMessage.mock.calls.map(([message]) => JSON.parse(String(message)))).toEqual([
      { type: 'purchase-request', data: { type: 'tokens', plan: 'tokens_30' } },
      { type: 'purchase-request', data: { type: 'subscription', plan: 'yearly' } },
    ]);
    expect(api.count('POST', '/api/purchases/tokens')).toBe(0);
    expect(api.count('POST', '/api/purchases/subscription')).toBe(0);
    expect(location().pathname).toBe('/subscription');
  });
});
