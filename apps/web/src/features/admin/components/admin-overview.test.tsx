import { adminEndpoints } from '@manna/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeRoute, stubFakeApi } from '@/testing/fake-fetch';
import { buildUser, renderRoutes, setupFakeApiSuite } from '@/testing/test-utils';
import { makeAdminOverview, makeDailyActivity } from '../testing/admin-fixtures';
import { AdminOverview } from './admin-overview';

const renderOverview = () =>
  renderRoutes([{ path: '/admin', element: <AdminOverview /> }], {
    path: '/admin',
    user: buildUser({ role: 'admin', time_zone: 'UTC' }),
  });

describe('AdminOverview', () => {
  setupFakeApiSuite();

  it('shows the figures, sales live and test apart, and 30 days of activity', async () => {
    stubFakeApi(
      [
        fakeRoute(adminEndpoints.overview, () =>
          makeAdminOverview({
            members: 1204,
            support_open: 4,
            sales_last_30_days: {
              live: {
                token_packs: 2,
                tokens: 40,
                subscriptions: 1,
                revenue: [{ currency: 'usd', amount: 2198 }],
              },
              test: { token_packs: 1, tokens: 10, subscriptions: 0, revenue: [] },
            },
            daily: makeDailyActivity({
              '2026-11-20': { signups: 3, readings: 12 },
              '2026-11-24': { signups: 1, readings: 30 },
            }),
          }),
        ),
      ],
      {},
    );
    renderOverview();

    const members = await screen.findByRole('link', { name: 'Members' });
    expect(members).toHaveAttribute('href', '/admin/users');
    expect(screen.getByText('1,204')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open support conversations' })).toHaveAttribute(
      'href',
      '/admin/chat',
    );

    const live = screen.getByRole('heading', { name: 'Live' }).parentElement;
    const test = screen.getByRole('heading', { name: 'Test mode (no real money)' }).parentElement;
    expect(live).toHaveTextContent('Revenue$21.98');
    expect(live).toHaveTextContent('Token packs2 (40 tokens)');
    expect(test).toHaveTextContent('RevenueNone');

    expect(
      screen.getByRole('img', { name: /Sign-ups per day\s*4 in 30 days/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Chapters read per day\s*42 in 30 days/ }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByText('Show the figures'));
    const table = screen.getByRole('table', { name: 'Sign-ups and chapters read per day' });
    const latest = within(table).getAllByRole('row')[1];
    expect(latest).toHaveTextContent('Nov 24, 2026130');
  });

  it('shows sign-ups per landing page, every variant listed', async () => {
    stubFakeApi(
      [
        fakeRoute(adminEndpoints.overview, () =>
          makeAdminOverview({
            signups_by_variant: [
              { variant: 'landing', signups: 3 },
              { variant: 'landingv2', signups: 0 },
              { variant: 'landingv3', signups: 12 },
              { variant: 'landingv4', signups: 0 },
              { variant: 'landingv5', signups: 1 },
            ],
          }),
        ),
      ],
      {},
    );
    renderOverview();

    const table = await screen.findByRole('table', { name: 'Sign-ups by landing page' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '/landing3',
      '/landingv20',
      '/landingv312',
      '/landingv40',
      '/landingv51',
    ]);
    expect(within(table).getByRole('link', { name: '/landingv3' })).toHaveAttribute(
      'href',
      '/landingv3',
    );
  });
});
