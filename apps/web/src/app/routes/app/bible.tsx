import { findBookByCode } from '@manna/shared';
import { BookSearch, BookX, ChevronRight } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { MessageScreen } from '@/components/errors/message-screen';
import { LinkTabs } from '@/components/ui/link-tabs';
import { Spinner } from '@/components/ui/spinner';
import { BIBLE_TABS, type BibleTab, paths } from '@/config/paths';
import { useReaderSettings } from '@/features/reader-settings';
import {
  BookChapterPicker,
  type ChapterLocation,
  ChapterPagerButton,
  formatVerseRange,
  loadReaderSettingsPanel,
  PassageSearch,
  type PassageTarget,
  parseVerseRange,
  readLastRead,
  saveLastRead,
  toChapterLocation,
} from '@/features/scripture';
import { adjacentChapter, useChapterPrefetch } from '@/features/scripture-cache';
import { formatCount } from '@/lib/format';
import { LazyBoundary, lazyExport } from '@/lib/lazy-export';
import { LazyStudyScripturePanel } from '../../pages/study-scripture/lazy-study-scripture-panel';

// The Read panel loads as the screen shows (LazyStudyScripturePanel); the others load when first
// opened (book notes are a sizeable piece of text).
const BookInfoPanel = lazyExport(() => import('@/features/book-info'), 'BookInfoPanel');
const ReaderSettingsPanel = lazyExport(loadReaderSettingsPanel, 'ReaderSettingsPanel');

const TAB_LABELS: Record<BibleTab, string> = {
  read: 'Read',
  info: 'Book Info',
  settings: 'Settings',
};

function parseBibleTab(value: string | null): BibleTab {
  return BIBLE_TABS.find((tab) => tab === value) ?? 'read';
}

/** /bible: reopens the last chapter read here, or John 1. */
export function BibleRoute() {
  const [searchParams] = useSearchParams();
  const { book, chapter } = readLastRead();
  const tab = parseBibleTab(searchParams.get('tab'));
  return <Navigate replace to={paths.app.bibleChapter.getHref(book, chapter, { tab })} />;
}

/** /bible/:book/:chapter (book is a USFM code, any case). */
export function BibleChapterRoute() {
  const params = useParams();
  const location = toChapterLocation(params.book, params.chapter);
  if (!location) return <ChapterNotFound book={params.book ?? ''} chapter={params.chapter ?? ''} />;
  return <BibleScreen location={location} />;
}

function ChapterNotFound({ book, chapter }: { book: string; chapter: string }) {
  const found = findBookByCode(book);
  const message = found
    ? `${found.name} has ${formatCount(found.chapters, 'chapter')}, so there is no chapter ${chapter}.`
    : `There is no book of the Bible with the code “${book}”.`;
  return (
    <MessageScreen
      icon={BookX}
      title="Chapter not found"
      action={{ label: 'Back to the Bible', to: paths.app.bible.getHref() }}
    >
      {message}
    </MessageScreen>
  );
}

/** At the end of a chapter: read on without scrolling back up to the Next button. */
function ContinueLink({ to, target }: { to: string; target: ChapterLocation }) {
  const name = findBookByCode(target.book)?.name ?? target.book;
  return (
    <Link
      to={to}
      className="flex items-center justify-center gap-1.5 rounded-xl border border-border px-4 py-3 text-sm font-medium text-foreground transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      Continue to {name} {target.chapter}
      <ChevronRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

function PanelFallback() {
  return (
    <div className="flex justify-center py-12">
      <Spinner label="Loading..." showLabel />
    </div>
  );
}

/** The panel switcher: plain links (?tab=...), like the settings sections, so each is shareable. */
function PanelLinks({
  current,
  getHref,
}: {
  current: BibleTab;
  getHref: (tab: BibleTab) => string;
}) {
  return (
    <LinkTabs
      label="Bible panels"
      tabs={BIBLE_TABS}
      current={current}
      labelOf={(tab) => TAB_LABELS[tab]}
      hrefOf={getHref}
      preventScrollReset
    />
  );
}

function BibleScreen({ location }: { location: ChapterLocation }) {
  const { book, chapter } = location;
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const tab = parseBibleTab(searchParams.get('tab'));
  const highlight = parseVerseRange(searchParams.get('verse'));
  const { translation, setTranslation } = useReaderSettings();
  // docs/product/scripture.md#scripture-cache: once the chapter shows, warm the next (1.5 s) and previous (3 s) chapters.
  useChapterPrefetch({ translation, book, chapter });
  const bookInfo = findBookByCode(book);
  const bookName = bookInfo?.name ?? book;
  const previous = adjacentChapter(book, chapter, 'previous');
  const next = adjacentChapter(book, chapter, 'next');

  useEffect(() => {
    saveLastRead({ book, chapter });
  }, [book, chapter]);

  const hrefFor = useCallback(
    (target: ChapterLocation, options: { tab?: BibleTab; verse?: string | null } = {}) =>
      paths.app.bibleChapter.getHref(target.book, target.chapter, {
        tab: options.tab ?? tab,
        verse: options.verse ?? null,
      }),
    [tab],
  );

  const openPassage = (target: PassageTarget) => {
    // A looked-up passage is for reading, whichever panel was open.
    navigate(
      hrefFor(target, {
        tab: 'read',
        verse: target.verses ? formatVerseRange(target.verses) : null,
      }),
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <title>{`${bookName} ${chapter} · Manna`}</title>

      <header className="flex items-center gap-3">
        <ChapterPagerButton
          direction="previous"
          target={previous}
          getHref={(target) => hrefFor(target)}
        />
        <div className="min-w-0 flex-1 text-center">
          <p className="text-xs font-semibold tracking-widest text-muted-foreground uppercase">
            {bookInfo?.testament === 'OT' ? 'Old Testament' : 'New Testament'}
          </p>
          <h1 className="mt-0.5 truncate font-serif text-3xl font-semibold">
            {bookName} {chapter}
          </h1>
        </div>
        <ChapterPagerButton direction="next" target={next} getHref={(target) => hrefFor(target)} />
      </header>

      <nav
        aria-label="Choose a passage"
        className="grid gap-3 rounded-2xl border border-border bg-card p-3 shadow-sm sm:gap-4 sm:p-5"
      >
        <BookChapterPicker
          book={book}
          chapter={chapter}
          onChange={(target) => navigate(hrefFor(target))}
        />
        <PassageSearch onNavigate={openPassage} />
        <Link
          to={paths.app.scriptureSearch.getHref()}
          className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <BookSearch aria-hidden="true" className="size-4" />
          Search the Bible for words or a phrase
        </Link>
      </nav>

      <div className="flex flex-col gap-4">
        <PanelLinks
          current={tab}
          getHref={(next) => hrefFor(location, { tab: next, verse: searchParams.get('verse') })}
        />
        <section aria-label={TAB_LABELS[tab]}>
          {tab === 'read' ? (
            <LazyStudyScripturePanel
              book={book}
              chapter={chapter}
              translation={translation}
              onTranslationChange={setTranslation}
              highlight={highlight}
              afterText={next ? <ContinueLink to={hrefFor(next)} target={next} /> : null}
              pager={{
                onPrevious: previous ? () => navigate(hrefFor(previous)) : undefined,
                onNext: next ? () => navigate(hrefFor(next)) : undefined,
              }}
            />
          ) : null}
          {tab === 'info' ? (
            <LazyBoundary fallback={<PanelFallback />}>
              <BookInfoPanel
                book={book}
                getChapterHref={(number) => hrefFor({ book, chapter: number }, { tab: 'read' })}
              />
            </LazyBoundary>
          ) : null}
          {tab === 'settings' ? (
            <LazyBoundary fallback={<PanelFallback />}>
              <ReaderSettingsPanel />
            </LazyBoundary>
          ) : null}
        </section>
      </div>
    </div>
  );
}
