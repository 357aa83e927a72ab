import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { setupFakeApiSuite } from '@/testing/test-utils';
import { stubPrayersApi } from '../testing/fake-prayers-api';
import { makePrayer } from '../testing/prayer-fixtures';
import { renderPrayerRoutes } from '../testing/render-prayer-routes';

const PRAYERS = [
  makePrayer({
    id: 'p-job',
    title: 'A new job for Sam',
    content: 'Open the right door for Sam this month.',
    created_at: '2026-11-21T09:00:00.000Z',
    is_answered: true,
    answer_details: 'Sam starts at the bakery on Monday.',
    answered_at: '2026-11-22T18:00:00.000Z',
  }),
  makePrayer({
    id: 'p-mum',
    title: 'Healing for Mum',
    content: 'Lord, strengthen Mum through her treatment.',
    created_at: '2026-11-22T09:00:00.000Z',
  }),
  makePrayer({
    id: 'p-old',
    title: 'Peace at home',
    content: 'x'.repeat(200),
    created_at: '2026-10-01T09:00:00.000Z',
  }),
];

const titles = () =>
  within(screen.getByRole('list', { name: 'Your prayers' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('PrayersScreen', () => {
  setupFakeApiSuite();

  it('lists the prayers newest first with their request, date and answer', async () => {
    stubPrayersApi({ prayers: PRAYERS });
    renderPrayerRoutes('/prayers');

    expect(screen.getByText('Loading your prayers...')).toBeInTheDocument();
    expect(await screen.findByText('3 prayers')).toBeInTheDocument();
    expect(titles()).toEqual(['Healing for Mum', 'A new job for Sam', 'Peace at home']);

    const answered = screen.getByRole('article', { name: 'A new job for Sam' });
    expect(within(answered).getByText('Answered')).toBeInTheDocument();
    expect(answered).toHaveTextContent('How God answered: Sam starts at the bakery on Monday.');
    expect(answered).toHaveTextContent('Prayed on November 21, 2026');
    expect(answered).toHaveTextContent('Answered on November 22, 2026');
    expect(within(answered).getByRole('link', { name: 'A new job for Sam' })).toHaveAttribute(
      'href',
      '/prayers/p-job',
    );

    const waiting = screen.getByRole('article', { name: 'Healing for Mum' });
    expect(within(waiting).queryByText('Answered')).not.toBeInTheDocument();
    // A long request shows its first 150 characters.
    expect(screen.getByRole('article', { name: 'Peace at home' })).toHaveTextContent(
      `${'x'.repeat(150)}...`,
    );
    expect(screen.getByRole('link', { name: 'New prayer' })).toHaveAttribute(
      'href',
      '/prayers/new',
    );
  });

  it("pages through the prayers with 'Load more prayers'", async () => {
    const { calls } = stubPrayersApi({ prayers: PRAYERS, pageSize: 2 });
    const { user } = renderPrayerRoutes('/prayers');

    expect(await screen.findByText('3 prayers')).toBeInTheDocument();
    expect(titles()).toEqual(['Healing for Mum', 'A new job for Sam']);

    await user.click(screen.getByRole('button', { name: 'Load more prayers' }));
    await waitFor(() =>
      expect(titles()).toEqual(['Healing for Mum', 'A new job for Sam', 'Peace at home']),
    );
    expect(screen.queryByRole('button', { name: 'Load more prayers' })).not.toBeInTheDocument();
    expect(
      calls()
        .filter((request) => request.url.pathname === '/api/prayers')
        .map((request) => request.url.searchParams.get('offset')),
    ).toEqual(['0', '2']);
  });

  it('filters by All, Waiting and Answered, asking the server for each', async () => {
    const { calls } = stubPrayersApi({ prayers: PRAYERS });
    const { user } = renderPrayerRoutes('/prayers');
    await screen.findByText('3 prayers');
    const chips = screen.getByRole('group', { name: 'Show prayers' });
    expect(within(chips).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(chips).getByRole('button', { name: 'Answered' }));
    expect(within(chips).getByRole('button', { name: 'Answered' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByText('1 answered')).toBeInTheDocument();
    expect(titles()).toEqual(['A new job for Sam']);

    await user.click(within(chips).getByRole('button', { name: 'Waiting' }));
    expect(await screen.findByText('2 waiting')).toBeInTheDocument();
    expect(titles()).toEqual(['Healing for Mum', 'Peace at home']);

    await user.click(within(chips).getByRole('button', { name: 'All' }));
    expect(await screen.findByText('3 prayers')).toBeInTheDocument();
    expect(titles()).toHaveLength(3);
    expect(
      calls()
        .filter((request) => request.url.pathname === '/api/prayers')
        .map((request) => request.url.searchParams.get('status')),
    ).toEqual([null, 'answered', 'waiting']);
  });

  it('says when a filter holds no prayers', async () => {
    stubPrayersApi({ prayers: PRAYERS.slice(1, 2) });
    const { user } = renderPrayerRoutes('/prayers');
    await screen.findByText('1 prayer');

    await user.click(screen.getByRole('button', { name: 'Answered' }));
    expect(await screen.findByText('No answered prayers yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Waiting' }));
    expect(await screen.findByText('1 waiting')).toBeInTheDocument();
  });

  it('invites a member without prayers to write the first one', async () => {
    stubPrayersApi({ prayers: [] });
    renderPrayerRoutes('/prayers');
    expect(await screen.findByText('No prayers yet')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Show prayers' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New prayer' })).toHaveLength(2);
  });

  it('shows a failed load with Retry', async () => {
    let fail = true;
    stubPrayersApi({
      prayers: PRAYERS,
      override: ({ url }) =>
        fail && url.pathname === '/api/prayers'
          ? jsonResponse(500, { error: 'The server is resting' })
          : undefined,
    });
    const { user } = renderPrayerRoutes('/prayers');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your prayers could not be loaded');
    expect(alert).toHaveTextContent('The server is resting');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('3 prayers')).toBeInTheDocument();
  });

  it('links to the recent prayers and to testimonies', async () => {
    stubPrayersApi({ prayers: PRAYERS });
    renderPrayerRoutes('/prayers');
    const more = screen.getByRole('navigation', { name: 'More on prayer' });
    expect(within(more).getByRole('link', { name: 'Recent prayers' })).toHaveAttribute(
      'href',
      '/prayers/recent',
    );
    expect(within(more).getByRole('link', { name: 'Testimonies' })).toHaveAttribute(
      'href',
      '/testimonies',
    );
  });
});
