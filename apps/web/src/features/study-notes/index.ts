// Study notes: only the light pieces the reading screen loads up front (verse badges and their
// counts, the query keys). Keep zod and the components out of here: the heavy parts load on
// demand through the loaders below (behind lazyExport).

/** StudyNotesPanel: the chapter and verse notes beside the scripture. */
export const loadStudyNotesPanel = () => import('./components/study-notes-panel');
/** NoteEditorDialog: the verse-note modal. */
export const loadNoteEditorDialog = () => import('./components/note-editor-dialog');
export {
  getVerseNoteCounts,
  getVerseNoteCountsQueryOptions,
  useVerseNoteCounts,
  type VerseNoteCounts,
} from './api/get-verse-note-counts';
export {
  chapterNotesQueryKey,
  noteSummaryQueryKey,
  notesListQueryKey,
  notesListQueryPrefix,
  studyNotesQueryPrefix,
  verseNoteCountsQueryKey,
} from './api/query-keys';
export type { NoteEditorTarget, NoteToast } from './components/note-editor-dialog';
export { VerseNoteBadge, verseNotesLabel } from './components/verse-note-badge';
