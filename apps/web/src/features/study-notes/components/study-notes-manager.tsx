import {
  CREATE_FIRST_NOTE,
  DEFAULT_READING_TRANSLATION,
  FETCH_NOTES_FAILED,
  FILTERED_BADGE,
  groupNotesByBook,
  hasActiveFilters,
  isTranslationId,
  MANAGER_EMPTY_MESSAGE,
  MANAGER_EMPTY_TITLE,
  NEW_NOTE_DEFAULT_BOOK,
  NEW_NOTE_DEFAULT_CHAPTER,
  NO_MATCHING_NOTES_MESSAGE,
  NO_MATCHING_NOTES_TITLE,
  NOTE_COLOR_LABELS,
  NOTE_COLORS,
  type NoteColor,
  type NoteExportFormat,
  type NoteType,
  noteCountLabel,
  notesCounter,
  type StudyNote,
} from '@manna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Plus, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useDebounce } from 'use-debounce';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useReportFailure } from '@/lib/report-failure';
import { useDeleteNote } from '../api/delete-note';
import { useNoteSummary } from '../api/get-note-summary';
import { type NoteListFilters, noteExportHref, useNotes } from '../api/get-notes';
import { noteSummaryQueryKey, notesListQueryPrefix } from '../api/query-keys';
import { studyNotesErrorMessage, studyNotesFailure } from '../utils/report-study-notes-error';
import { NoteCardList } from './note-card-list';
import { NoteEditorDialog, type NoteEditorTarget } from './note-editor-dialog';
import { TranslationOptions } from './note-select-options';
import { NotesEmptyState } from './notes-empty-state';
import { FilterToggle, NotesSearchField, NoteTypeFilter } from './notes-filter-controls';
import { NotesLoadError } from './notes-load-error';
import { NotesLoading } from './notes-loading';

export interface StudyNotesManagerProps {
  /** The notes reload whenever this rises above 0. */
  refreshCounter?: number;
}

/** Search is sent to the server once typing pauses. */
export const SEARCH_DEBOUNCE_MS = 300;

export const EXPORT_FORMATS: readonly { format: NoteExportFormat; label: string }[] = [
  { format: 'txt', label: 'Text (.txt)' },
  { format: 'md', label: 'Markdown (.md)' },
  { format: 'csv', label: 'CSV (.csv)' },
];

interface ManagerFilters {
  search: string;
  noteType: NoteType | '';
  translation: string;
  color: NoteColor | '';
  tags: string[];
}

const NO_FILTERS: ManagerFilters = {
  search: '',
  noteType: '',
  translation: '',
  color: '',
  tags: [],
};

/**
 * The notes manager (docs/product/study-notes-and-bookmarks.md#the-notes-manager): every note of
 * the member, filtered on the server, grouped by book, a page at a time; with export of what is
 * shown and a new note defaulting to Genesis 1.
 */
export function StudyNotesManager({ refreshCounter = 0 }: StudyNotesManagerProps) {
  const headingId = useId();
  const filtersId = useId();
  const tagsLabelId = useId();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<ManagerFilters>(NO_FILTERS);
  const [showFilters, setShowFilters] = useState(false);
  const [editorOpen, setEditorOpen] = useState(false);
  const [editorTarget, setEditorTarget] = useState<NoteEditorTarget | null>(null);
  const [search] = useDebounce(filters.search, SEARCH_DEBOUNCE_MS);
  const searchRef = useRef<HTMLInputElement>(null);

  // What the list shows right now (the search as sent, not as being typed).
  const applied: NoteListFilters = useMemo(
    () => ({
      search,
      note_type: filters.noteType,
      translation: filters.translation,
      color: filters.color,
      tags: filters.tags,
    }),
    [search, filters.noteType, filters.translation, filters.color, filters.tags],
  );
  const filtered = hasActiveFilters({ ...filters, search });

  const notesQuery = useNotes(applied);
  const summaryQuery = useNoteSummary();
  const deleteNote = useDeleteNote();
  useReportFailure(notesQuery, (error) => studyNotesFailure(FETCH_NOTES_FAILED, error));
  useReportFailure(summaryQuery, (error) => studyNotesFailure(FETCH_NOTES_FAILED, error));

  // A rising refresh counter reloads the notes (and the totals with them).
  useEffect(() => {
    if (refreshCounter <= 0) return;
    void queryClient.invalidateQueries({ queryKey: notesListQueryPrefix });
    void queryClient.invalidateQueries({ queryKey: noteSummaryQueryKey });
  }, [refreshCounter, queryClient]);

  useEffect(() => {
    if (showFilters) searchRef.current?.focus();
  }, [showFilters]);

  const loadMoreRef = useRef<HTMLButtonElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = notesQuery;
  // Loads the next page as the button scrolls into view; the button stays for keyboards and for
  // browsers without IntersectionObserver.
  useEffect(() => {
    const button = loadMoreRef.current;
    if (!button || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
        void fetchNextPage();
      }
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const pages = notesQuery.data?.pages;
  const notes = useMemo(() => pages?.flatMap((page) => page.notes) ?? [], [pages]);
  const groups = useMemo(() => groupNotesByBook(notes), [notes]);
  const shownTotal = pages?.[0]?.total;
  const allTotal = summaryQuery.data?.total;
  const availableTags = summaryQuery.data?.tags ?? [];

  const update = (changes: Partial<ManagerFilters>) =>
    setFilters((current) => ({ ...current, ...changes }));
  const toggleTag = (tag: string) =>
    setFilters((current) => ({
      ...current,
      tags: current.tags.includes(tag)
        ? current.tags.filter((chosen) => chosen !== tag)
        : [...current.tags, tag],
    }));

  const openEditor = (target: NoteEditorTarget) => {
    setEditorTarget(target);
    setEditorOpen(true);
  };
  const addNote = () =>
    openEditor({
      mode: 'create',
      // A note created here starts at Genesis 1.
      book: NEW_NOTE_DEFAULT_BOOK,
      chapter: NEW_NOTE_DEFAULT_CHAPTER,
      verse: null,
      translation: isTranslationId(filters.translation)
        ? filters.translation
        : DEFAULT_READING_TRANSLATION,
    });
  const editNote = (note: StudyNote) => openEditor({ mode: 'edit', note });
  const removeNote = (note: StudyNote) => deleteNote.mutate(note.id);

  let body: ReactNode;
  if (notesQuery.isPending) {
    body = <NotesLoading />;
  } else if (notesQuery.isError && notes.length === 0) {
    body = (
      <NotesLoadError
        message={studyNotesErrorMessage(FETCH_NOTES_FAILED, notesQuery.error)}
        onRetry={() => void notesQuery.refetch()}
        retrying={notesQuery.isFetching}
      />
    );
  } else if (notes.length === 0) {
    body = filtered ? (
      <NotesEmptyState title={NO_MATCHING_NOTES_TITLE} message={NO_MATCHING_NOTES_MESSAGE} />
    ) : (
      <NotesEmptyState title={MANAGER_EMPTY_TITLE} message={MANAGER_EMPTY_MESSAGE}>
        <Button size="sm" onClick={addNote}>
          <Plus aria-hidden="true" />
          {CREATE_FIRST_NOTE}
        </Button>
      </NotesEmptyState>
    );
  } else {
    body = (
      <div className="flex flex-col gap-6">
        {groups.map((group) => (
          <BookGroup key={group.book} book={group.book} count={group.notes.length}>
            <NoteCardList
              notes={group.notes}
              onEdit={editNote}
              onDelete={removeNote}
              deletingId={deleteNote.isPending ? deleteNote.variables : undefined}
            />
          </BookGroup>
        ))}
        {hasNextPage ? (
          <Button
            ref={loadMoreRef}
            variant="outline"
            className="self-center"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? <ButtonSpinner /> : null}
            {isFetchingNextPage ? 'Loading more notes...' : 'Load more notes'}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="font-serif text-xl font-semibold">
            My Study Notes
          </h2>
          <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
            {shownTotal !== undefined && allTotal !== undefined ? (
              <span className="tabular-nums">{notesCounter(shownTotal, allTotal)}</span>
            ) : null}
            {filtered ? (
              <span className="rounded-full bg-primary/15 px-2 py-0.5 text-xs font-semibold text-primary">
                {FILTERED_BADGE}
              </span>
            ) : null}
            {notesQuery.isPlaceholderData ? <Spinner label="Updating notes..." /> : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1">
          <FilterToggle
            expanded={showFilters}
            controls={filtersId}
            onToggle={() => setShowFilters((open) => !open)}
          />
          {shownTotal !== undefined && shownTotal > 0 ? <ExportMenu filters={applied} /> : null}
          <Button size="sm" onClick={addNote}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
      </div>

      <div
        id={filtersId}
        hidden={!showFilters}
        className="flex flex-col gap-3 rounded-xl border border-border bg-muted/40 p-3"
      >
        <NotesSearchField
          inputRef={searchRef}
          placeholder="Search content, titles, tags or references..."
          value={filters.search}
          onChange={(search) => update({ search })}
        />
        <div className="grid gap-3 sm:grid-cols-3">
          <NoteTypeFilter value={filters.noteType} onChange={(noteType) => update({ noteType })} />
          <Field label="Translation">
            {(control) => (
              <Select
                {...control}
                density="compact"
                value={filters.translation}
                onChange={(event) => update({ translation: event.target.value })}
              >
                <option value="">All translations</option>
                <TranslationOptions />
              </Select>
            )}
          </Field>
          <Field label="Color">
            {(control) => (
              <Select
                {...control}
                density="compact"
                value={filters.color}
                onChange={(event) =>
                  update({
                    color: NOTE_COLORS.find((color) => color === event.target.value) ?? '',
                  })
                }
              >
                <option value="">All colors</option>
                {NOTE_COLORS.map((color) => (
                  <option key={color} value={color}>
                    {NOTE_COLOR_LABELS[color]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <div className="flex flex-col gap-2">
          <span id={tagsLabelId} className="text-sm font-medium leading-none">
            Tags
          </span>
          {availableTags.length > 0 ? (
            <ul aria-labelledby={tagsLabelId} className="flex flex-wrap gap-2">
              {availableTags.map((tag) => {
                const chosen = filters.tags.includes(tag);
                return (
                  <li key={tag}>
                    <button
                      type="button"
                      aria-pressed={chosen}
                      onClick={() => toggleTag(tag)}
                      className={cn(
                        'rounded-full border px-3 py-1 text-sm transition-colors',
                        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        chosen
                          ? 'border-primary bg-primary text-primary-foreground'
                          : 'border-border bg-card hover:bg-accent',
                      )}
                    >
                      {tag}
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No tags yet.</p>
          )}
        </div>
        {hasActiveFilters(filters) ? (
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => setFilters(NO_FILTERS)}
          >
            <X aria-hidden="true" />
            Clear filters
          </Button>
        ) : null}
      </div>

      {body}

      <NoteEditorDialog
        open={editorOpen}
        onOpenChange={setEditorOpen}
        target={editorTarget}
        chooseReference
      />
    </Card>
  );
}

/**
 * Export (docs/product/study-notes-and-bookmarks.md#export, shown when there are results): a
 * disclosure of plain download links, one per format, each carrying the filters in force. Escape or
 * a click elsewhere closes it.
 */
function ExportMenu({ filters }: { filters: NoteListFilters }) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const inside = event.target instanceof Node && rootRef.current?.contains(event.target);
      if (!inside) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <Button
        ref={buttonRef}
        variant={open ? 'secondary' : 'ghost'}
        size="sm"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Download aria-hidden="true" />
        Export
      </Button>
      <ul
        id={menuId}
        hidden={!open}
        aria-label="Export formats"
        className="absolute right-0 z-10 mt-1 flex w-48 flex-col rounded-xl border border-border bg-card p-1 shadow-lg"
      >
        {EXPORT_FORMATS.map(({ format, label }) => (
          <li key={format}>
            <a
              href={noteExportHref(format, filters)}
              download
              onClick={() => setOpen(false)}
              className="flex rounded-lg px-3 py-2 text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function BookGroup({
  book,
  count,
  children,
}: {
  book: string;
  count: number;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3 border-b border-border pb-1">
        <h3 id={id} className="font-serif text-lg font-semibold">
          {book}
        </h3>
        <span className="text-sm text-muted-foreground tabular-nums">{noteCountLabel(count)}</span>
      </div>
      {children}
    </section>
  );
}
