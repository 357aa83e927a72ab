// Study-note texts, word for word (docs/product/study-notes-and-bookmarks.md#messages).

export const STUDY_NOTES_SIGN_IN_MESSAGE = 'Please sign in to manage study notes';
export const STUDY_NOTES_ERROR_TOAST_TITLE = 'Study Notes Error';

// Failure prefixes: '{prefix}: {message}'.
export const CREATE_NOTE_FAILED = 'Failed to create study note';
export const FETCH_CHAPTER_NOTES_FAILED = 'Failed to fetch chapter study notes';
export const FETCH_NOTES_FAILED = 'Failed to fetch study notes';
export const UPDATE_NOTE_FAILED = 'Failed to update study note';
export const DELETE_NOTE_FAILED = 'Failed to delete study note';

export const NOTE_SAVED_TOAST = {
  title: 'Note Saved',
  message: 'Your study note has been saved. Check the Study Notes tab to view all your notes.',
} as const;
export const NOTE_ADDED_TOAST = {
  title: 'Study Note Added',
  message: 'Your study note has been saved successfully.',
} as const;
export const NOTE_UPDATED_TOAST = {
  title: 'Study Note Updated',
  message: 'Your study note has been updated successfully.',
} as const;
export const NOTE_DELETED_TOAST = {
  title: 'Study Note Deleted',
  message: 'Your study note has been deleted successfully.',
} as const;

// The chapter panel (docs/product/study-notes-and-bookmarks.md#the-chapter-panel)
export const STUDY_NOTES_HEADING = 'Study Notes';
export const NOTES_SEARCH_PLACEHOLDER = 'Search content, titles, or tags...';
export const CHAPTER_NOTES_GROUP = 'Chapter Notes';
export const verseNotesGroup = (verse: number) => `Verse ${verse} Notes`;
export const verseSuffix = (verse: number) => `- Verse ${verse}`;
export const NO_VERSE_NOTES = 'No notes for this verse';
export const NO_STUDY_NOTES = 'No study notes yet';
export const startTakingNotesOn = (book: string, chapter: number, verse?: number | null) =>
  `Start taking notes on ${book} ${chapter}${verse ? `:${verse}` : ''} to deepen your study.`;
export const ADD_FIRST_NOTE = 'Add Your First Note';
export const LOADING_STUDY_NOTES = 'Loading study notes...';
export const CHAPTER_NOTES_TOGGLE = 'Chapter Notes';
export const HIDE_NOTES_TOGGLE = 'Hide Notes';

// The notes manager (docs/product/study-notes-and-bookmarks.md#the-notes-manager)
export const notesCounter = (shown: number, total: number) => `${shown} of ${total} notes`;
export const FILTERED_BADGE = 'Filtered';
export const noteCountLabel = (count: number) => `${count} ${count === 1 ? 'note' : 'notes'}`;
export const MANAGER_EMPTY_TITLE = 'No study notes yet';
export const MANAGER_EMPTY_MESSAGE =
  'Start taking notes while reading to build your personal Bible study collection.';
export const CREATE_FIRST_NOTE = 'Create Your First Note';
export const NO_MATCHING_NOTES_TITLE = 'No notes match your filters';
export const NO_MATCHING_NOTES_MESSAGE =
  'Try adjusting your search or filter criteria to find more notes.';

// The note card (docs/product/study-notes-and-bookmarks.md#note-card)
export const DELETE_CONFIRMATION =
  'Confirm deletion: Click the delete button again to permanently remove this note.';
export const READ_MORE = 'Read more';

// The note editor (docs/product/study-notes-and-bookmarks.md#note-editor)
export const ADD_NOTE_TITLE = 'Add Study Note';
export const EDIT_NOTE_TITLE = 'Edit Study Note';
export const NOTE_CONTENT_LABEL = 'Note Content *';
export const SAVING_LABEL = 'Saving...';

// Server validation (docs/product/study-notes-and-bookmarks.md#validation-and-limits).
export const NOTE_CONTENT_REQUIRED = 'Note content is required';
export const NOTE_NOT_FOUND = 'Study note not found';
export const UNKNOWN_BOOK = 'Choose a book of the Bible';
