import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupFakeApiSuite } from '@/testing/test-utils';
import { stubTestimoniesApi } from '../testing/fake-testimonies-api';
import { renderTestimonyRoutes } from '../testing/render-testimony-routes';
import { makeTestimony } from '../testing/testimony-fixtures';

const MINE_PENDING = makeTestimony({
  id: 't-pending',
  user_id: 'user-1',
  author_name: 'Ruth Moabite',
  title: 'Mum is well',
  content: 'The scan was clear.\nThank you, Lord.',
  prayer_id: 'p-mum',
  status: 'pending',
  created_at: '2026-11-23T09:00:00.000Z',
});

const MINE_REJECTED = makeTestimony({
  id: 't-rejected',
  user_id: 'user-1',
  title: 'My neighbour',
  status: 'rejected',
  review_note: 'Please leave out full names.',
});

const OTHERS_APPROVED = makeTestimony({
  id: 't-naomi',
  title: 'A door opened for Sam',
  author_name: 'Naomi',
  created_at: '2026-11-21T09:00:00.000Z',
});

const OTHERS_PENDING = makeTestimony({ id: 't-boaz', status: 'pending', author_name: 'Boaz' });

describe('TestimonyScreen', () => {
  setupFakeApiSuite();

  it('tells the member their testimony is waiting for review', async () => {
    stubTestimoniesApi({ testimonies: [MINE_PENDING] });
    renderTestimonyRoutes('/testimonies/t-pending');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mum is well' })).toBeVisible();
    expect(screen.getByText('Pending review')).toBeInTheDocument();
    expect(screen.getByText('Waiting for review')).toBeInTheDocument();
    expect(screen.getByText(/only you can see it/)).toBeInTheDocument();
    expect(screen.getByText(/Thank you, Lord\./)).toBeInTheDocument();
    expect(screen.getByText(/Written by you on/)).toHaveTextContent(
      'Written by you on November 23, 2026',
    );
    expect(screen.getByRole('link', { name: 'Open the prayer' })).toHaveAttribute(
      'href',
      '/prayers/p-mum',
    );
  });

  it("shows a rejected testimony's reviewer note to its author", async () => {
    stubTestimoniesApi({ testimonies: [MINE_REJECTED] });
    renderTestimonyRoutes('/testimonies/t-rejected');
    expect(await screen.findByRole('heading', { level: 1, name: 'My neighbour' })).toBeVisible();
    expect(screen.getAllByText('Not approved').length).toBeGreaterThan(0);
    expect(screen.getByText(/Please leave out full names\./)).toBeInTheDocument();
  });

  it("shows another member's approved testimony, without their review or a delete", async () => {
    stubTestimoniesApi({ testimonies: [OTHERS_APPROVED] });
    renderTestimonyRoutes('/testimonies/t-naomi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A door opened for Sam' }),
    ).toBeVisible();
    expect(screen.getByText(/Shared by Naomi on/)).toHaveTextContent(
      'Shared by Naomi on November 21, 2026',
    );
    expect(screen.queryByText('Shared')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("answers 'Testimony not found' for another member's unapproved testimony", async () => {
    stubTestimoniesApi({ testimonies: [OTHERS_PENDING] });
    renderTestimonyRoutes('/testimonies/t-boaz');
    expect(await screen.findByRole('heading', { name: 'Testimony not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to testimonies' })).toHaveAttribute(
      'href',
      '/testimonies',
    );
  });

  it('deletes the member’s own testimony after asking', async () => {
    const { calls } = stubTestimoniesApi({ testimonies: [MINE_PENDING] });
    const { user, location } = renderTestimonyRoutes('/testimonies/t-pending');

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this testimony?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete testimony' }));

    expect(await screen.findByText('Testimony deleted')).toBeInTheDocument();
    expect(location().pathname).toBe('/testimonies');
    expect(
      calls()
        .filter((request) => request.method === 'DELETE')
        .map((request) => request.url.pathname),
    ).toEqual(['/api/testimonies/t-pending']);
  });
});
