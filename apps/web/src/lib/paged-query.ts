import type { Page } from '@manna/shared';
import { type InfiniteData, infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';

/** Which page of a list to fetch: from `offset`, `limit` long (the list's page size unless given). */
export interface PageRequest {
  offset?: number;
  limit?: number;
  signal?: AbortSignal;
}

/** What every paged answer says: where the next page starts, or null on the last one. */
interface PagedAnswer {
  next_offset: number | null;
}

/** The `limit` and `offset` of one page of a list, after the list's filters in the query. */
export function pageQuery(
  pageSize: number,
  { offset = 0, limit = pageSize }: PageRequest = {},
): { limit: number; offset: number } {
  return { limit, offset };
}

/** A paged list as an infinite query, from the first page on ('Load more' is `fetchNextPage`). */
export function pagedInfiniteQueryOptions<TPage extends PagedAnswer>(
  queryKey: QueryKey,
  fetchPage: (request: { offset: number; signal: AbortSignal }) => Promise<TPage>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage({ offset: pageParam, signal }),
    initialPageParam: 0,
    // The server says where the next page starts, so a refetch after a removal does not skip the
    // item that moved up into the gap.
    getNextPageParam: (last: TPage) => last.next_offset ?? undefined,
  });
}

/** The items of the pages loaded so far, in order: the same array until the pages change. */
export function usePagedItems<Item>(data: InfiniteData<Page<Item>> | undefined): Item[] {
  const pages = data?.pages;
  return useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
}
