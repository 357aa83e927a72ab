import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupFakeApiSuite } from '@/testing/test-utils';
import { makeAdminSubscription } from '../testing/admin-subscription-fixtures';
import { stubAdminSubscriptionsApi } from '../testing/fake-admin-subscriptions-api';
import { renderAdminSubscriptionRoutes } from '../testing/render-admin-subscription-routes';

const LYDIA = makeAdminSubscription({
  id: 'sub-lydia',
  member_name: 'Lydia of Thyatira',
  member_contact: { kind: 'email', value: 'lydia@example.com' },
  created_at: '2026-11-20T09:00:00.000Z',
});
const AQUILA = makeAdminSubscription({
  id: 'sub-aquila',
  member_name: 'Aquila',
  member_contact: { kind: 'email', value: 'aquila@example.com' },
  plan: 'yearly',
  cancel_at_period_end: true,
  current_period_end: '2027-11-21T09:00:00.000Z',
  provider: 'stripe',
  created_at: '2026-11-21T09:00:00.000Z',
});
const DORCAS = makeAdminSubscription({
  id: 'sub-dorcas',
  member_name: 'Dorcas',
  member_contact: { kind: 'email', value: 'dorcas@example.com' },
  status: 'canceled',
  created_at: '2026-11-19T09:00:00.000Z',
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('SubscriptionsScreen', () => {
  setupFakeApiSuite();

  it('lists every subscription newest first, in a table, with each status counted', async () => {
    stubAdminSubscriptionsApi({ subscriptions: [LYDIA, AQUILA, DORCAS] });
    renderAdminSubscriptionRoutes('/admin/subscriptions');

    const table = await screen.findByRole('table', { name: 'All subscriptions' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Aquilaaquila@example.com',
      'Lydia of Thyatiralydia@example.com',
      'Dorcasdorcas@example.com',
    ]);
    expect(rowsOf(table)).toEqual([
      ['Yearly', 'Cancelling', 'November 21, 2027', 'Stripe'],
      ['Monthly', 'Active', 'December 20, 2026', 'Test mode'],
      ['Monthly', 'Canceled', 'December 20, 2026', 'Test mode'],
    ]);
    expect(within(table).getByRole('link', { name: 'Aquila' })).toHaveAttribute(
      'href',
      '/admin/subscriptions/sub-aquila',
    );

    const tabs = screen.getByRole('navigation', { name: 'Subscription statuses' });
    expect(within(tabs).getByRole('link', { name: 'All (3)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Active (1)' })).toHaveAttribute(
      'href',
      '/admin/subscriptions?status=active',
    );
    expect(within(tabs).getByRole('link', { name: 'Cancelling (1)' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Past due (0)' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Canceled (1)' })).toBeInTheDocument();
  });

  it('opens a tab from ?status=, asking the server for it, and says when it is empty', async () => {
    const { calls } = stubAdminSubscriptionsApi({ subscriptions: [LYDIA, AQUILA, DORCAS] });
    const { user, location } = renderAdminSubscriptionRoutes(
      '/admin/subscriptions?status=cancelling',
    );

    const table = await screen.findByRole('table', { name: 'Cancelling subscriptions' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(1);
    expect(calls().some((call) => call.url.searchParams.get('status') === 'cancelling')).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Past due (0)' }));
    expect(await screen.findByText('No subscriptions are past due.')).toBeInTheDocument();
    expect(location().search).toBe('?status=past_due');
  });

  it('searches by member and filters by plan and provider on the server, keeping the tab', async () => {
    const { calls } = stubAdminSubscriptionsApi({ subscriptions: [LYDIA, AQUILA, DORCAS] });
    const { user, location } = renderAdminSubscriptionRoutes('/admin/subscriptions?status=all');
    await screen.findByRole('table', { name: 'All subscriptions' });

    await user.type(screen.getByLabelText('Member'), 'AQUILA@');
    await user.selectOptions(screen.getByLabelText('Plan'), 'Yearly');
    await user.selectOptions(screen.getByLabelText('Provider'), 'Stripe');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await screen.findByRole('link', { name: 'All (1)' });
    expect(location().search).toBe('?plan=yearly&provider=stripe&q=AQUILA%40');
    const table = screen.getByRole('table', { name: 'All subscriptions' });
    expect(within(table).getByRole('link', { name: 'Aquila' })).toBeInTheDocument();
    const last = calls().at(-1)?.url.searchParams;
    expect(last?.get('q')).toBe('AQUILA@');
    expect(last?.get('plan')).toBe('yearly');
    expect(last?.get('provider')).toBe('stripe');
  });

  it('pages on the server with the next and previous pages', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      makeAdminSubscription({
        member_name: `Member ${String(index + 1).padStart(2, '0')}`,
        created_at: `2026-11-${String(index + 1).padStart(2, '0')}T09:00:00.000Z`,
      }),
    );
    const { calls } = stubAdminSubscriptionsApi({ subscriptions: many });
    const { user, location } = renderAdminSubscriptionRoutes('/admin/subscriptions');

    const table = await screen.findByRole('table', { name: 'All subscriptions' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Subscription pages' });
    expect(within(pages).getByText('1–20 of 25 · Page 1 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('21–25 of 25 · Page 2 of 2')).toBeInTheDocument();
    expect(location().search).toBe('?page=2');
    expect(calls().at(-1)?.url.searchParams.get('offset')).toBe('20');
    expect(screen.getByRole('link', { name: 'Member 01' })).toBeInTheDocument();
  });
});
