import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupFakeApiSuite } from '@/testing/test-utils';
import { stubTestimoniesApi } from '../testing/fake-testimonies-api';
import { renderTestimonyRoutes } from '../testing/render-testimony-routes';
import { makeTestimony } from '../testing/testimony-fixtures';

const TESTIMONIES = [
  makeTestimony({
    id: 't-bakery',
    title: 'A door opened for Sam',
    author_name: 'Naomi',
    content: 'We prayed for months, and Sam starts at the bakery on Monday.',
    created_at: '2026-11-21T09:00:00.000Z',
  }),
  makeTestimony({
    id: 't-rain',
    title: 'Rain for the farms',
    author_name: 'Boaz',
    created_at: '2026-11-22T09:00:00.000Z',
  }),
  // Another member's testimony still in review: nobody else sees it.
  makeTestimony({ id: 't-hidden', title: 'Not yet reviewed', status: 'pending' }),
  makeTestimony({
    id: 't-mine-pending',
    user_id: 'user-1',
    author_name: 'Ruth Moabite',
    title: 'Mum is well',
    status: 'pending',
    created_at: '2026-11-23T09:00:00.000Z',
  }),
  makeTestimony({
    id: 't-mine-shared',
    user_id: 'user-1',
    author_name: 'Ruth Moabite',
    title: 'Provision in winter',
    status: 'approved',
    created_at: '2026-11-10T09:00:00.000Z',
  }),
  makeTestimony({
    id: 't-mine-rejected',
    user_id: 'user-1',
    author_name: 'Ruth Moabite',
    title: 'My neighbour',
    status: 'rejected',
    review_note: 'Please leave out your neighbour’s full name.',
    created_at: '2026-11-05T09:00:00.000Z',
  }),
];

const listTitles = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('TestimoniesScreen', () => {
  setupFakeApiSuite();

  it("shows the community's approved testimonies, newest first, with who shared them", async () => {
    stubTestimoniesApi({ testimonies: TESTIMONIES });
    renderTestimonyRoutes('/testimonies');

    expect(screen.getByRole('tab', { name: 'Community' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(listTitles('Testimonies from the community')).toEqual([
        'Rain for the farms',
        'A door opened for Sam',
        'Provision in winter',
      ]),
    );
    const card = screen.getByRole('article', { name: 'A door opened for Sam' });
    expect(card).toHaveTextContent('Shared by Naomi on November 21, 2026');
    expect(card).toHaveTextContent('Sam starts at the bakery on Monday.');
    expect(within(card).getByRole('link', { name: 'A door opened for Sam' })).toHaveAttribute(
      'href',
      '/testimonies/t-bakery',
    );
    expect(screen.queryByText('Not yet reviewed')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share a testimony' })).toHaveAttribute(
      'href',
      '/testimonies/new',
    );
  });

  it("pages with 'Load more testimonies'", async () => {
    stubTestimoniesApi({ testimonies: TESTIMONIES, pageSize: 2 });
    const { user } = renderTestimonyRoutes('/testimonies');
    await waitFor(() =>
      expect(listTitles('Testimonies from the community')).toEqual([
        'Rain for the farms',
        'A door opened for Sam',
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Load more testimonies' }));
    await waitFor(() => expect(listTitles('Testimonies from the community')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Load more testimonies' })).not.toBeInTheDocument();
  });

  it("shows the member's own testimonies with where each stands in review", async () => {
    stubTestimoniesApi({ testimonies: TESTIMONIES });
    const { user, location } = renderTestimonyRoutes('/testimonies');

    await user.click(screen.getByRole('tab', { name: 'My testimonies' }));
    expect(location().search).toBe('?tab=mine');
    await waitFor(() =>
      expect(listTitles('My testimonies')).toEqual([
        'Mum is well',
        'Provision in winter',
        'My neighbour',
      ]),
    );
    expect(screen.getByRole('article', { name: 'Mum is well' })).toHaveTextContent(
      'Pending review',
    );
    expect(screen.getByRole('article', { name: 'Provision in winter' })).toHaveTextContent(
      'Shared',
    );
    const rejected = screen.getByRole('article', { name: 'My neighbour' });
    expect(rejected).toHaveTextContent('Not approved');
    expect(rejected).toHaveTextContent(
      "Reviewer's note: Please leave out your neighbour’s full name.",
    );
  });

  it('opens on the member’s own with ?tab=mine, and invites a first testimony', async () => {
    stubTestimoniesApi({ testimonies: [] });
    renderTestimonyRoutes('/testimonies?tab=mine');
    expect(screen.getByRole('tab', { name: 'My testimonies' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('You have not shared a testimony yet')).toBeInTheDocument();
  });

  it('says when the community has no testimonies yet', async () => {
    stubTestimoniesApi({ testimonies: [] });
    renderTestimonyRoutes('/testimonies');
    expect(await screen.findByText('No testimonies yet')).toBeInTheDocument();
  });
});
