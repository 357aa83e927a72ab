import type { Bookmark } from '@manna/shared';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import {
  dropFromChapterCache,
  dropFromListCache,
  isSameBookmark,
  LOCAL_BOOKMARK_ID_PREFIX,
  putInChapterCache,
} from '../utils/bookmark-cache';
import {
  enqueueChange,
  type NewPendingChange,
  newPendingChange,
  type PendingChange,
  verseKeyOf,
} from './pending-changes';
import { updatePendingChanges } from './pending-changes-store';

// A change made without a network: queued on this device and shown at once. Loads with the
// reading screen: keep it small.

/** No network, as far as the browser (or TanStack Query) knows. */
export function isOffline(): boolean {
  return (
    (typeof navigator !== 'undefined' && navigator.onLine === false) || !onlineManager.isOnline()
  );
}

/** How a bookmark made on this device looks until it is synced. */
export function localBookmarkOf(change: PendingChange<'add'>): Bookmark {
  return {
    id: `${LOCAL_BOOKMARK_ID_PREFIX}${change.id}`,
    reference: change.reference,
    text: change.text,
    translation: change.translation,
    tags: [],
    created_at: change.at,
  };
}

/**
 * Keeps a change on this device (queued for useBookmarkSync) and shows it at once. Returns
 * whether anything for the verse still waits to sync: removing a bookmark made offline just
 * cancels it.
 */
export function keepChangeOnDevice(
  queryClient: QueryClient,
  userId: string,
  draft: NewPendingChange,
): boolean {
  const change = newPendingChange(draft);
  const queue = updatePendingChanges(userId, (current) => enqueueChange(current, change));
  if (change.kind === 'add') {
    putInChapterCache(queryClient, localBookmarkOf(change));
  } else {
    dropFromChapterCache(queryClient, change);
    dropFromListCache(queryClient, (bookmark) => isSameBookmark(bookmark, change));
  }
  const key = verseKeyOf(change);
  return queue.some((queued) => verseKeyOf(queued) === key);
}
