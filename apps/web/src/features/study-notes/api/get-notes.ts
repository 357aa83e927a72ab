import {
  NOTES_PAGE_SIZE,
  type NoteColor,
  type NoteExportFormat,
  type NoteType,
  type StudyNotePage,
} from '@manna/shared';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getPage, type PageRequest, pagedInfiniteQueryOptions } from '@/lib/paged-query';
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
 * The filters as a query string, blanks left out and tags repeated (`tags=a&tags=b`). The same
 * string serves the list, its cache key and the export links, so an export holds what is shown.
 */
export function noteFilterParams(filters: NoteListFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search?.trim();
  if (search) params.set('search', search);
  if (filters.book) params.set('book', filters.book);
  if (filters.translation) params.set('translation', filters.translation);
  if (filters.note_type) params.set('note_type', filters.note_type);
  for (const tag of filters.tags ?? []) {
    if (tag.trim() !== '') params.append('tags', tag);
  }
  if (filters.color) params.set('color', filters.color);
  return params;
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
  return getPage('/api/study-notes', NOTES_PAGE_SIZE, request, noteFilterParams(filters));
}

/** Where the export of the filtered notes downloads from (a plain link; the server names it). */
export function noteExportHref(format: NoteExportFormat, filters: NoteListFilters): string {
  const params = new URLSearchParams({ format });
  for (const [name, value] of noteFilterParams(filters)) params.append(name, value);
  return `/api/study-notes/export?${params}`;
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
