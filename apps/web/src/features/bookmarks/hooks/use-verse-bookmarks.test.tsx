import type { ChapterBookmarksResponse, ChapterVerse } from '@manna/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { setupFakeApiSuite } from '@/testing/test-utils';
import { chapterBookmarksQueryKey } from '../api/bookmark-keys';
import { BookmarkToggle } from '../components/bookmark-toggle';
import { newPendingChange } from '../offline-queue/pending-changes';
import { getPendingChanges, updatePendingChanges } from '../offline-queue/pending-changes-store';
import { goOffline, makeBookmark } from '../testing/fake-bookmarks-api';
import {
  type RenderWithBookmarksApiOptions,
  renderWithBookmarksApi,
} from '../testing/render-with-bookmarks-api';
import { BOOKMARK_OFFLINE_NOTE } from '../utils/bookmark-messages';
import { bookmarkTextOf, useVerseBookmarks } from './use-verse-bookmarks';

const VERSES: ChapterVerse[] = [
  {
    verse: 16,
    text: 'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have *everlasting* life.',
  },
  {
    verse: 17,
    text: 'For God sent not his Son into the world to condemn the world; but that the world through him might be saved.',
  },
];
const PLAIN_16 =
  'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.';
const CHAPTER_KEY = chapterBookmarksQueryKey({ book: 'John', chapter: 3, translation: 'kjv' });
const ADDED = 'Added John 3:16 to your bookmarks.';
const REMOVED = 'The verse has been removed from your bookmarks.';

/** The reader's use of the hook: a toggle after each verse. */
function Reader() {
  const bookmarks = useVerseBookmarks({ book: 'John', chapter: 3, translation: 'kjv' });
  return (
    <p>
      {VERSES.map((verse) => (
        <span key={verse.verse}>
          {verse.text}
          <BookmarkToggle
            reference={`John 3:${verse.verse}`}
            pressed={bookmarks.isBookmarked(verse.verse)}
            pending={bookmarks.isPending(verse)}
            onToggle={() => bookmarks.toggle(verse)}
          />
        </span>
      ))}
    </p>
  );
}

function setup(options: RenderWithBookmarksApiOptions = {}) {
  const view = renderWithBookmarksApi(<Reader />, options);
  const chapterCache = () => view.queryClient.getQueryData<ChapterBookmarksResponse>(CHAPTER_KEY);
  return { ...view, chapterCache };
}

const toggleOf = (verse: number, pressed?: boolean) =>
  screen.findByRole('button', {
    name: `Bookmark John 3:${verse}`,
    ...(pressed === undefined ? {} : { pressed }),
  });

describe('bookmarkTextOf', () => {
  it('drops the reader markup and keeps the words', () => {
    expect(bookmarkTextOf(VERSES[0]?.text ?? '')).toBe(PLAIN_16);
    expect(bookmarkTextOf('condemned [already].  ')).toBe('condemned already.');
    expect(bookmarkTextOf('“I am the way,” saith the LORD')).toBe('“I am the way,” saith the LORD');
  });
});

describe('useVerseBookmarks', () => {
  setupFakeApiSuite();

  it('bookmarks a verse: plain text saved, the verse marked at once, a toast', async () => {
    const { fake, chapterCache, userEvents } = setup();
    await waitFor(() => expect(chapterCache()).toEqual({ bookmarks: [] }));

    await userEvents.click(await toggleOf(16, false));

    expect(await screen.findByText(ADDED)).toBeInTheDocument();
    expect(screen.getByText('Verse Bookmarked')).toBeInTheDocument();
    expect(await toggleOf(16, true)).toBeInTheDocument();
    expect(fake.bodiesOf('POST', '/api/bookmarks')).toEqual([
      { reference: 'John 3:16', text: PLAIN_16, translation: 'kjv' },
    ]);
    await waitFor(() =>
      expect(chapterCache()?.bookmarks).toEqual([
        expect.objectContaining({ id: 'server-1', reference: 'John 3:16' }),
      ]),
    );
    expect(await toggleOf(17, false)).toBeInTheDocument();
  });

  it('removes a bookmark by its id, with a toast', async () => {
    const saved = makeBookmark({ id: 'b-16', reference: 'John 3:16' });
    const { fake, chapterCache, userEvents } = setup({ bookmarks: [saved] });

    await userEvents.click(await toggleOf(16, true));

    expect(await screen.findByText('Bookmark Removed')).toBeInTheDocument();
    expect(screen.getByText(REMOVED)).toBeInTheDocument();
    expect(await toggleOf(16, false)).toBeInTheDocument();
    expect(fake.calls()).toContain('DELETE /api/bookmarks/b-16');
    await waitFor(() => expect(chapterCache()).toEqual({ bookmarks: [] }));
  });

  it('asks a signed-out visitor to log in and changes nothing', async () => {
    const { fake, userEvents } = setup({ user: null });

    await userEvents.click(await toggleOf(16, false));

    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to bookmark verses.')).toBeInTheDocument();
    expect(await toggleOf(16, false)).toBeInTheDocument();
    expect(fake.calls()).toEqual([]);
  });

  it('asks the member to log in when the server answers 401, and puts the verse back', async () => {
    const { fake, chapterCache, userEvents } = setup();
    await waitFor(() => expect(chapterCache()).toEqual({ bookmarks: [] }));
    fake.setSignedIn(false);

    await userEvents.click(await toggleOf(16, false));

    expect(await screen.findByText('Please log in to bookmark verses.')).toBeInTheDocument();
    expect(await toggleOf(16, false)).toBeInTheDocument();
    expect(chapterCache()).toEqual({ bookmarks: [] });
    expect(getPendingChanges('user-1')).toEqual([]);
  });

  it('shows other failures, logs them and reports them', async () => {
    const { fake, chapterCache, userEvents } = setup({
      override: ({ method }) =>
        method === 'POST' ? jsonResponse(500, { error: 'Database unavailable' }) : undefined,
    });
    await waitFor(() => expect(chapterCache()).toEqual({ bookmarks: [] }));

    await userEvents.click(await toggleOf(16, false));

    expect(await screen.findByText('Bookmark Error')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(await toggleOf(16, false)).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      'Failed to add bookmark John 3:16 (kjv): Database unavailable',
      expect.any(Error),
    );
    expect(fake.errorReports()).toEqual([
      expect.objectContaining({
        message: 'Database unavailable',
        context: 'Failed to add bookmark John 3:16 (kjv)',
      }),
    ]);
    expect(getPendingChanges('user-1')).toEqual([]);
  });

  describe('offline', () => {
    it('keeps a bookmark made offline on this device and shows it at once', async () => {
      const { fake, chapterCache, userEvents } = setup();
      await waitFor(() => expect(chapterCache()).toEqual({ bookmarks: [] }));
      goOffline();

      await userEvents.click(await toggleOf(16, false));

      expect(await screen.findByText(`${ADDED} ${BOOKMARK_OFFLINE_NOTE}`)).toBeInTheDocument();
      expect(await toggleOf(16, true)).toBeInTheDocument();
      expect(fake.calls().filter((call) => call.startsWith('POST'))).toEqual([]);
      expect(getPendingChanges('user-1')).toEqual([
        expect.objectContaining({
          kind: 'add',
          reference: 'John 3:16',
          translation: 'kjv',
          text: PLAIN_16,
        }),
      ]);
      expect(chapterCache()?.bookmarks).toEqual([
        expect.objectContaining({ reference: 'John 3:16', text: PLAIN_16 }),
      ]);
    });

    it('keeps the change when the request fails for lack of a network', async () => {
      const saved = makeBookmark({ id: 'b-16', reference: 'John 3:16' });
      const { fake, chapterCache, userEvents } = setup({ bookmarks: [saved] });
      const toggle = await toggleOf(16, true);
      fake.setOffline(true);

      await userEvents.click(toggle);

      expect(await screen.findByText(`${REMOVED} ${BOOKMARK_OFFLINE_NOTE}`)).toBeInTheDocument();
      expect(await toggleOf(16, false)).toBeInTheDocument();
      expect(getPendingChanges('user-1')).toEqual([
        expect.objectContaining({ kind: 'remove', reference: 'John 3:16', translation: 'kjv' }),
      ]);
      expect(chapterCache()).toEqual({ bookmarks: [] });
    });

    it('cancels a bookmark made offline when it is removed before syncing', async () => {
      const { fake, chapterCache, userEvents } = setup();
      await waitFor(() => expect(chapterCache()).toEqual({ bookmarks: [] }));
      goOffline();

      await userEvents.click(await toggleOf(16, false));
      await userEvents.click(await toggleOf(16, true));

      expect(await screen.findByText(REMOVED)).toBeInTheDocument();
      expect(await toggleOf(16, false)).toBeInTheDocument();
      expect(getPendingChanges('user-1')).toEqual([]);
      expect(localStorage.getItem('manna:bookmarks:pending:user-1')).toBeNull();
      expect(chapterCache()).toEqual({ bookmarks: [] });
      expect(fake.writes()).toEqual([]);
    });

    it("shows a waiting change over the server's answer, and settles it here when toggled", async () => {
      updatePendingChanges('user-1', () => [
        newPendingChange({ kind: 'add', reference: 'John 3:17', translation: 'kjv', text: 'x' }),
      ]);
      updatePendingChanges('user-2', () => [
        newPendingChange({ kind: 'add', reference: 'John 3:16', translation: 'kjv', text: 'x' }),
      ]);
      const { fake, userEvents } = setup();

      // Another member's waiting bookmark is not this member's.
      expect(await toggleOf(16, false)).toBeInTheDocument();
      await userEvents.click(await toggleOf(17, true));

      expect(await screen.findByText(REMOVED)).toBeInTheDocument();
      expect(await toggleOf(17, false)).toBeInTheDocument();
      expect(getPendingChanges('user-1')).toEqual([]);
      expect(getPendingChanges('user-2')).toHaveLength(1);
      expect(fake.writes()).toEqual([]);
    });
  });
});
