import type { JournalSearchHit } from '@manna/shared';
import { paths } from '@/config/paths';

/** The id a topic entry's card carries, so a search hit can open the topic at it. */
export function topicEntryAnchor(id: string): string {
  return `topic-entry-${id}`;
}

/** A topic entry opens on its topic's page, scrolled to it. */
export function topicEntryHref(topicId: string, entryId: string): string {
  return `${paths.app.journalItem.getHref(topicId)}#${topicEntryAnchor(entryId)}`;
}

/** Where a search hit opens: the entry, its topic (at the entry), or the prayer. */
export function searchHitHref(hit: JournalSearchHit): string {
  if (hit.kind === 'prayer') return paths.app.prayer.getHref(hit.id);
  if (hit.kind === 'topic_entry' && hit.topic_id) return topicEntryHref(hit.topic_id, hit.id);
  return paths.app.journalItem.getHref(hit.id);
}
