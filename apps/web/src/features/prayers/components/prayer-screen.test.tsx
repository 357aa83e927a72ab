import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { setupFakeApiSuite } from '@/testing/test-utils';
import { stubPrayersApi } from '../testing/fake-prayers-api';
import { makePrayer } from '../testing/prayer-fixtures';
import { renderPrayerRoutes } from '../testing/render-prayer-routes';

const WAITING = makePrayer({
  id: 'p-mum',
  title: 'Healing for Mum',
  content: 'Lord, strengthen Mum through her treatment.\nGive the doctors wisdom.',
  created_at: '2026-11-20T09:00:00.000Z',
});

const ANSWERED = makePrayer({
  id: 'p-job',
  title: 'A new job for Sam',
  content: 'Open the right door for Sam.',
  is_answered: true,
  answer_details: 'Sam starts at the bakery on Monday.',
  answered_at: '2026-11-22T18:00:00.000Z',
});

const patches = (calls: ReturnType<typeof stubPrayersApi>['calls']) =>
  calls()
    .filter((request) => request.method === 'PATCH')
    .map((request) => request.body);

describe('PrayerScreen', () => {
  setupFakeApiSuite();

  it('shows the whole prayer, waiting for an answer', async () => {
    stubPrayersApi({ prayers: [WAITING] });
    renderPrayerRoutes('/prayers/p-mum');

    expect(await screen.findByRole('heading', { level: 1, name: 'Healing for Mum' })).toBeVisible();
    expect(screen.getByText('Waiting for an answer')).toBeInTheDocument();
    expect(screen.getByText(/Give the doctors wisdom\./)).toBeInTheDocument();
    expect(screen.getByText(/Prayed on/)).toHaveTextContent('Prayed on November 20, 2026');
    expect(screen.getByText('Private')).toBeInTheDocument();
    // Only an answered prayer becomes a testimony.
    expect(screen.queryByRole('link', { name: 'Share a testimony' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All prayers' })).toHaveAttribute('href', '/prayers');
  });

  it('marks a prayer answered, with how God answered', async () => {
    const { calls } = stubPrayersApi({ prayers: [WAITING] });
    const { user } = renderPrayerRoutes('/prayers/p-mum');

    await user.click(await screen.findByRole('button', { name: 'Mark as answered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as answered' });
    await user.type(
      within(dialog).getByLabelText('How did God answer? (optional)'),
      '  The scan was clear.  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark as answered' }));

    expect(await screen.findByText('Prayer answered')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches(calls)).toEqual([{ is_answered: true, answer_details: 'The scan was clear.' }]);

    const answer = screen.getByRole('region', { name: 'How God answered' });
    expect(answer).toHaveTextContent('The scan was clear.');
    expect(answer).toHaveTextContent('Answered on November 23, 2026');
    expect(screen.getAllByText('Answered').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Share a testimony' })).toHaveAttribute(
      'href',
      '/testimonies/new?prayer=p-mum',
    );
  });

  it('marks an answered prayer as not answered, and edits an answer', async () => {
    const { calls } = stubPrayersApi({ prayers: [ANSWERED] });
    const { user } = renderPrayerRoutes('/prayers/p-job');

    await user.click(await screen.findByRole('button', { name: 'Edit answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit answer' });
    const details = within(dialog).getByLabelText('How did God answer? (optional)');
    expect(details).toHaveValue('Sam starts at the bakery on Monday.');
    await user.clear(details);
    await user.type(details, 'Sam started at the bakery.');
    await user.click(within(dialog).getByRole('button', { name: 'Save answer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'How God answered' })).toHaveTextContent(
      'Sam started at the bakery.',
    );

    await user.click(screen.getByRole('button', { name: 'Mark as not answered' }));
    expect(await screen.findByText('Waiting for an answer')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How God answered' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as answered' })).toBeInTheDocument();
    expect(patches(calls)).toEqual([
      { is_answered: true, answer_details: 'Sam started at the bakery.' },
      { is_answered: false },
    ]);
  });

  it('adds the prayer to the journal and links to the entry', async () => {
    const { calls } = stubPrayersApi({ prayers: [WAITING] });
    const { user } = renderPrayerRoutes('/prayers/p-mum');

    await user.click(await screen.findByRole('button', { name: 'Add to journal' }));
    const open = await screen.findByRole('link', { name: 'Open in journal' });
    expect(open).toHaveAttribute('href', '/journal/entry-for-p-mum');
    expect(open).toHaveFocus();
    expect(screen.getByText('Added to your journal')).toBeInTheDocument();
    expect(
      calls()
        .filter((request) => request.method === 'POST')
        .map((request) => request.url.pathname),
    ).toEqual(['/api/prayers/p-mum/journal']);

    await user.click(open);
    expect(screen.getByText('Now at /journal/entry-for-p-mum')).toBeInTheDocument();
  });

  it('announces a journal achievement the new entry earned', async () => {
    stubPrayersApi({
      prayers: [WAITING],
      override: ({ method, url }) =>
        method === 'POST' && url.pathname.endsWith('/journal')
          ? jsonResponse(201, {
              entry: { id: 'entry-1' },
              earned: [
                {
                  id: 'a1',
                  type: 'journal',
                  name: 'First Reflection',
                  description: 'Write your first journal entry.',
                  badge_color: 'blue',
                  reward_tokens: 5,
                },
              ],
            })
          : undefined,
    });
    const { user } = renderPrayerRoutes('/prayers/p-mum');
    await user.click(await screen.findByRole('button', { name: 'Add to journal' }));
    expect(await screen.findByText('Achievement unlocked: First Reflection')).toBeInTheDocument();
    expect(screen.getByText('+5 tokens. Write your first journal entry.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in journal' })).toHaveAttribute(
      'href',
      '/journal/entry-1',
    );
  });

  it('opens the journal entry of a prayer already linked', async () => {
    stubPrayersApi({ prayers: [{ ...WAITING, journal_entry_id: 'entry-9' }] });
    renderPrayerRoutes('/prayers/p-mum');
    expect(await screen.findByRole('link', { name: 'Open in journal' })).toHaveAttribute(
      'href',
      '/journal/entry-9',
    );
    expect(screen.queryByRole('button', { name: 'Add to journal' })).not.toBeInTheDocument();
  });

  it("says 'Failed to link prayer to journal' when linking fails", async () => {
    stubPrayersApi({
      prayers: [WAITING],
      override: ({ method, url }) =>
        method === 'POST' && url.pathname.endsWith('/journal')
          ? jsonResponse(500, { error: 'Something went wrong on our side' })
          : undefined,
    });
    const { user } = renderPrayerRoutes('/prayers/p-mum');

    await user.click(await screen.findByRole('button', { name: 'Add to journal' }));
    expect(await screen.findByText('Failed to link prayer to journal')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to journal' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Open in journal' })).not.toBeInTheDocument();
  });

  it('edits the prayer', async () => {
    const { calls } = stubPrayersApi({ prayers: [WAITING] });
    const { user } = renderPrayerRoutes('/prayers/p-mum');

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit prayer' });
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('Give your prayer a title')).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);

    await user.type(title, 'Healing and rest for Mum');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Healing and rest for Mum' }),
    ).toBeInTheDocument();
    expect(patches(calls)).toEqual([
      {
        title: 'Healing and rest for Mum',
        content: WAITING.content,
        is_private: true,
      },
    ]);
  });

  it('deletes the prayer after asking, and goes back to the list', async () => {
    const { calls } = stubPrayersApi({ prayers: [WAITING] });
    const { user, location } = renderPrayerRoutes('/prayers/p-mum');

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this prayer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls().some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete prayer' }));
    expect(await screen.findByText('Prayer deleted')).toBeInTheDocument();
    expect(location().pathname).toBe('/prayers');
    expect(await screen.findByText('No prayers yet')).toBeInTheDocument();
  });

  it("says 'Prayer not found' for a prayer that is not the member's", async () => {
    stubPrayersApi({ prayers: [WAITING] });
    renderPrayerRoutes('/prayers/someone-elses');
    expect(await screen.findByRole('heading', { name: 'Prayer not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to prayers' })).toHaveAttribute(
      'href',
      '/prayers',
    );
  });
});
