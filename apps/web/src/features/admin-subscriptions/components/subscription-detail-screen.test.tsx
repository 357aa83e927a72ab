import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { setupFakeApiSuite } from '@/testing/test-utils';
import {
  makeAdminSubscription,
  makeSubscriptionEvent,
} from '../testing/admin-subscription-fixtures';
import { stubAdminSubscriptionsApi } from '../testing/fake-admin-subscriptions-api';
import { renderAdminSubscriptionRoutes } from '../testing/render-admin-subscription-routes';

const SANDBOX = makeAdminSubscription({
  id: 'sub-1',
  user_id: 'member-7',
  member_name: 'Lydia of Thyatira',
  member_contact: { kind: 'email', value: 'lydia@example.com' },
  provider_customer_id: 'sandbox_cus_member-7',
  provider_subscription_id: 'sandbox_sub_checkout-1',
  events: [
    makeSubscriptionEvent({
      type: 'invoice_paid',
      event_id: 'sandbox_evt_invoice',
      occurred_at: '2026-11-20T09:00:00.000Z',
    }),
    makeSubscriptionEvent({
      type: 'checkout_completed',
      event_id: 'sandbox_evt_checkout',
      occurred_at: '2026-11-20T09:00:00.000Z',
    }),
  ],
  events_total: 2,
});

const notifications = () => screen.getByRole('region', { name: /notifications/i });

describe('SubscriptionDetailScreen', () => {
  setupFakeApiSuite();

  it('shows the member, plan, status, period end, provider ids and event history', async () => {
    stubAdminSubscriptionsApi({ subscriptions: [SANDBOX] });
    renderAdminSubscriptionRoutes('/admin/subscriptions/sub-1');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Monthly subscription of Lydia of Thyatira',
      }),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByRole('link', { name: 'Lydia of Thyatira' })).toHaveAttribute(
      'href',
      '/admin/users/member-7',
    );
    expect(within(details).getByText('lydia@example.com')).toBeInTheDocument();
    expect(within(details).getByText('Period ends on').nextElementSibling).toHaveTextContent(
      'December 20, 2026',
    );
    expect(within(details).getByText('sandbox_cus_member-7')).toBeInTheDocument();
    expect(within(details).getByText('sandbox_sub_checkout-1')).toBeInTheDocument();

    const events = screen.getByRole('table', { name: 'Provider events, newest first' });
    expect(
      within(events)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Period paid', 'Checkout completed']);
    expect(within(events).getByText('sandbox_evt_invoice')).toBeInTheDocument();
    // No dashboard for the built-in test mode.
    expect(screen.queryByRole('link', { name: /Open in Stripe/ })).not.toBeInTheDocument();
  });

  it('cancels at the period end once confirmed, then offers to keep it', async () => {
    const { subscriptions } = stubAdminSubscriptionsApi({ subscriptions: [SANDBOX] });
    const { user } = renderAdminSubscriptionRoutes('/admin/subscriptions/sub-1');

    await user.click(await screen.findByRole('button', { name: 'Cancel at period end' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel at period end?' });
    expect(dialog).toHaveTextContent(
      'Lydia of Thyatira keeps every premium plan until December 20, 2026.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));

    expect(
      await within(notifications()).findByText('Subscription ends on December 20, 2026'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(subscriptions()[0]?.cancel_at_period_end).toBe(true);
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Ends on').nextElementSibling).toHaveTextContent(
      'December 20, 2026',
    );
    expect(within(details).getByText('Cancelling')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Keep subscription' }));
    expect(await within(notifications()).findByText('Subscription kept')).toBeInTheDocument();
    expect(subscriptions()[0]?.cancel_at_period_end).toBe(false);
  });

  it('says why a cancel failed and keeps the dialog open', async () => {
    stubAdminSubscriptionsApi({
      subscriptions: [SANDBOX],
      override: ({ url }) =>
        url.pathname.endsWith('/cancel')
          ? jsonResponse(403, { error: 'Purchases are turned off on this server' })
          : undefined,
    });
    const { user } = renderAdminSubscriptionRoutes('/admin/subscriptions/sub-1');
    await user.click(await screen.findByRole('button', { name: 'Cancel at period end' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel at period end?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    expect(
      await within(dialog).findByText('Purchases are turned off on this server'),
    ).toBeInTheDocument();
  });

  it('links a Stripe subscription to its dashboard in a new tab', async () => {
    stubAdminSubscriptionsApi({
      subscriptions: [
        makeAdminSubscription({
          id: 'sub-stripe',
          provider: 'stripe',
          provider_subscription_id: 'sub_123',
          dashboard_url: 'https://dashboard.stripe.com/test/subscriptions/sub_123',
        }),
      ],
    });
    renderAdminSubscriptionRoutes('/admin/subscriptions/sub-stripe');
    const link = await screen.findByRole('link', { name: /Open in Stripe/ });
    expect(link).toHaveAttribute('href', 'https://dashboard.stripe.com/test/subscriptions/sub_123');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('offers nothing to change on an ended subscription', async () => {
    stubAdminSubscriptionsApi({
      subscriptions: [makeAdminSubscription({ id: 'sub-ended', status: 'canceled' })],
    });
    renderAdminSubscriptionRoutes('/admin/subscriptions/sub-ended');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('region', { name: 'Details' })).toHaveTextContent('Canceled');
    expect(screen.queryByRole('button', { name: 'Cancel at period end' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep subscription' })).not.toBeInTheDocument();
  });

  it('says when the subscription is not there', async () => {
    stubAdminSubscriptionsApi({ subscriptions: [] });
    renderAdminSubscriptionRoutes('/admin/subscriptions/missing');
    expect(await screen.findByText('Subscription not found')).toBeInTheDocument();
  });
});
