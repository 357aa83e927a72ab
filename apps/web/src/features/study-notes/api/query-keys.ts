// Every study-notes query lives under one prefix, so a change to any note refreshes the chapter
// panel, the verse badges, the manager and its summary in one invalidation. Kept free of zod and
// of the rest of the feature: the reading screen loads it with the verse badges.

export const studyNotesQueryPrefix = ['study-notes'] as const;

export const chapterNotesQueryKey = (book: string, chapter: number) =>
  ['study-notes', 'chapter', book, chapter] as const;

export const verseNoteCountsQueryKey = (book: string, chapter: number) =>
  ['study-notes', 'verse-counts', book, chapter] as const;

export const noteSummaryQueryKey = ['study-notes', 'summary'] as const;

/** The manager's filtered, paged list; `filters` is a plain object (see get-notes.ts). */
export const notesListQueryPrefix = ['study-notes', 'list'] as const;
export const notesListQueryKey = (filters: object) => ['study-notes', 'list', filters] as const;
