import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubJournalApi } from '@/features/journal/testing/fake-journal-api';
import { makeEntry, makeTopic } from '@/features/journal/testing/journal-fixtures';
import { buildUser, renderRoutes, setupFakeApiSuite } from '@/testing/test-utils';
import { routes } from '../../router';

const renderAt = (path: string) => renderRoutes(routes, { path, user: buildUser() });

describe('journal routes', () => {
  setupFakeApiSuite();

  it('/journal opens the journal with Journal lit in the bottom navigation', async () => {
    stubJournalApi({ entries: [makeEntry({ title: 'Thankful' })] });
    renderAt('/journal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Journal' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Thankful' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Journal' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('/journal/new is the new-topic form', async () => {
    stubJournalApi();
    renderAt('/journal/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New topic' })).toBeInTheDocument();
  });

  it('/journal/entries/new?topic=id writes into that topic', async () => {
    stubJournalApi({ topics: [makeTopic({ id: 't1', title: 'Family' })] });
    renderAt('/journal/entries/new?topic=t1');
    expect(await screen.findByRole('heading', { level: 1, name: 'New entry' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('t1'));
  });

  it('/journal/:id shows an entry, and /journal/:id/edit edits a topic', async () => {
    stubJournalApi({
      entries: [makeEntry({ id: 'e1', title: 'Grateful' })],
      topics: [makeTopic({ id: 't1', title: 'Family' })],
    });
    const { unmount } = renderAt('/journal/e1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grateful' })).toBeInTheDocument();
    unmount();
    renderAt('/journal/t1/edit');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit topic' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Family');
  });

  it("/journal/:id that is not the member's is the not-found screen", async () => {
    stubJournalApi();
    renderAt('/journal/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in first', async () => {
    stubJournalApi();
    const { location } = renderRoutes(routes, { path: '/journal/new', user: null });
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().search).toBe(`?return=${encodeURIComponent('/journal/new')}`);
  });
});
