import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { buildUser, renderRoutesAsMember, setupFakeApiSuite } from '@/testing/test-utils';
import { stubPurchasesApi } from '../testing/fake-purchases-api';
import { makeLedgerEntry, makeSubscription } from '../testing/purchase-fixtures';
import { TokenHistory } from './token-history';

const member = buildUser({ tokens: 35, time_zone: 'America/New_York' });

function renderHistory() {
  return renderRoutesAsMember([{ path: '/settings', element: <TokenHistory user={member} /> }], {
    path: '/settings',
    member,
  });
}

/** The history's rows, each as its text. */
const rows = () =>
  within(screen.getByRole('list', { name: 'Token history' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('TokenHistory', () => {
  setupFakeApiSuite();

  it('shows the balance and each change, newest first, with its sign, reason and date', async () => {
    stubPurchasesApi({
      member,
      ledger: [
        makeLedgerEntry({
          id: 'spend',
          delta: -30,
          balance_after: 35,
          reason: 'spend',
          description: 'Unlocked The Gospels in 30 Days',
          created_at: '2026-11-22T02:30:00.000Z',
        }),
        makeLedgerEntry({
          id: 'buy',
          delta: 30,
          balance_after: 65,
          description: 'Bought 30 tokens',
          created_at: '2026-11-20T15:00:00.000Z',
        }),
        makeLedgerEntry({
          id: 'grant',
          delta: 20,
          reason: 'subscription_grant',
          description: null,
          created_at: '2026-11-01T12:00:00.000Z',
        }),
      ],
    });
    renderHistory();

    expect(screen.getByText('You have 35 tokens')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy tokens or subscribe' })).toHaveAttribute(
      'href',
      paths.app.subscription.getHref(),
    );
    await screen.findByRole('list', { name: 'Token history' });
    // Dates in the member's zone: 02:30 UTC on the 22nd is the evening of the 21st in New York.
    expect(rows()).toEqual([
      'Unlocked The Gospels in 30 DaysNovember 21, 2026 at 9:30 PM\u221230',
      'Bought 30 tokensNovember 20, 2026 at 10:00 AM+30',
      'Subscription tokensNovember 1, 2026 at 7:00 AM+20',
    ]);
  });

  it("loads 20 at a time with 'Load more'", async () => {
    const ledger = Array.from({ length: 25 }, (_, index) =>
      makeLedgerEntry({ id: `e-${index + 1}`, description: `Change ${index + 1}` }),
    );
    const api = stubPurchasesApi({ member, ledger, pageSize: 20 });
    const { user } = renderHistory();

    await screen.findByText('Change 1');
    expect(rows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Change 25')).toBeInTheDocument();
    expect(rows()).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(
      api
        .calls()
        .filter((request) => request.url.pathname === '/api/tokens/ledger')
        .map((request) => request.url.search),
    ).toEqual(['?limit=20&offset=0', '?limit=20&offset=20']);
  });

  it('says when there is nothing yet', async () => {
    stubPurchasesApi({ member, ledger: [] });
    renderHistory();

    expect(await screen.findByText('No token changes yet')).toBeInTheDocument();
  });

  it("shows the subscription's plan, status and renewal, with the way to manage it", async () => {
    stubPurchasesApi({
      member,
      subscription: makeSubscription({
        plan: 'yearly',
        current_period_end: '2027-11-23T03:00:00.000Z',
      }),
    });
    renderHistory();

    const card = screen.getByRole('region', { name: 'Your subscription' });
    expect(await within(card).findByText('Yearly plan')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    // 03:00 UTC on the 23rd is still the 22nd in New York.
    expect(within(card).getByText('Renews on November 22, 2027')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Manage subscription' })).toHaveAttribute(
      'href',
      paths.app.subscription.getHref(),
    );
  });

  it('says when a subscription ends at its period end, and when there is none', async () => {
    stubPurchasesApi({
      member,
      subscription: makeSubscription({ cancel_at_period_end: true }),
    });
    const { unmount } = renderHistory();
    expect(await screen.findByText(/^Ends on /)).toBeInTheDocument();
    unmount();

    stubPurchasesApi({ member, subscription: null });
    renderHistory();
    expect(await screen.findByText('You are not subscribed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See subscriptions' })).toHaveAttribute(
      'href',
      paths.app.subscription.getHref(),
    );
  });
});
