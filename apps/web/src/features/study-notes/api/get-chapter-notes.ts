import { type ChapterNotesResponse, studyNotesEndpoints } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { chapterNotesQueryKey } from './query-keys';

/** GET /api/study-notes/chapter: chapter-level notes first, then by verse, newest first. */
export function getChapterNotes(
  book: string,
  chapter: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ChapterNotesResponse> {
  return callApi(studyNotesEndpoints.chapter, { query: { book, chapter }, signal });
}

export function getChapterNotesQueryOptions(book: string, chapter: number) {
  return queryOptions({
    queryKey: chapterNotesQueryKey(book, chapter),
    queryFn: ({ signal }) => getChapterNotes(book, chapter, { signal }),
  });
}

export function useChapterNotes(book: string, chapter: number) {
  return useQuery(getChapterNotesQueryOptions(book, chapter));
}
