import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { setupFakeApiSuite } from '@/testing/test-utils';
import { stubReviewApi } from '../testing/fake-review-api';
import { renderReviewRoutes } from '../testing/render-review-routes';
import { makeTestimony } from '../testing/testimony-fixtures';

const PENDING = makeTestimony({
  id: 't-pending',
  title: 'Mum is well',
  author_name: 'Ruth Moabite',
  content: 'The scan was clear.\nThank you, Lord.',
  prayer_id: 'p-mum',
  status: 'pending',
  created_at: '2026-11-23T09:00:00.000Z',
});
const APPROVED = makeTestimony({ id: 't-approved', title: 'A safe journey', status: 'approved' });
const PRAYER = { id: 'p-mum', title: 'Healing for Mum' };

const reviewsSent = (calls: () => { method: string; url: URL; body: unknown }[]) =>
  calls()
    .filter((call) => call.method === 'POST')
    .map((call) => [call.url.pathname, call.body]);

describe('TestimonyReviewScreen', () => {
  setupFakeApiSuite();

  it('shows the whole testimony, its author and its prayer’s title only', async () => {
    stubReviewApi({ testimonies: [PENDING], prayers: [PRAYER] });
    renderReviewRoutes('/admin/testimonials/t-pending');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mum is well' })).toBeVisible();
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(screen.getByText(/By Ruth Moabite on/)).toHaveTextContent(
      'By Ruth Moabite on November 23, 2026',
    );
    expect(screen.getByText(/Thank you, Lord\./)).toBeInTheDocument();
    expect(screen.getByText('Tells of the prayer “Healing for Mum”')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
  });

  it('approves after asking, with a toast, and shows the new status', async () => {
    const { calls } = stubReviewApi({ testimonies: [PENDING] });
    const { user } = renderReviewRoutes('/admin/testimonials/t-pending');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));

    const dialog = await screen.findByRole('dialog', { name: 'Approve this testimony?' });
    expect(reviewsSent(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Testimony approved')).toBeInTheDocument();
    expect(reviewsSent(calls)).toEqual([
      ['/api/admin/testimonies/t-pending/review', { status: 'approved' }],
    ]);
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('rejects with a note for the author, and shows the note', async () => {
    const { calls } = stubReviewApi({ testimonies: [PENDING] });
    const { user } = renderReviewRoutes('/admin/testimonials/t-pending');
    await user.click(await screen.findByRole('button', { name: 'Reject' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reject this testimony?' });
    await user.type(
      within(dialog).getByLabelText('Note to the author (optional)'),
      'Please leave out full names.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Testimony rejected')).toBeInTheDocument();
    expect(reviewsSent(calls)).toEqual([
      [
        '/api/admin/testimonies/t-pending/review',
        { status: 'rejected', review_note: 'Please leave out full names.' },
      ],
    ]);
    const review = await screen.findByRole('region', { name: 'Last review' });
    expect(review).toHaveTextContent("Reviewer's note: Please leave out full names.");
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('unpublishes an approved testimony into the rejected ones', async () => {
    const { calls } = stubReviewApi({ testimonies: [APPROVED] });
    const { user } = renderReviewRoutes('/admin/testimonials/t-approved');
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));

    const dialog = await screen.findByRole('dialog', { name: 'Unpublish this testimony?' });
    await user.type(
      within(dialog).getByLabelText('Note to the author (optional)'),
      'A name slipped in.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));

    expect(await screen.findByText('Testimony unpublished')).toBeInTheDocument();
    expect(reviewsSent(calls)).toEqual([
      [
        '/api/admin/testimonies/t-approved/review',
        { status: 'rejected', review_note: 'A name slipped in.' },
      ],
    ]);
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
  });

  it('keeps the dialog and the note when the review fails', async () => {
    stubReviewApi({
      testimonies: [PENDING],
      override: (request) =>
        request.url.pathname.endsWith('/review')
          ? jsonResponse(400, { error: 'Review note must be 2000 characters or fewer' })
          : undefined,
    });
    const { user } = renderReviewRoutes('/admin/testimonials/t-pending');
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this testimony?' });
    await user.type(within(dialog).getByLabelText('Note to the author (optional)'), 'Too long');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await within(dialog).findByText('The review could not be saved')).toBeInTheDocument();
    expect(within(dialog).getByText('Review note must be 2000 characters or fewer')).toBeVisible();
    expect(within(dialog).getByLabelText('Note to the author (optional)')).toHaveValue('Too long');
  });

  it("answers 'Testimony not found' for a testimony that is gone", async () => {
    stubReviewApi({ testimonies: [] });
    renderReviewRoutes('/admin/testimonials/t-gone');
    expect(await screen.findByRole('heading', { name: 'Testimony not found' })).toBeVisible();
  });
});
