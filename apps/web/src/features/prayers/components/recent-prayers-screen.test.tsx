import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupFakeApiSuite } from '@/testing/test-utils';
import { stubPrayersApi } from '../testing/fake-prayers-api';
import { makePrayer } from '../testing/prayer-fixtures';
import { renderPrayerRoutes } from '../testing/render-prayer-routes';

// The screen's clock is fixed at 2026-11-23 12:00 UTC (RECENT_NOW): 30 days back is 2026-10-24.
const PRAYERS = [
  makePrayer({ id: 'a', title: 'Today', created_at: '2026-11-23T08:00:00.000Z' }),
  makePrayer({ id: 'b', title: 'Last week', created_at: '2026-11-16T08:00:00.000Z' }),
  makePrayer({ id: 'c', title: 'Within the month', created_at: '2026-10-25T08:00:00.000Z' }),
  makePrayer({ id: 'd', title: 'Two months ago', created_at: '2026-09-20T08:00:00.000Z' }),
  makePrayer({ id: 'e', title: 'Last year', created_at: '2025-11-20T08:00:00.000Z' }),
];

const titles = () =>
  within(screen.getByRole('list', { name: 'Recent prayers' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('RecentPrayersScreen', () => {
  setupFakeApiSuite();

  it('shows the prayers of the last 30 days, newest first', async () => {
    stubPrayersApi({ prayers: PRAYERS });
    renderPrayerRoutes('/prayers/recent');

    expect(await screen.findByRole('heading', { level: 1, name: 'Recent prayers' })).toBeVisible();
    await waitFor(() => expect(titles()).toEqual(['Today', 'Last week', 'Within the month']));
    expect(screen.getByText(/Older prayers are in/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more prayers' })).not.toBeInTheDocument();
  });

  it('loads more while the loaded prayers are all recent, and stops at the window', async () => {
    const { calls } = stubPrayersApi({ prayers: PRAYERS, pageSize: 2 });
    const { user } = renderPrayerRoutes('/prayers/recent');

    await waitFor(() => expect(titles()).toEqual(['Today', 'Last week']));
    await user.click(screen.getByRole('button', { name: 'Load more prayers' }));
    await waitFor(() => expect(titles()).toEqual(['Today', 'Last week', 'Within the month']));
    // The second page reached a prayer older than 30 days: nothing more to load here.
    expect(screen.queryByRole('button', { name: 'Load more prayers' })).not.toBeInTheDocument();
    expect(calls().filter((request) => request.url.pathname === '/api/prayers')).toHaveLength(2);
  });

  it('invites a prayer when none is recent, and points at the older ones', async () => {
    stubPrayersApi({ prayers: PRAYERS.slice(3) });
    renderPrayerRoutes('/prayers/recent');

    expect(await screen.findByText('No prayers in the last 30 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all prayers' })).toHaveAttribute(
      'href',
      '/prayers',
    );
    expect(screen.getAllByRole('link', { name: 'New prayer' }).length).toBeGreaterThan(0);
  });
});
