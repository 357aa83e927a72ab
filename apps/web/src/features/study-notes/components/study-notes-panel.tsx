import {
  ADD_FIRST_NOTE,
  CHAPTER_NOTES_GROUP,
  FETCH_CHAPTER_NOTES_FAILED,
  filterNotes,
  groupChapterNotes,
  NO_MATCHING_NOTES_MESSAGE,
  NO_MATCHING_NOTES_TITLE,
  NO_STUDY_NOTES,
  NO_VERSE_NOTES,
  NOTES_SEARCH_PLACEHOLDER,
  type NoteType,
  noteCountLabel,
  STUDY_NOTES_HEADING,
  type StudyNote,
  startTakingNotesOn,
  type TranslationId,
  verseNotesGroup,
  verseSuffix,
} from '@manna/shared';
import { Plus, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useReportFailure } from '@/lib/report-failure';
import { useDeleteNote } from '../api/delete-note';
import { useChapterNotes } from '../api/get-chapter-notes';
import { studyNotesErrorMessage, studyNotesFailure } from '../utils/report-study-notes-error';
import { NoteCardList } from './note-card-list';
import { NoteEditorDialog, type NoteEditorTarget } from './note-editor-dialog';
import { NotesEmptyState } from './notes-empty-state';
import { FilterToggle, NotesSearchField, NoteTypeFilter } from './notes-filter-controls';
import { NotesLoadError } from './notes-load-error';
import { NotesLoading } from './notes-loading';

export interface StudyNotesPanelProps {
  /** The book's name ('John', '1 Corinthians'). */
  book: string;
  chapter: number;
  /** The selected verse: only its notes show. null or absent: the whole chapter. */
  verse?: number | null;
  /** New notes are written against this translation. */
  translation: TranslationId;
  onClose: () => void;
}

/**
 * The chapter panel (docs/product/study-notes-and-bookmarks.md#the-chapter-panel): a chapter's
 * notes (or one verse's), grouped 'Chapter Notes' then 'Verse {n} Notes', searchable by content,
 * title or tag and filterable by type on the client.
 */
export function StudyNotesPanel({
  book,
  chapter,
  verse = null,
  translation,
  onClose,
}: StudyNotesPanelProps) {
  const headingId = useId();
  const filtersId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const [showFilters, setShowFilters] = useState(false);
  const [search, setSearch] = useState('');
  const [noteType, setNoteType] = useState<NoteType | ''>('');
  const [editorOpen, setEditorOpen] = useState(false);
  const [editorTarget, setEditorTarget] = useState<NoteEditorTarget | null>(null);

  const notesQuery = useChapterNotes(book, chapter);
  const deleteNote = useDeleteNote();
  useReportFailure(notesQuery, (error) =>
    studyNotesFailure(FETCH_CHAPTER_NOTES_FAILED, error, { book, chapter }),
  );

  useEffect(() => {
    if (showFilters) searchRef.current?.focus();
  }, [showFilters]);

  const notes = notesQuery.data?.notes;
  const inScope = useMemo(
    () => (notes ?? []).filter((note) => verse === null || note.verse === verse),
    [notes, verse],
  );
  const shown = useMemo(
    () => filterNotes(inScope, { search, noteType }),
    [inScope, search, noteType],
  );
  const groups = useMemo(() => groupChapterNotes(shown), [shown]);

  const openEditor = (target: NoteEditorTarget) => {
    setEditorTarget(target);
    setEditorOpen(true);
  };
  const addNote = () => openEditor({ mode: 'create', book, chapter, verse, translation });
  const editNote = (note: StudyNote) => openEditor({ mode: 'edit', note });
  const removeNote = (note: StudyNote) => deleteNote.mutate(note.id);

  const renderCards = (list: readonly StudyNote[]) => (
    <NoteCardList
      notes={list}
      compact
      onEdit={editNote}
      onDelete={removeNote}
      deletingId={deleteNote.isPending ? deleteNote.variables : undefined}
    />
  );

  let body: ReactNode;
  if (notesQuery.isPending) {
    body = <NotesLoading compact />;
  } else if (notesQuery.isError) {
    body = (
      <NotesLoadError
        message={studyNotesErrorMessage(FETCH_CHAPTER_NOTES_FAILED, notesQuery.error)}
        onRetry={() => void notesQuery.refetch()}
        retrying={notesQuery.isFetching}
      />
    );
  } else if (inScope.length === 0) {
    body = (
      <NotesEmptyState
        title={verse === null ? NO_STUDY_NOTES : NO_VERSE_NOTES}
        message={startTakingNotesOn(book, chapter, verse)}
      >
        <Button size="sm" onClick={addNote}>
          <Plus aria-hidden="true" />
          {ADD_FIRST_NOTE}
        </Button>
      </NotesEmptyState>
    );
  } else if (shown.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-1 px-6 py-8 text-center">
        <p className="font-semibold">{NO_MATCHING_NOTES_TITLE}</p>
        <p className="text-sm text-muted-foreground">{NO_MATCHING_NOTES_MESSAGE}</p>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-5">
        {groups.chapterNotes.length > 0 ? (
          <NoteGroup title={CHAPTER_NOTES_GROUP}>{renderCards(groups.chapterNotes)}</NoteGroup>
        ) : null}
        {groups.verseGroups.map((group) => (
          <NoteGroup key={group.verse} title={verseNotesGroup(group.verse)}>
            {renderCards(group.notes)}
          </NoteGroup>
        ))}
      </div>
    );
  }

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <h2 id={headingId} className="font-serif text-lg font-semibold">
            {STUDY_NOTES_HEADING}
            {verse === null ? null : ` ${verseSuffix(verse)}`}
          </h2>
          {notesQuery.isSuccess ? (
            <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground tabular-nums">
              <span aria-hidden="true">{shown.length}</span>
              <span className="sr-only">{noteCountLabel(shown.length)}</span>
            </span>
          ) : null}
        </div>
        <div className="flex items-center gap-1">
          <FilterToggle
            expanded={showFilters}
            controls={filtersId}
            onToggle={() => setShowFilters((open) => !open)}
          />
          <Button size="sm" onClick={addNote}>
            <Plus aria-hidden="true" />
            Add Note
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="size-9 px-0"
            aria-label="Close study notes"
            onClick={onClose}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>

      <div id={filtersId} hidden={!showFilters} className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <NotesSearchField
          inputRef={searchRef}
          placeholder={NOTES_SEARCH_PLACEHOLDER}
          value={search}
          onChange={setSearch}
        />
        <NoteTypeFilter value={noteType} onChange={setNoteType} />
      </div>

      {body}

      <NoteEditorDialog open={editorOpen} onOpenChange={setEditorOpen} target={editorTarget} />
    </Card>
  );
}

function NoteGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}
