import { type Bookmark, bookmarksEndpoints, type CreateBookmarkInput } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import {
  cancelChapterFetch,
  dropFromChapterCache,
  LOCAL_BOOKMARK_ID_PREFIX,
  putInChapterCache,
  refreshBookmarks,
} from '../utils/bookmark-cache';
import { createBookmarkMutationKey } from './bookmark-keys';

// Loads with the reading screen (verse toggles): `CreateBookmarkInput` is a type only, no zod.

/**
 * A bookmark's translation defaults to kjv (docs/product/study-notes-and-bookmarks.md#bookmarks).
 */
const DEFAULT_BOOKMARK_TRANSLATION = 'kjv';

/**
 * POST /api/bookmarks. Idempotent: when the member already has the verse in that translation the
 * server answers 200 with the existing bookmark instead of 201 with a new one.
 */
export async function createBookmark(input: CreateBookmarkInput): Promise<Bookmark> {
  const { bookmark } = await callApi(bookmarksEndpoints.create, { body: input });
  return bookmark;
}

/** The bookmark as it will look once saved, shown while the request is on its way. */
export function optimisticBookmark(input: CreateBookmarkInput, now = new Date()): Bookmark {
  const translation = input.translation ?? DEFAULT_BOOKMARK_TRANSLATION;
  return {
    id: `${LOCAL_BOOKMARK_ID_PREFIX}${translation}:${input.reference}`,
    reference: input.reference,
    text: input.text,
    translation,
    tags: input.tags ?? [],
    created_at: input.created_at ?? now.toISOString(),
  };
}

/**
 * Saves a bookmark; the verse shows as bookmarked at once and goes back if the request fails.
 * `networkMode: 'always'` makes an offline attempt fail with a NetworkError (which the callers
 * turn into a change kept on this device) instead of waiting, paused, for the network.
 */
export function useCreateBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createBookmarkMutationKey,
    mutationFn: createBookmark,
    networkMode: 'always',
    onMutate: async (input) => {
      const optimistic = optimisticBookmark(input);
      await cancelChapterFetch(queryClient, optimistic);
      putInChapterCache(queryClient, optimistic);
      return { optimistic };
    },
    onError: (_error, _input, context) => {
      if (context) dropFromChapterCache(queryClient, context.optimistic, context.optimistic);
    },
    onSuccess: (bookmark) => putInChapterCache(queryClient, bookmark),
    onSettled: () => refreshBookmarks(queryClient),
  });
}
