// Wording of the bookmark screens that only the web app uses
// (docs/product/study-notes-and-bookmarks.md#bookmarks). The shared texts (toasts, the tab title,
// the empty state, 'Failed to load bookmarks') live in @manna/shared.

/** Added to the success toast when a change is kept on this device until the network is back. */
export const BOOKMARK_OFFLINE_NOTE =
  "You're offline, so this is saved on this device and will sync when you're back online.";

/** Title of the error toast for a bookmark change the server refused. */
export const BOOKMARK_ERROR_TOAST_TITLE = 'Bookmark Error';
/** Title of the error toast for a change made offline that the server then refused. */
export const BOOKMARK_NOT_SYNCED_TOAST_TITLE = 'Bookmark Not Synced';

export const WAITING_TO_SYNC = 'Waiting to sync';
export const LOADING_BOOKMARKS = 'Loading bookmarks...';
export const LOAD_MORE_BOOKMARKS = 'Load more bookmarks';
export const OFFLINE_BOOKMARKS_MESSAGE =
  "You're offline. Your bookmarks will load when you're back online.";

export const removeBookmarkLabel = (reference: string) => `Remove bookmark ${reference}`;
