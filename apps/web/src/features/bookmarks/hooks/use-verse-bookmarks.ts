import { type ChapterVerse, plainVerseText, type TranslationId } from '@manna/shared';
import { type QueryClient, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useUser } from '@/features/auth';
import { NETWORK_ERROR_MESSAGE, NetworkError } from '@/lib/api-client';
import { bookmarksQueryKey } from '../api/bookmark-keys';
import { useCreateBookmark } from '../api/create-bookmark';
import { useDeleteBookmark } from '../api/delete-bookmark';
import { useChapterBookmarks } from '../api/get-chapter-bookmarks';
import { isOffline, keepChangeOnDevice } from '../offline-queue/keep-on-device';
import { latestChangePerVerse, verseKeyOf } from '../offline-queue/pending-changes';
import { useChangesInFlight, usePendingChanges } from '../offline-queue/pending-changes-store';
import { isBookmarkTarget } from '../utils/bookmark-cache';
import {
  showBookmarkFailure,
  toastBookmarkAuthRequired,
  toastBookmarkChange,
} from '../utils/bookmark-feedback';
import { BOOKMARK_ERROR_TOAST_TITLE } from '../utils/bookmark-messages';

// Loads with the reading screen, which has a strict JS budget: no zod, no list UI, no dates.

export interface VerseBookmarksOptions {
  /** The book's name ('John', not 'JHN'). */
  book: string;
  chapter: number;
  /** The translation of the text on screen (the one actually served, after any fallback). */
  translation: TranslationId;
}

export interface VerseBookmarks {
  isBookmarked: (verse: number | ChapterVerse) => boolean;
  /** Bookmarks the verse, or removes its bookmark, with its toast. */
  toggle: (verse: ChapterVerse) => void;
  /** A change of this verse's bookmark is on its way to the server. */
  isPending: (verse: number | ChapterVerse) => boolean;
}

/** The verse as a bookmark keeps it: the reader's markup (`*emphasis*`, `[supplied]`) gone. */
export function bookmarkTextOf(text: string): string {
  return plainVerseText(text).replace(/\s+/g, ' ').trim();
}

/** The sync code loads only when a change is waiting: the reader's first load stays small. */
function syncSoon(queryClient: QueryClient, userId: string): void {
  void import('../offline-queue/use-bookmark-sync').then(({ syncPendingChanges }) =>
    syncPendingChanges(queryClient, userId),
  );
}

const verseNumber = (verse: number | ChapterVerse) =>
  typeof verse === 'number' ? verse : verse.verse;

/**
 * The bookmark toggles of one chapter (docs/product/study-notes-and-bookmarks.md#bookmarks).
 * Bookmarks live on the server; without a network a change is kept on this device, shown at once,
 * and synced later by useBookmarkSync.
 */
export function useVerseBookmarks({
  book,
  chapter,
  translation,
}: VerseBookmarksOptions): VerseBookmarks {
  const queryClient = useQueryClient();
  const user = useUser().data;
  const saved = useChapterBookmarks({ book, chapter, translation }, { enabled: Boolean(user) });
  const pending = latestChangePerVerse(usePendingChanges(user?.id));
  const inFlight = useChangesInFlight();
  const sending = useMutationState({
    filters: { mutationKey: bookmarksQueryKey, status: 'pending' },
    select: ({ state: { variables } }) => (isBookmarkTarget(variables) ? variables : undefined),
  });
  const createBookmark = useCreateBookmark();
  const deleteBookmark = useDeleteBookmark();
  // Verses whose request has started but may not show in `sending` yet (its notification is
  // batched): a quick second click must not send a second request.
  const starting = useRef(new Set<string>());

  const referenceOf = (verse: number | ChapterVerse) => `${book} ${chapter}:${verseNumber(verse)}`;
  const keyOf = (verse: number | ChapterVerse) =>
    verseKeyOf({ reference: referenceOf(verse), translation });
  const savedBookmarkOf = (verse: number | ChapterVerse) => {
    const reference = referenceOf(verse);
    return saved.data?.bookmarks.find(
      (bookmark) => bookmark.reference === reference && bookmark.translation === translation,
    );
  };

  const busy = new Set<string>();
  for (const target of sending) if (target) busy.add(verseKeyOf(target));
  for (const change of pending.values()) {
    if (inFlight.has(change.id)) busy.add(verseKeyOf(change));
  }

  const isBookmarked = (verse: number | ChapterVerse) => {
    // A change waiting on this device wins over what the server said.
    const waiting = pending.get(keyOf(verse));
    return waiting ? waiting.kind === 'add' : savedBookmarkOf(verse) !== undefined;
  };
  const isPending = (verse: number | ChapterVerse) => busy.has(keyOf(verse));

  const toggleVerse = async (verse: ChapterVerse) => {
    if (verse.omitted || isPending(verse) || starting.current.has(keyOf(verse))) return;
    if (user === null) {
      toastBookmarkAuthRequired();
      return;
    }
    if (user === undefined) {
      // The account could not be checked (the reader opens offline without it): we cannot tell
      // whose bookmark this would be.
      toast({ type: 'error', title: BOOKMARK_ERROR_TOAST_TITLE, message: NETWORK_ERROR_MESSAGE });
      return;
    }
    const reference = referenceOf(verse);
    const adding = !isBookmarked(verse);
    const text = bookmarkTextOf(verse.text);
    const change = adding
      ? ({ kind: 'add', reference, translation, text } as const)
      : ({ kind: 'remove', reference, translation } as const);

    const offline = isOffline();
    // Offline, or the verse already has a change waiting here (settled on this device, so the
    // two reach the server in order, or cancel out).
    if (offline || pending.has(keyOf(verse))) {
      const waiting = keepChangeOnDevice(queryClient, user.id, change);
      toastBookmarkChange(change.kind, reference, { waiting: waiting && offline });
      if (waiting && !offline) syncSoon(queryClient, user.id);
      return;
    }

    const key = keyOf(verse);
    starting.current.add(key);
    try {
      if (adding) await createBookmark.mutateAsync({ reference, text, translation });
      else {
        await deleteBookmark.mutateAsync({
          reference,
          translation,
          id: savedBookmarkOf(verse)?.id,
        });
      }
      toastBookmarkChange(change.kind, reference);
    } catch (error) {
      if (error instanceof NetworkError) {
        const waiting = keepChangeOnDevice(queryClient, user.id, change);
        toastBookmarkChange(change.kind, reference, { waiting });
        return;
      }
      showBookmarkFailure(
        error,
        `Failed to ${adding ? 'add' : 'remove'} bookmark ${reference} (${translation})`,
      );
    } finally {
      starting.current.delete(key);
    }
  };

  return {
    isBookmarked,
    isPending,
    toggle: (verse) => {
      void toggleVerse(verse);
    },
  };
}
