import {
  buildQueryString,
  endpointUrl,
  isTranslationId,
  NOTES_PAGE_SIZE,
  type NoteColor,
  type NoteExportFormat,
  type NoteListQuery,
  type NoteType,
  type StudyNotePage,
  studyNotesEndpoints,
} from '@manna/shared';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { type PageRequest, pagedInfiniteQueryOptions, pageQuery } from '@/lib/paged-query';
import { notesListQueryKey } from './query-keys';

/**
 * The server-side filters of GET /api/study-notes and its export
 * (docs/product/study-notes-and-bookmarks.md#the-notes-manager). Blank means any.
 */
export interface NoteListFilters {
  search?: string;
  book?: string;
  translation?: string;
  note_type?: NoteType | '';
  color?: NoteColor | '';
  tags?: readonly string[];
}

/**
 * The filters as the list's query, blanks left out and tags repeated (`tags=a&tags=b`). The same
 * query serves the list, its cache key and the export links, so an export holds what is shown.
 */
function noteFilterQuery(filters: NoteListFilters): NoteListQuery {
  const search = filters.search?.trim();
  const tags = (filters.tags ?? []).filter((tag) => tag.trim() !== '');
  return {
    ...(search && { search }),
    ...(filters.book && { book: filters.book }),
    // The filter offers our translations only.
    ...(filters.translation &&
      isTranslationId(filters.translation) && { translation: filters.translation }),
    ...(filters.note_type && { note_type: filters.note_type }),
    ...(tags.length > 0 && { tags }),
    ...(filters.color && { color: filters.color }),
  };
}

/** The filters as a query string, for the cache key. */
function noteFilterParams(filters: NoteListFilters): URLSearchParams {
  return new URLSearchParams(buildQueryString(noteFilterQuery(filters)));
}

/** A canonical, serialisable form of the filters for the query key (blanks dropped). */
function filtersKey(filters: NoteListFilters): Record<string, string | string[]> {
  const key: Record<string, string | string[]> = {};
  for (const [name, value] of noteFilterParams(filters)) {
    const existing = key[name];
    if (existing === undefined) key[name] = name === 'tags' ? [value] : value;
    else if (Array.isArray(existing)) existing.push(value);
  }
  return key;
}

/** GET /api/study-notes?…&limit&offset: one page, and how many notes match in all. */
export function getNotes(filters: NoteListFilters, request?: PageRequest): Promise<StudyNotePage> {
  return callApi(studyNotesEndpoints.list, {
    query: { ...noteFilterQuery(filters), ...pageQuery(NOTES_PAGE_SIZE, request) },
    signal: request?.signal,
  });
}

/** Where the export of the filtered notes downloads from (a plain link; the server names it). */
export function noteExportHref(format: NoteExportFormat, filters: NoteListFilters): string {
  return endpointUrl(studyNotesEndpoints.exportFile, {
    query: { format, ...noteFilterQuery(filters) },
  });
}

export function getNotesQueryOptions(filters: NoteListFilters) {
  return pagedInfiniteQueryOptions(notesListQueryKey(filtersKey(filters)), (request) =>
    getNotes(filters, request),
  );
}

/**
 * The manager's list, a page at a time (`fetchNextPage` for 'Load more notes'). The previous
 * results stay (`isPlaceholderData`) while new filters load, so the list does not flash.
 */
export function useNotes(filters: NoteListFilters) {
  return useInfiniteQuery({ ...getNotesQueryOptions(filters), placeholderData: keepPreviousData });
}
