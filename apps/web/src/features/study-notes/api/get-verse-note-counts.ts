import { studyNotesEndpoints, type VerseNoteCountsResponse } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { verseNoteCountsQueryKey } from './query-keys';

// Loads with the reading screen (strict JS budget): no zod, no components, nothing heavy.

/** Notes per verse: verse number → count; verses without notes are absent. */
export type VerseNoteCounts = ReadonlyMap<number, number>;

/** GET /api/study-notes/verse-counts?book=John&chapter=3 */
export function getVerseNoteCounts(
  book: string,
  chapter: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<VerseNoteCountsResponse> {
  return callApi(studyNotesEndpoints.verseCounts, { query: { book, chapter }, signal });
}

function toCountMap({ counts }: VerseNoteCountsResponse): VerseNoteCounts {
  return new Map(counts.map(({ verse, count }) => [verse, count]));
}

export function getVerseNoteCountsQueryOptions(book: string, chapter: number) {
  return queryOptions({
    queryKey: verseNoteCountsQueryKey(book, chapter),
    queryFn: ({ signal }) => getVerseNoteCounts(book, chapter, { signal }),
    select: toCountMap,
  });
}

/**
 * The green badges on verse numbers (docs/product/study-notes-and-bookmarks.md#in-the-reader):
 * `data.get(verse) ?? 0`. Pass an empty book (or `enabled: false`) while no chapter is shown.
 */
export function useVerseNoteCounts(
  book: string,
  chapter: number,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...getVerseNoteCountsQueryOptions(book, chapter),
    enabled: enabled && book !== '' && chapter > 0,
  });
}
