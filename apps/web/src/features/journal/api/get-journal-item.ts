import type { JournalEntry, JournalTopicDetail } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { getEntry } from './get-entry';
import { getTopic } from './get-topic';
import { journalItemQueryKey } from './query-keys';

/** What /journal/:id names (SPEC §2 "entry or topic detail"), or null when it is neither. */
export type JournalItem =
  | { kind: 'entry'; entry: JournalEntry }
  | { kind: 'topic'; topic: JournalTopicDetail }
  | null;

/** A 404 here only says "not this kind"; any other failure is a real one. */
async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/**
 * Asks both GET /api/journal/entries/:id and GET /api/journal/topics/:id at once and answers with
 * whichever exists. Both 404 (missing, malformed or another member's id) gives null.
 */
export async function getJournalItem(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<JournalItem> {
  const [entry, topic] = await Promise.all([
    orNull(getEntry(id, { signal })),
    orNull(getTopic(id, { signal })),
  ]);
  if (entry) return { kind: 'entry', entry };
  if (topic) return { kind: 'topic', topic };
  return null;
}

export function getJournalItemQueryOptions(id: string) {
  return queryOptions({
    queryKey: journalItemQueryKey(id),
    queryFn: ({ signal }) => getJournalItem(id, { signal }),
  });
}

export function useJournalItem(id: string) {
  return useQuery(getJournalItemQueryOptions(id));
}
