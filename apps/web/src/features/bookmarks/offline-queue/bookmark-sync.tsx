import { useBookmarkSync } from './use-bookmark-sync';

/**
 * Renders nothing: mounted once in the signed-in shell, it sends bookmarks made offline when the
 * member is back online. Imported lazily by its path so it stays out of every screen's first load.
 */
export function BookmarkSync() {
  useBookmarkSync();
  return null;
}
