// What the in-memory API fakes store, kept as the server keeps it: the moment they stamp on what
// they create, the order their lists answer in, and the pages they answer with.
import type { Page } from '@manna/shared';

/** When a fake with a fixed clock says things were created or changed. */
export const FAKE_NOW = '2026-11-23T08:00:00.000Z';

/** Newest first, the newer id first on a tie: the order of the API's lists. */
export function newestFirst<Item extends { created_at: string; id: string }>(
  a: Item,
  b: Item,
): number {
  return b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);
}

/**
 * One page of `items` as the API pages a list: from ?offset, ?limit long (`defaultLimit` when
 * the client does not say), but never more than `max` (a fake's page size, to test paging).
 */
export function fakePage<Item>(
  items: readonly Item[],
  url: URL,
  { defaultLimit, max = Number.POSITIVE_INFINITY }: { defaultLimit: number; max?: number },
): Page<Item> {
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Math.min(Number(url.searchParams.get('limit') ?? defaultLimit), max);
  const slice = items.slice(offset, offset + limit);
  const next = offset + slice.length;
  return { items: slice, total: items.length, next_offset: next < items.length ? next : null };
}
