import { type Bookmark, bookmarksEndpoints, isTranslationId } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, isApiError } from '@/lib/api-client';
import {
  type BookmarkTarget,
  cancelChapterFetch,
  dropFromChapterCache,
  dropFromListCache,
  isLocalBookmarkId,
  isSameBookmark,
  putInChapterCache,
  refreshBookmarks,
} from '../utils/bookmark-cache';
import { deleteBookmarkMutationKey } from './bookmark-keys';

// Loads with the reading screen (verse toggles): keep it free of zod and heavy imports.

/** DELETE /api/bookmarks/:id (404 when it is not the member's or already gone). */
export async function deleteBookmark(id: string): Promise<void> {
  await callApi(bookmarksEndpoints.remove, { params: { id } });
}

/**
 * DELETE /api/bookmarks?reference=John%203%3A16&translation=kjv (404 when there is none): for
 * changes made offline, which never knew the server's id.
 */
export async function deleteBookmarkByReference({
  reference,
  translation,
}: BookmarkTarget): Promise<void> {
  // The server keeps bookmarks in our translations only: another names no bookmark to delete.
  if (!isTranslationId(translation)) return;
  await callApi(bookmarksEndpoints.deleteByReference, { query: { reference, translation } });
}

export interface DeleteBookmarkInput extends BookmarkTarget {
  /** The server's id when known; without it (or with a local id) the verse is deleted by reference. */
  id?: string;
}

/** Deletes by id when there is one, else by reference. Already gone (404) counts as deleted. */
export async function deleteBookmarkOf({ id, ...target }: DeleteBookmarkInput): Promise<void> {
  try {
    if (id !== undefined && !isLocalBookmarkId(id)) await deleteBookmark(id);
    else await deleteBookmarkByReference(target);
  } catch (error) {
    if (isApiError(error, 404)) return;
    throw error;
  }
}

/**
 * Removes a bookmark; it leaves the verse and the Bookmarks tab at once and comes back to the
 * verse if the request fails (the tab is refetched). Offline attempts fail at once with a
 * NetworkError rather than pausing (see useCreateBookmark).
 */
export function useDeleteBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteBookmarkMutationKey,
    mutationFn: deleteBookmarkOf,
    networkMode: 'always',
    onMutate: async (input): Promise<{ removed: Bookmark[] }> => {
      await cancelChapterFetch(queryClient, input);
      const removed = dropFromChapterCache(queryClient, input);
      dropFromListCache(queryClient, (bookmark) =>
        input.id === undefined ? isSameBookmark(bookmark, input) : bookmark.id === input.id,
      );
      return { removed };
    },
    onError: (_error, _input, context) => {
      for (const bookmark of context?.removed ?? []) putInChapterCache(queryClient, bookmark);
    },
    onSettled: () => refreshBookmarks(queryClient),
  });
}
