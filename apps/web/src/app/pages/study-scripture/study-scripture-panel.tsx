import {
  CHAPTER_NOTES_TOGGLE,
  type Chapter,
  type ChapterVerse,
  findBookByCode,
  HIDE_NOTES_TOGGLE,
  NOTE_SAVED_TOAST,
  type TranslationId,
  verseReferenceOf,
} from '@manna/shared';
import { NotebookPen } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { BookmarkToggle, useVerseBookmarks } from '@/features/bookmarks';
import { ScripturePanel, type ScripturePanelProps, type VerseSlots } from '@/features/scripture';
import {
  loadNoteEditorDialog,
  loadStudyNotesPanel,
  type NoteEditorTarget,
  useVerseNoteCounts,
  VerseNoteBadge,
} from '@/features/study-notes';
import { LazyBoundary, lazyExport } from '@/lib/lazy-export';

// The notes panel and the editor load when first opened: the reading route has a JS budget.
const StudyNotesPanel = lazyExport(loadStudyNotesPanel, 'StudyNotesPanel');
const NoteEditorDialog = lazyExport(loadNoteEditorDialog, 'NoteEditorDialog');

export type StudyScripturePanelProps = Omit<
  ScripturePanelProps,
  keyof VerseSlots | 'onChapterShown' | 'controls'
>;

/** Which translation a shown chapter answers, so a fallback (NASB served as KJV) is recognised. */
const requestKey = (book: string, chapter: number, translation: TranslationId) =>
  `${book.toUpperCase()}:${chapter}:${translation}`;

/**
 * The scripture panel with the member's study layer
 * (docs/product/study-notes-and-bookmarks.md#in-the-reader): a verse's number or words open the
 * note editor for it, a green badge counts its notes, each verse has a bookmark toggle, and
 * 'Chapter Notes' / 'Hide Notes' shows the chapter's notes under the text.
 */
export function StudyScripturePanel(props: StudyScripturePanelProps) {
  const { book, chapter, translation } = props;
  const bookName = findBookByCode(book)?.name ?? book;
  const notesPanelId = useId();
  const [notesOpen, setNotesOpen] = useState(false);
  const [selectedVerse, setSelectedVerse] = useState<number | null>(null);
  const [editorTarget, setEditorTarget] = useState<NoteEditorTarget | null>(null);
  const [served, setServed] = useState<{ key: string; translation: TranslationId } | null>(null);

  // Bookmarks keep the translation whose words are on screen.
  const currentKey = requestKey(book, chapter, translation);
  const shownTranslation = served?.key === currentKey ? served.translation : translation;
  const onChapterShown = useCallback((shown: Chapter) => {
    const requested = shown.fallback?.requested ?? shown.translation_id;
    setServed({
      key: requestKey(shown.book_id, shown.chapter, requested),
      translation: shown.translation_id,
    });
  }, []);

  const noteCounts = useVerseNoteCounts(bookName, chapter);
  const bookmarks = useVerseBookmarks({ book: bookName, chapter, translation: shownTranslation });

  // A verse picked in one chapter means nothing in the next.
  const [selectionChapter, setSelectionChapter] = useState(currentKey);
  if (selectionChapter !== currentKey) {
    setSelectionChapter(currentKey);
    setSelectedVerse(null);
  }

  const openEditorFor = (verse: ChapterVerse) => {
    setSelectedVerse(verse.verse);
    setEditorTarget({
      mode: 'create',
      book: bookName,
      chapter,
      verse: verse.verse,
      translation: shownTranslation,
    });
  };

  const toggleNotes = () => {
    // Opened from the toggle, the panel shows the whole chapter.
    if (!notesOpen) setSelectedVerse(null);
    setNotesOpen(!notesOpen);
  };

  return (
    <div className="flex flex-col gap-4">
      <ScripturePanel
        {...props}
        onChapterShown={onChapterShown}
        controls={
          <Button
            variant={notesOpen ? 'secondary' : 'outline'}
            size="sm"
            aria-expanded={notesOpen}
            aria-controls={notesOpen ? notesPanelId : undefined}
            onClick={toggleNotes}
            className="h-10 max-sm:w-10 max-sm:px-0"
          >
            <NotebookPen aria-hidden="true" />
            <span className="max-sm:sr-only">
              {notesOpen ? HIDE_NOTES_TOGGLE : CHAPTER_NOTES_TOGGLE}
            </span>
          </Button>
        }
        onVerseSelect={openEditorFor}
        verseSelectLabel={(verse) =>
          `Add a note on ${verseReferenceOf(bookName, chapter, verse.verse)}`
        }
        verseBadge={(verse) => (
          <VerseNoteBadge count={noteCounts.data?.get(verse.verse) ?? 0} className="ml-0.5" />
        )}
        verseActions={(verse) =>
          verse.omitted ? null : (
            <BookmarkToggle
              reference={verseReferenceOf(bookName, chapter, verse.verse)}
              pressed={bookmarks.isBookmarked(verse)}
              pending={bookmarks.isPending(verse)}
              onToggle={() => bookmarks.toggle(verse)}
            />
          )
        }
      />

      {notesOpen ? (
        <div id={notesPanelId} className="flex flex-col gap-2">
          {selectedVerse !== null ? (
            <Button
              variant="link"
              size="sm"
              className="self-start"
              onClick={() => setSelectedVerse(null)}
            >
              {`Show all notes on ${bookName} ${chapter}`}
            </Button>
          ) : null}
          <LazyBoundary
            fallback={
              <div className="flex justify-center py-8">
                <Spinner label="Loading..." showLabel />
              </div>
            }
          >
            <StudyNotesPanel
              book={bookName}
              chapter={chapter}
              verse={selectedVerse}
              translation={shownTranslation}
              onClose={() => setNotesOpen(false)}
            />
          </LazyBoundary>
        </div>
      ) : null}

      {editorTarget ? (
        <LazyBoundary fallback={null}>
          <NoteEditorDialog
            open
            onOpenChange={(open) => {
              if (!open) setEditorTarget(null);
            }}
            target={editorTarget}
            createdToast={NOTE_SAVED_TOAST}
          />
        </LazyBoundary>
      ) : null}
    </div>
  );
}
