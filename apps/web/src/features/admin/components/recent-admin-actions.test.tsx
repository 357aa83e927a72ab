import { type AdminAuditEntry, adminEndpoints } from '@manna/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRoute, stubFakeApi } from '@/testing/fake-fetch';
import { buildUser, renderRoutes, setupFakeApiSuite } from '@/testing/test-utils';
import { RecentAdminActions } from './recent-admin-actions';

const renderActions = () =>
  renderRoutes([{ path: '/admin', element: <RecentAdminActions /> }], {
    path: '/admin',
    user: buildUser({ role: 'admin', time_zone: 'UTC' }),
  });

const ACTIONS: AdminAuditEntry[] = [
  {
    id: 'a-3',
    admin_id: 'admin-1',
    admin_name: 'Anna',
    action: 'member.ban',
    target_user_id: 'user-3',
    target_user_name: 'Tertius',
    target_type: 'member',
    target_id: 'user-3',
    before: { banned: false },
    after: { banned: true },
    created_at: '2026-11-24T09:00:00.000Z',
  },
  {
    id: 'a-2',
    admin_id: 'admin-1',
    admin_name: 'Anna',
    action: 'testimony.unpublish',
    target_user_id: null,
    target_user_name: null,
    target_type: 'testimony',
    target_id: 't-1',
    before: { status: 'approved' },
    after: { status: 'rejected' },
    created_at: '2026-11-23T09:00:00.000Z',
  },
  {
    id: 'a-1',
    admin_id: null,
    admin_name: null,
    action: 'testimony.approve',
    target_user_id: 'user-2',
    target_user_name: 'Lydia',
    target_type: 'testimony',
    target_id: 't-1',
    before: { status: 'pending' },
    after: { status: 'approved' },
    created_at: '2026-11-22T09:00:00.000Z',
  },
];

describe('RecentAdminActions', () => {
  setupFakeApiSuite();

  it('lists the latest admin actions with who did what to whom', async () => {
    const { calls } = stubFakeApi(
      [
        fakeRoute(adminEndpoints.auditLog, () => ({
          items: ACTIONS,
          total: 3,
          next_offset: null,
        })),
      ],
      {},
    );
    renderActions();
    const section = await screen.findByRole('region', { name: 'Recent admin actions' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Anna banned TertiusNovember 24, 2026',
      'Anna unpublished a testimonyNovember 23, 2026',
      'A former admin approved a testimony by LydiaNovember 22, 2026',
    ]);
    expect(within(section).getAllByRole('link', { name: 'a testimony' })[0]).toHaveAttribute(
      'href',
      '/admin/testimonials/t-1',
    );
    expect(within(section).getByRole('link', { name: 'Tertius' })).toHaveAttribute(
      'href',
      '/admin/users/user-3',
    );
    expect(calls().map((call) => call.url.search)).toEqual(['?limit=10&offset=0']);
  });

  it('says when there is nothing yet', async () => {
    stubFakeApi(
      [fakeRoute(adminEndpoints.auditLog, () => ({ items: [], total: 0, next_offset: null }))],
      {},
    );
    renderActions();
    expect(await screen.findByText('No admin actions yet.')).toBeInTheDocument();
  });
});
