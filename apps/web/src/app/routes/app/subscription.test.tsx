import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubPurchasesApi } from '@/features/purchases/testing/fake-purchases-api';
import { makeLedgerEntry } from '@/features/purchases/testing/purchase-fixtures';
import { buildUser, renderRoutes, setupFakeApiSuite } from '@/testing/test-utils';
import { routes } from '../../router';

// Where the purchase screens sit in the route table (app/router.tsx): who may open them, and the
// ways to them a member would look for.
describe('purchase routes', () => {
  setupFakeApiSuite();

  it('opens /subscription to a visitor, inside the app shell', async () => {
    stubPurchasesApi({ member: null });
    renderRoutes(routes, { path: '/subscription', user: null });

    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect((await screen.findAllByRole('button', { name: 'Buy' })).length).toBe(3);
  });

  it('sends a visitor at the checkout or its return to sign in first', async () => {
    stubPurchasesApi({ member: null });
    const { location } = renderRoutes(routes, { path: '/payment?checkout=c-1', user: null });

    await waitFor(() =>
      expect(`${location().pathname}${location().search}`).toBe(
        '/login?return=%2Fpayment%3Fcheckout%3Dc-1',
      ),
    );
  });

  it('lets only admins into /purchase-test', async () => {
    stubPurchasesApi({ member: buildUser() });
    const { unmount } = renderRoutes(routes, { path: '/purchase-test', user: buildUser() });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    unmount();

    const admin = buildUser({ role: 'admin' });
    stubPurchasesApi({ member: admin });
    renderRoutes(routes, { path: '/purchase-test', user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase test' })).toBeVisible();
  });

  it("has the token history under Settings' Tokens, with the way to /subscription", async () => {
    const member = buildUser({ tokens: 30 });
    stubPurchasesApi({ member, ledger: [makeLedgerEntry({ id: 'e-1' })] });
    renderRoutes(routes, { path: '/settings?tab=tokens', user: member });

    expect(await screen.findByRole('heading', { name: 'Token history' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tokens' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Bought 30 tokens')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy tokens or subscribe' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it("hears the native wrapper's purchase messages inside the wrapper only", async () => {
    const member = buildUser();
    stubPurchasesApi({ member });
    const postError = () =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', { data: { type: 'purchase-error', message: 'Declined' } }),
        );
      });
    const notifications = () => screen.getByRole('region', { name: /notifications/i });

    const browser = renderRoutes(routes, { path: '/subscription', user: member });
    await screen.findByRole('heading', { level: 1, name: 'Subscription' });
    postError();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Purchase Error: Declined')).not.toBeInTheDocument();
    browser.unmount();

    window.ReactNativeWebView = { postMessage: vi.fn() };
    try {
      renderRoutes(routes, { path: '/subscription', user: member });
      // The listener loads lazily: post until it is heard.
      await waitFor(() => {
        postError();
        expect(within(notifications()).getByText('Purchase Error: Declined')).toBeInTheDocument();
      });
    } finally {
      delete window.ReactNativeWebView;
    }
  });

  it("links the account's token count to the Tokens section", async () => {
    const member = buildUser({ tokens: 30 });
    stubPurchasesApi({ member });
    renderRoutes(routes, { path: '/settings', user: member });

    expect(await screen.findByRole('link', { name: 'History and packs' })).toHaveAttribute(
      'href',
      '/settings?tab=tokens',
    );
  });
});
