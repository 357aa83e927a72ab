import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { buildUser, renderRoutes, setupFakeApiSuite } from '@/testing/test-utils';
import { stubPrayersApi } from '../testing/fake-prayers-api';
import { makePrayer } from '../testing/prayer-fixtures';
import { RecentPrayerCard } from './recent-prayer-card';

function renderCard() {
  return renderRoutes([{ path: '/home', element: <RecentPrayerCard /> }], {
    path: '/home',
    user: buildUser({ time_zone: 'UTC' }),
  });
}

describe('RecentPrayerCard', () => {
  setupFakeApiSuite();

  it('shows the most recent prayer with a link to it and to a new prayer', async () => {
    const { calls } = stubPrayersApi({
      prayers: [
        makePrayer({ id: 'old', title: 'Older', created_at: '2026-11-01T08:00:00.000Z' }),
        makePrayer({
          id: 'p-mum',
          title: 'Healing for Mum',
          content: 'Strengthen her, Lord.',
          created_at: '2026-11-22T08:00:00.000Z',
          is_answered: true,
        }),
      ],
    });
    renderCard();

    const card = await screen.findByRole('region', { name: 'Your latest prayer' });
    expect(await within(card).findByRole('link', { name: 'Healing for Mum' })).toHaveAttribute(
      'href',
      '/prayers/p-mum',
    );
    expect(card).toHaveTextContent('Strengthen her, Lord.');
    expect(card).toHaveTextContent('Prayed on November 22, 2026');
    expect(within(card).getByText('Answered')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'New prayer' })).toHaveAttribute(
      'href',
      '/prayers/new',
    );
    expect(within(card).getByRole('link', { name: 'All prayers' })).toHaveAttribute(
      'href',
      '/prayers',
    );
    expect(calls().map((request) => request.url.pathname)).toEqual(['/api/prayers/recent']);
  });

  it('invites a member without prayers to write one', async () => {
    stubPrayersApi({ prayers: [] });
    renderCard();
    const card = await screen.findByRole('region', { name: 'Start your prayer list' });
    expect(within(card).getByRole('link', { name: 'New prayer' })).toHaveAttribute(
      'href',
      '/prayers/new',
    );
  });

  it('offers the prayer list when the latest prayer cannot be loaded', async () => {
    stubPrayersApi({ override: () => jsonResponse(500, { error: 'Down' }) });
    renderCard();
    const card = await screen.findByRole('region', { name: 'Your latest prayer' });
    expect(await within(card).findByText(/could not be loaded just now/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open prayers' })).toHaveAttribute(
      'href',
      '/prayers',
    );
  });
});
