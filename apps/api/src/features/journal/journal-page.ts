import type { Page } from '@manna/shared';

/** A page of a list: `next_offset` is where the following page starts, or null after the last. */
export function pageOf<Item>(
  items: Item[],
  total: number,
  limit: number,
  offset: number,
): Page<Item> {
  return { items, total, next_offset: offset + limit < total ? offset + limit : null };
}
