import { type ChapterBookmarksResponse, createBookmarkInputSchema } from '@manna/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { createTestQueryClient, setupFakeApiSuite } from '@/testing/test-utils';
import { chapterBookmarksQueryKey } from '../api/bookmark-keys';
import {
  type FakeBookmarksApiOptions,
  goOffline,
  makeBookmark,
} from '../testing/fake-bookmarks-api';
import { renderWithBookmarksApi } from '../testing/render-with-bookmarks-api';
import { newPendingChange, type PendingChange } from './pending-changes';
import { getPendingChanges, updatePendingChanges } from './pending-changes-store';
import { useBookmarkSync } from './use-bookmark-sync';

/** The verse a request saves, if it saves a bookmark. */
const sentReference = (body: unknown) => createBookmarkInputSchema.safeParse(body).data?.reference;

const CHAPTER_KEY = chapterBookmarksQueryKey({ book: 'John', chapter: 3, translation: 'kjv' });
const MADE_AT = new Date('2026-11-20T07:15:00.000Z');

const add = (reference: string) =>
  newPendingChange(
    { kind: 'add', reference, translation: 'kjv', text: `The words of ${reference}.` },
    MADE_AT,
  );
const remove = (reference: string) =>
  newPendingChange({ kind: 'remove', reference, translation: 'kjv' }, MADE_AT);

function SyncHost() {
  useBookmarkSync();
  return null;
}

function setup(queue: PendingChange[], api: FakeBookmarksApiOptions = {}) {
  updatePendingChanges('user-1', () => queue);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData<ChapterBookmarksResponse>(CHAPTER_KEY, { bookmarks: [] });
  const view = renderWithBookmarksApi(<SyncHost />, { ...api, queryClient });
  const waiting = () => getPendingChanges('user-1');
  return { ...view, writes: view.fake.writes, waiting };
}

function comeBackOnline(offline: { mockRestore: () => void }) {
  offline.mockRestore();
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

describe('useBookmarkSync', () => {
  setupFakeApiSuite();

  it('replays the changes in order when it mounts, then refetches the bookmarks', async () => {
    const { fake, writes, waiting, queryClient } = setup([add('John 3:16'), remove('John 3:17')], {
      bookmarks: [makeBookmark({ id: 'b-17', reference: 'John 3:17' })],
    });

    await waitFor(() => expect(waiting()).toEqual([]));
    expect(writes()).toEqual([
      'POST /api/bookmarks',
      'DELETE /api/bookmarks?reference=John%203%3A17&translation=kjv',
    ]);
    // Saved with the moment it was made offline.
    expect(fake.bodiesOf('POST', '/api/bookmarks')).toEqual([
      {
        reference: 'John 3:16',
        text: 'The words of John 3:16.',
        translation: 'kjv',
        created_at: '2026-11-20T07:15:00.000Z',
      },
    ]);
    expect(fake.bookmarks().map((b) => b.reference)).toEqual(['John 3:16']);
    await waitFor(() => expect(queryClient.getQueryState(CHAPTER_KEY)?.isInvalidated).toBe(true));
  });

  it("waits while offline and replays on the window's 'online' event", async () => {
    const offline = goOffline();
    const { writes, waiting } = setup([add('John 3:16')]);
    expect(writes()).toEqual([]);

    comeBackOnline(offline);

    await waitFor(() => expect(waiting()).toEqual([]));
    expect(writes()).toEqual(['POST /api/bookmarks']);
  });

  it('counts a remove answered 404 as done', async () => {
    const { fake, writes, waiting } = setup([remove('John 3:16'), add('Ruth 1:16')]);

    await waitFor(() => expect(waiting()).toEqual([]));
    expect(writes()).toEqual([
      'DELETE /api/bookmarks?reference=John%203%3A16&translation=kjv',
      'POST /api/bookmarks',
    ]);
    expect(fake.bookmarks().map((b) => b.reference)).toEqual(['Ruth 1:16']);
  });

  it('stops at the first network failure, keeps the rest, and goes on when back online', async () => {
    const queue = [add('John 3:16'), add('John 3:17')];
    updatePendingChanges('user-1', () => queue);
    let online = false;
    const { fake } = renderWithBookmarksApi(<SyncHost />, {
      override: ({ method, body }) => {
        // The second change is the one that meets the dropped connection.
        if (method === 'POST' && sentReference(body) === 'John 3:17') {
          if (!online) throw new TypeError('Failed to fetch');
        }
        return undefined;
      },
    });

    // Both were tried; the second failed and waits, the first is saved.
    await waitFor(() =>
      expect(fake.calls().filter((call) => call.startsWith('POST'))).toHaveLength(2),
    );
    expect(getPendingChanges('user-1')).toEqual([queue[1]]);
    expect(fake.bookmarks().map((b) => b.reference)).toEqual(['John 3:16']);

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(getPendingChanges('user-1')).toEqual([]));
    expect(
      fake
        .bookmarks()
        .map((b) => b.reference)
        .sort(),
    ).toEqual(['John 3:16', 'John 3:17']);
  });

  it("leaves other members' changes alone", async () => {
    updatePendingChanges('user-2', () => [add('Ruth 1:16')]);
    const { writes, waiting } = setup([add('John 3:16')]);

    await waitFor(() => expect(waiting()).toEqual([]));
    expect(writes()).toEqual(['POST /api/bookmarks']);
    expect(getPendingChanges('user-2')).toHaveLength(1);
  });

  it('drops a change the server refuses for good, tells the member, and goes on', async () => {
    const { fake, waiting } = setup([add('John 3:16'), add('Ruth 1:16')], {
      override: ({ method, body }) =>
        method === 'POST' && sentReference(body) === 'John 3:16'
          ? jsonResponse(400, { error: 'The verse text is too long' })
          : undefined,
    });

    await waitFor(() => expect(waiting()).toEqual([]));
    expect(await screen.findByText('Bookmark Not Synced')).toBeInTheDocument();
    expect(screen.getByText('John 3:16: The verse text is too long')).toBeInTheDocument();
    expect(fake.bookmarks().map((b) => b.reference)).toEqual(['Ruth 1:16']);
    expect(fake.errorReports()).toEqual([
      expect.objectContaining({ context: 'Failed to sync bookmark add John 3:16 (kjv)' }),
    ]);
  });
});
