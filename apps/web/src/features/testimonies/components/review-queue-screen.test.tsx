import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupFakeApiSuite } from '@/testing/test-utils';
import { stubReviewApi } from '../testing/fake-review-api';
import { renderReviewRoutes } from '../testing/render-review-routes';
import { makeTestimony } from '../testing/testimony-fixtures';

const OLDER = makeTestimony({
  id: 't-older',
  title: 'Work came through',
  author_name: 'Lydia',
  status: 'pending',
  created_at: '2026-11-20T09:00:00.000Z',
});
const NEWER = makeTestimony({
  id: 't-newer',
  title: 'Healed in time for Advent',
  author_name: 'Aquila',
  status: 'pending',
  created_at: '2026-11-22T09:00:00.000Z',
});
const APPROVED = makeTestimony({ id: 't-approved', title: 'A safe journey', status: 'approved' });

describe('ReviewQueueScreen', () => {
  setupFakeApiSuite();

  it('lists the waiting testimonies newest first, with the queues counted', async () => {
    stubReviewApi({ testimonies: [OLDER, APPROVED, NEWER] });
    renderReviewRoutes('/admin/testimonials');

    const list = await screen.findByRole('list', { name: 'Waiting testimonies' });
    const rows = within(list).getAllByRole('article');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Healed in time for Advent',
      'Work came through',
    ]);
    const newest = within(list).getByRole('article', { name: 'Healed in time for Advent' });
    expect(within(newest).getByText(/By Aquila on/)).toHaveTextContent(
      'By Aquila on November 22, 2026',
    );
    expect(within(newest).getByText('Waiting')).toBeInTheDocument();
    expect(within(newest).getByRole('link', { name: 'Healed in time for Advent' })).toHaveAttribute(
      'href',
      '/admin/testimonials/t-newer',
    );

    const queues = screen.getByRole('navigation', { name: 'Review queues' });
    expect(await within(queues).findByRole('link', { name: 'Waiting (2)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(queues).getByRole('link', { name: 'Approved (1)' })).toHaveAttribute(
      'href',
      '/admin/testimonials?status=approved',
    );
    expect(within(queues).getByRole('link', { name: 'Rejected (0)' })).toBeInTheDocument();
  });

  it('opens another queue from its tab, and says when a queue is empty', async () => {
    const { calls } = stubReviewApi({ testimonies: [OLDER, APPROVED] });
    const { user, location } = renderReviewRoutes('/admin/testimonials');
    await screen.findByRole('list', { name: 'Waiting testimonies' });

    await user.click(await screen.findByRole('link', { name: 'Approved (1)' }));
    const approved = await screen.findByRole('list', { name: 'Approved testimonies' });
    expect(within(approved).getByRole('link', { name: 'A safe journey' })).toBeInTheDocument();
    expect(location().search).toBe('?status=approved');
    expect(calls().some((call) => call.url.search.includes('status=approved'))).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Rejected (0)' }));
    expect(await screen.findByText('No testimonies have been rejected.')).toBeInTheDocument();
  });

  it('pages a queue on the server with Load more', async () => {
    const { calls } = stubReviewApi({ testimonies: [OLDER, NEWER], pageSize: 1 });
    const { user } = renderReviewRoutes('/admin/testimonials');
    const list = await screen.findByRole('list', { name: 'Waiting testimonies' });
    expect(within(list).getAllByRole('article')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Load more testimonies' }));
    expect(await within(list).findByRole('link', { name: 'Work came through' })).toBeVisible();
    expect(
      calls()
        .filter((call) => call.url.pathname === '/api/admin/testimonies')
        .map((call) => call.url.searchParams.get('offset')),
    ).toEqual(['0', '1']);
  });
});
