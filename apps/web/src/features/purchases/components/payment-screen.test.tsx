import { CHECKOUT_NOT_FOUND, TEST_CHECKOUT_OFF, TEST_MODE_NOTICE } from '@manna/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { setupFakeApiSuite } from '@/testing/test-utils';
import { stubPurchasesApi } from '../testing/fake-purchases-api';
import { makeCheckout } from '../testing/purchase-fixtures';
import { MEMBER, renderPurchaseRoutes } from '../testing/render-purchase-routes';
import { CHECKOUT_NOT_OPEN } from '../utils/purchase-labels';

const PACK = makeCheckout({ id: 'c-30' });
const MONTHLY = makeCheckout({
  id: 'c-monthly',
  kind: 'subscription',
  token_amount: null,
  plan: 'monthly',
  price: 499,
});

/** The value beside a term ('Price' → '$4.99'). */
const detail = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('PaymentScreen', () => {
  setupFakeApiSuite();

  it('shows the item and its price under a Test mode label, and completes the purchase', async () => {
    const api = stubPurchasesApi({ member: MEMBER, checkouts: [PACK] });
    const { user, location } = renderPurchaseRoutes('/payment?checkout=c-30');

    const checkout = await screen.findByRole('region', { name: 'Checkout' });
    expect(within(checkout).getByText('Test mode')).toBeInTheDocument();
    expect(within(checkout).getByText(TEST_MODE_NOTICE)).toBeInTheDocument();
    expect(detail('Item')).toBe('30 tokens');
    expect(detail('Price')).toBe('$4.99');

    await user.click(screen.getByRole('button', { name: 'Complete test purchase' }));

    // The success screen asks the server, which now says completed.
    expect(
      await screen.findByRole('heading', { name: 'Purchase successful! +30 tokens added' }),
    ).toBeInTheDocument();
    expect(`${location().pathname}${location().search}`).toBe(
      '/subscription/success?checkout=c-30',
    );
    expect(api.count('POST', '/api/purchases/checkouts/c-30/complete')).toBe(1);
  });

  it('names a subscription checkout by its plan', async () => {
    stubPurchasesApi({ member: MEMBER, checkouts: [MONTHLY] });
    renderPurchaseRoutes('/payment?checkout=c-monthly');

    await screen.findByRole('region', { name: 'Checkout' });
    expect(detail('Item')).toBe('Monthly subscription');
    expect(detail('Price')).toBe('$4.99');
  });

  it('cancels, changing nothing, and goes back to /subscription', async () => {
    const api = stubPurchasesApi({ member: MEMBER, checkouts: [PACK] });
    const { user, location } = renderPurchaseRoutes('/payment?checkout=c-30');

    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    expect(location().pathname).toBe('/subscription');
    expect(api.count('POST', '/api/purchases/checkouts/c-30/cancel')).toBe(1);
    expect(api.count('POST', '/api/purchases/checkouts/c-30/complete')).toBe(0);
  });

  it('says a checkout that is not open cannot be paid, and links to what it bought', async () => {
    stubPurchasesApi({
      member: MEMBER,
      checkouts: [{ ...PACK, status: 'completed', tokens_added: 30 }],
    });
    renderPurchaseRoutes('/payment?checkout=c-30');

    expect(await screen.findByText(CHECKOUT_NOT_OPEN)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Complete test purchase' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your purchase' })).toHaveAttribute(
      'href',
      '/subscription/success?checkout=c-30',
    );
  });

  it("says 'Checkout not found' for another member's checkout, or none", async () => {
    stubPurchasesApi({ member: MEMBER, checkouts: [PACK] });
    const { unmount } = renderPurchaseRoutes('/payment?checkout=someone-elses');
    expect(await screen.findByRole('heading', { name: CHECKOUT_NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to subscription' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    unmount();

    renderPurchaseRoutes('/payment');
    expect(await screen.findByRole('heading', { name: CHECKOUT_NOT_FOUND })).toBeInTheDocument();
  });

  it("shows the server's refusal and stays, when test mode is off", async () => {
    stubPurchasesApi({
      member: MEMBER,
      checkouts: [PACK],
      override: ({ url }) =>
        url.pathname.endsWith('/complete')
          ? jsonResponse(409, { error: TEST_CHECKOUT_OFF })
          : undefined,
    });
    const { user, location } = renderPurchaseRoutes('/payment?checkout=c-30');

    await user.click(await screen.findByRole('button', { name: 'Complete test purchase' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(TEST_CHECKOUT_OFF);
    expect(location().pathname).toBe('/payment');
    expect(screen.getByRole('button', { name: 'Complete test purchase' })).toBeEnabled();
  });
});
