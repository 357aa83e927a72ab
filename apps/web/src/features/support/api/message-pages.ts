import type { SupportMessage, SupportMessagePage } from '@manna/shared';
import { type InfiniteData, infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * A conversation's history as an infinite query: the newest page first, then each earlier one by
 * its `before` cursor ('Load earlier' is `fetchNextPage`). A refetch walks the cursors again from
 * the newest page, so a new message never leaves a gap between pages.
 */
export function messagePagesQueryOptions(
  queryKey: QueryKey,
  fetchPage: (request: { before?: string; signal: AbortSignal }) => Promise<SupportMessagePage>,
) {
  return infiniteQueryOptions({
    queryKey,
    // '' stands for the newest page, which takes no cursor.
    queryFn: ({ pageParam, signal }) =>
      fetchPage(pageParam === '' ? { signal } : { before: pageParam, signal }),
    initialPageParam: '',
    getNextPageParam: (last: SupportMessagePage) => last.earlier ?? undefined,
  });
}

/** The messages loaded so far, oldest first (pages come newest first, each oldest first). */
export function useLoadedMessages(
  data: InfiniteData<SupportMessagePage> | undefined,
): SupportMessage[] {
  const pages = data?.pages;
  return useMemo(() => (pages ? [...pages].reverse().flatMap((page) => page.items) : []), [pages]);
}
