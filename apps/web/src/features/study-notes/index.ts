// Study notes: only the light pieces the reading screen loads up front (verse badges and their
// counts, the query keys). Keep zod and the components out of here. The heavy parts are imported
// by file path behind React.lazy:
//   './components/study-notes-panel'   StudyNotesPanel (the chapter/verse panel)
//   './components/study-notes-manager' StudyNotesManager (the Study Notes tab)
//   './components/note-editor-dialog'  NoteEditorDialog (the verse-note modal)
//   './components/note-card'           NoteCard
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
