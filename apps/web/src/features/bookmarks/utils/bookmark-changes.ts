import {
  BOOKMARK_AUTH_REQUIRED_TOAST,
  BOOKMARK_REMOVED_TOAST,
  type Bookmark,
  bookmarkAddedToast,
} from '@manna/shared';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { reportError } from '@/lib/error-reporting';
import { updatePendingBookmarks } from '../stores/pending-bookmarks-store';
import {
  dropFromChapterCache,
  dropFromListCache,
  isSameBookmark,
  LOCAL_BOOKMARK_ID_PREFIX,
  putInChapterCache,
} from './bookmark-cache';
import { BOOKMARK_ERROR_TOAST_TITLE, BOOKMARK_OFFLINE_NOTE } from './bookmark-messages';
import {
  enqueuePendingBookmark,
  type NewPendingBookmark,
  newPendingBookmark,
  type PendingBookmarkAdd,
  pendingBookmarkKey,
} from './pending-bookmarks';

// What the verse toggles and the Bookmarks tab share: feedback, and changes kept on this device.
// Loads with the reading screen: keep it small.

/** No network, as far as the browser (or TanStack Query) knows. */
export function isOffline(): boolean {
  return (
    (typeof navigator !== 'undefined' && navigator.onLine === false) || !onlineManager.isOnline()
  );
}

/**
 * The success toasts (docs/product/study-notes-and-bookmarks.md#bookmarks), with a note when the
 * change waits on this device to sync.
 */
export function toastBookmarkChange(
  kind: 'add' | 'remove',
  reference: string,
  { waiting = false }: { waiting?: boolean } = {},
): void {
  const { title, message } =
    kind === 'add' ? bookmarkAddedToast(reference) : BOOKMARK_REMOVED_TOAST;
  toast({
    type: 'success',
    title,
    message: waiting ? `${message} ${BOOKMARK_OFFLINE_NOTE}` : message,
  });
}

/** Bookmarking needs a signed-in member. */
export function toastBookmarkAuthRequired(): void {
  toast({ type: 'error', ...BOOKMARK_AUTH_REQUIRED_TOAST });
}

/**
 * A bookmark request failed for a reason other than the network: a 401 asks the member to sign
 * in; anything else is logged, reported with `context`, and shown.
 */
export function showBookmarkFailure(error: unknown, context: string): void {
  if (isApiError(error, 401)) {
    toastBookmarkAuthRequired();
    return;
  }
  const message = getErrorMessage(error);
  console.error(`${context}: ${message}`, error);
  reportError(error, context);
  toast({ type: 'error', title: BOOKMARK_ERROR_TOAST_TITLE, message });
}

/** How a bookmark made on this device looks until it is synced. */
export function localBookmarkOf(operation: PendingBookmarkAdd): Bookmark {
  return {
    id: `${LOCAL_BOOKMARK_ID_PREFIX}${operation.id}`,
    reference: operation.reference,
    text: operation.text,
    translation: operation.translation,
    tags: [],
    created_at: operation.at,
  };
}

/**
 * Keeps a change on this device (queued for useBookmarkSync) and shows it at once. Returns
 * whether anything for the verse still waits to sync: removing a bookmark made offline just
 * cancels it.
 */
export function keepBookmarkChangeOnDevice(
  queryClient: QueryClient,
  userId: string,
  change: NewPendingBookmark,
): boolean {
  const operation = newPendingBookmark(change);
  const queue = updatePendingBookmarks(userId, (current) =>
    enqueuePendingBookmark(current, operation),
  );
  if (operation.kind === 'add') {
    putInChapterCache(queryClient, localBookmarkOf(operation));
  } else {
    dropFromChapterCache(queryClient, operation);
    dropFromListCache(queryClient, (bookmark) => isSameBookmark(bookmark, operation));
  }
  const key = pendingBookmarkKey(operation);
  return queue.some((queued) => pendingBookmarkKey(queued) === key);
}
