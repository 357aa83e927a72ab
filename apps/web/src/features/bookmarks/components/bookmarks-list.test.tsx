import { BOOKMARKS_PAGE_SIZE, NO_BOOKMARKS_MESSAGE } from '@manna/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { buildUser, setupFakeApiSuite } from '@/testing/test-utils';
import { newPendingChange } from '../offline-queue/pending-changes';
import { getPendingChanges, updatePendingChanges } from '../offline-queue/pending-changes-store';
import { goOffline, makeBookmark } from '../testing/fake-bookmarks-api';
import {
  type RenderWithBookmarksApiOptions,
  renderWithBookmarksApi,
} from '../testing/render-with-bookmarks-api';
import { BOOKMARK_OFFLINE_NOTE } from '../utils/bookmark-messages';
import { BookmarksList } from './bookmarks-list';

const REMOVED = 'The verse has been removed from your bookmarks.';

const setup = (options: RenderWithBookmarksApiOptions = {}) =>
  renderWithBookmarksApi(<BookmarksList />, {
    user: buildUser({ time_zone: 'America/New_York' }),
    ...options,
  });

const item = (reference: string) =>
  screen.findByRole('article', { name: reference }).then((article) => within(article));

describe('BookmarksList', () => {
  setupFakeApiSuite();

  it('lists bookmarks newest first with their text, translation, date and a way to read on', async () => {
    setup({
      bookmarks: [
        makeBookmark({
          id: 'b-1',
          reference: 'John 3:16',
          translation: 'kjv',
          created_at: '2026-11-02T03:00:00.000Z',
        }),
        makeBookmark({
          id: 'b-2',
          reference: '1 Corinthians 13:4',
          text: 'Love suffers long and is kind.',
          translation: 'web',
          created_at: '2026-11-20T15:00:00.000Z',
        }),
      ],
    });

    expect(
      await screen.findByRole('heading', { name: 'Your Bookmarked Verses' }),
    ).toBeInTheDocument();
    const john = await item('John 3:16');
    expect(
      john.getByText('For God so loved the world, that he gave his only begotten Son.'),
    ).toBeInTheDocument();
    expect(john.getByText('KJV')).toBeInTheDocument();
    // In the member's zone: 03:00 UTC is still the evening before in New York.
    expect(john.getByText('November 1, 2026')).toHaveAttribute(
      'datetime',
      '2026-11-02T03:00:00.000Z',
    );
    expect(john.getByRole('link', { name: 'Read John 3:16 in context' })).toHaveAttribute(
      'href',
      '/bible/JHN/3?verse=16',
    );

    const corinthians = await item('1 Corinthians 13:4');
    expect(corinthians.getByText('WEB')).toBeInTheDocument();
    expect(corinthians.getByText('November 20, 2026')).toBeInTheDocument();
    expect(
      corinthians.getByRole('link', { name: 'Read 1 Corinthians 13:4 in context' }),
    ).toHaveAttribute('href', '/bible/1CO/13?verse=4');

    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['1 Corinthians 13:4', 'John 3:16']);
  });

  it('says how to bookmark when there is nothing yet', async () => {
    setup();
    expect(await screen.findByText(NO_BOOKMARKS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(NO_BOOKMARKS_MESSAGE).textContent).toBe(
      'No bookmarks yet - Click the bookmark icon next to any verse while reading to save it for later reference.',
    );
  });

  it('asks a signed-out visitor to sign in, without asking the server', () => {
    const { fake } = setup({ user: null });
    expect(screen.getByText('Please sign in to continue')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(fake.calls()).toEqual([]);
  });

  it('shows a spinner while loading', async () => {
    setup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading bookmarks...');
    expect(await screen.findByText(NO_BOOKMARKS_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Loading bookmarks...')).not.toBeInTheDocument();
  });

  it('removes a bookmark with a toast', async () => {
    const { fake, userEvents } = setup({
      bookmarks: [
        makeBookmark({ id: 'b-1', reference: 'John 3:16' }),
        makeBookmark({ id: 'b-2', reference: 'Ruth 1:16', created_at: '2026-11-01T00:00:00.000Z' }),
      ],
    });

    await userEvents.click(
      (await item('John 3:16')).getByRole('button', { name: 'Remove bookmark John 3:16' }),
    );

    expect(await screen.findByText('Bookmark Removed')).toBeInTheDocument();
    expect(screen.getByText(REMOVED)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'John 3:16' })).not.toBeInTheDocument(),
    );
    expect(await item('Ruth 1:16')).toBeDefined();
    expect(fake.calls()).toContain('DELETE /api/bookmarks/b-1');
    expect(fake.bookmarks().map((b) => b.id)).toEqual(['b-2']);
  });

  it('loads more, a page at a time, until there are no more', async () => {
    const bookmarks = Array.from({ length: BOOKMARKS_PAGE_SIZE + 1 }, (_, index) =>
      makeBookmark({
        id: `b-${index}`,
        reference: `Psalms 119:${index + 1}`,
        created_at: new Date(Date.UTC(2026, 10, 1, 0, BOOKMARKS_PAGE_SIZE - index)).toISOString(),
      }),
    );
    const { fake, userEvents } = setup({ bookmarks });

    expect(await item('Psalms 119:1')).toBeDefined();
    expect(screen.getAllByRole('article')).toHaveLength(BOOKMARKS_PAGE_SIZE);
    expect(screen.queryByRole('article', { name: 'Psalms 119:51' })).not.toBeInTheDocument();

    await userEvents.click(screen.getByRole('button', { name: 'Load more bookmarks' }));

    expect(await item('Psalms 119:51')).toBeDefined();
    expect(screen.getAllByRole('article')).toHaveLength(BOOKMARKS_PAGE_SIZE + 1);
    expect(screen.queryByRole('button', { name: 'Load more bookmarks' })).not.toBeInTheDocument();
    expect(fake.calls()).toEqual([
      `GET /api/bookmarks?limit=${BOOKMARKS_PAGE_SIZE}&offset=0`,
      `GET /api/bookmarks?limit=${BOOKMARKS_PAGE_SIZE}&offset=${BOOKMARKS_PAGE_SIZE}`,
    ]);
  });

  it("says 'Failed to load bookmarks', logs it, and loads again on Retry", async () => {
    let failing = true;
    const { userEvents } = setup({
      bookmarks: [makeBookmark({ reference: 'John 3:16' })],
      override: ({ url }) =>
        failing && url.pathname === '/api/bookmarks'
          ? jsonResponse(500, { error: 'Database unavailable' })
          : undefined,
    });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load bookmarks')).toBeInTheDocument();
    expect(within(alert).getByText('Database unavailable')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      'Failed to load bookmarks: Database unavailable',
      expect.any(Error),
    );
    expect(screen.queryByText(NO_BOOKMARKS_MESSAGE)).not.toBeInTheDocument();

    failing = false;
    await userEvents.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await item('John 3:16')).toBeDefined();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('changes made offline', () => {
    it("shows a bookmark made offline, marked 'Waiting to sync', and hides one removed", async () => {
      updatePendingChanges('user-1', () => [
        newPendingChange(
          { kind: 'add', reference: 'Ruth 1:16', translation: 'kjv', text: 'Whither thou goest.' },
          new Date('2026-11-21T12:00:00.000Z'),
        ),
        newPendingChange({ kind: 'remove', reference: 'John 3:16', translation: 'kjv' }),
      ]);
      setup({
        bookmarks: [
          makeBookmark({ reference: 'John 3:16' }),
          makeBookmark({ reference: 'John 3:17', created_at: '2026-11-01T00:00:00.000Z' }),
        ],
      });

      const ruth = await item('Ruth 1:16');
      expect(ruth.getByText('Waiting to sync')).toBeInTheDocument();
      expect(ruth.getByText('Whither thou goest.')).toBeInTheDocument();
      expect(ruth.getByText('November 21, 2026')).toBeInTheDocument();
      const john = await item('John 3:17');
      expect(john.queryByText('Waiting to sync')).not.toBeInTheDocument();
      expect(screen.queryByRole('article', { name: 'John 3:16' })).not.toBeInTheDocument();
    });

    it('cancels a waiting bookmark when it is removed', async () => {
      updatePendingChanges('user-1', () => [
        newPendingChange({ kind: 'add', reference: 'Ruth 1:16', translation: 'kjv', text: 'x' }),
      ]);
      const { fake, userEvents } = setup();

      await userEvents.click(
        (await item('Ruth 1:16')).getByRole('button', { name: 'Remove bookmark Ruth 1:16' }),
      );

      expect(await screen.findByText(REMOVED)).toBeInTheDocument();
      expect(await screen.findByText(NO_BOOKMARKS_MESSAGE)).toBeInTheDocument();
      expect(getPendingChanges('user-1')).toEqual([]);
      expect(fake.writes()).toEqual([]);
    });

    it('keeps a removal made offline on this device', async () => {
      const { fake, userEvents } = setup({
        bookmarks: [makeBookmark({ id: 'b-1', reference: 'John 3:16' })],
      });
      const john = await item('John 3:16');
      goOffline();

      await userEvents.click(john.getByRole('button', { name: 'Remove bookmark John 3:16' }));

      expect(await screen.findByText(`${REMOVED} ${BOOKMARK_OFFLINE_NOTE}`)).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('article', { name: 'John 3:16' })).not.toBeInTheDocument(),
      );
      expect(getPendingChanges('user-1')).toEqual([
        expect.objectContaining({ kind: 'remove', reference: 'John 3:16', translation: 'kjv' }),
      ]);
      expect(fake.writes()).toEqual([]);
    });
  });
});
