import { type Chapter, findBookByCode, type TranslationId } from '@manna/shared';
import { Maximize2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FontSizeSelect, useReaderSettings } from '@/features/reader-settings';
import { cn } from '@/lib/cn';
import { LazyBoundary, lazyExport } from '@/lib/lazy-export';
import { useChapterReader } from '../hooks/use-chapter-reader';
import { useFocusMode } from '../hooks/use-focus-mode';
import type { VerseRange } from '../utils/verse-range';
import { abbreviationOf, ChapterBody } from './chapter-body';
import type { VerseSlots } from './chapter-text';
import { TranslationSelect } from './translation-select';

// Loads when a member first reads in focus mode: the reading routes have a first-load budget.
const FocusReader = lazyExport(() => import('./focus-reader'), 'FocusReader');

/** The chapters either side, for focus mode's buttons and swipes; absent at either end. */
export interface ChapterPager {
  onPrevious?: (() => void) | undefined;
  onNext?: (() => void) | undefined;
}

export interface ScripturePanelProps extends VerseSlots {
  /** USFM book code, any case (e.g. 'JHN'). */
  book: string;
  chapter: number;
  translation: TranslationId;
  onTranslationChange: (translation: TranslationId) => void;
  /** More controls for the row above the verses (e.g. a 'Chapter Notes' toggle). */
  controls?: ReactNode;
  /** Verses to highlight and scroll to once the chapter shows. */
  highlight?: VerseRange | null;
  /** Shown at the end of the chapter text, inside the scroll area (e.g. a link onwards). */
  afterText?: ReactNode;
  /**
   * Called with each chapter that shows: its translation may differ from the one asked for (a
   * licensed translation falls back to KJV on a server without a key).
   */
  onChapterShown?: (chapter: Chapter) => void;
  /** Previous and next chapter where this reader has them (focus mode pages with them). */
  pager?: ChapterPager;
  className?: string;
}

/**
 * The scripture reader (docs/product/scripture.md#the-scripture-panel): translation and font size
 * controls, then the chapter in a scrollable area 50vh high on phones and 60vh from medium screens
 * up.
 */
export function ScripturePanel({
  book,
  chapter,
  translation,
  onTranslationChange,
  controls,
  highlight,
  afterText,
  onChapterShown,
  pager,
  className,
  ...slots
}: ScripturePanelProps) {
  const reader = useChapterReader({ book, chapter, translation });
  const { textStyle, fontSize, fontReady } = useReaderSettings();
  const focusMode = useFocusMode();
  const scrollArea = useRef<HTMLElement>(null);
  const bookName = findBookByCode(book)?.name ?? book;
  const shown = reader.chapter;
  const body = {
    reader,
    bookName,
    chapter,
    textStyle,
    fontReady,
    afterText,
    onTranslationChange,
    ...slots,
  };

  useEffect(() => {
    if (shown) onChapterShown?.(shown);
  }, [shown, onChapterShown]);

  // A new chapter starts at its top, or at the verses asked for.
  const highlightStart = highlight?.start;
  const firstChapterShown = useRef(false);
  useEffect(() => {
    const area = scrollArea.current;
    // The verses are drawn once their font is in (ChapterBody).
    if (!area || !shown || !fontReady) return;
    const target =
      highlightStart === undefined
        ? null
        : area.querySelector<HTMLElement>(`[data-verse="${highlightStart}"]`);
    // The first chapter shown starts at the top already. Scrolling would lay the whole chapter
    // out inside this effect, making its task a long one on a phone
    // (docs/decisions/018-reading-first-paint.md).
    const first = !firstChapterShown.current;
    firstChapterShown.current = true;
    if (first && !target) return;
    const reduceMotion =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const top = target ? Math.max(target.offsetTop - 16, 0) : 0;
    // jsdom (tests) has no element scrolling API.
    if (typeof area.scrollTo !== 'function') return;
    area.scrollTo({ top, behavior: target && !reduceMotion ? 'smooth' : 'auto' });
  }, [shown, highlightStart, fontReady]);

  const regionLabel = shown
    ? `${shown.book_name} ${shown.chapter} (${abbreviationOf(shown.translation_id)})`
    : `${bookName} ${chapter}`;

  return (
    <div
      className={cn(
        'overflow-hidden rounded-2xl border border-border bg-card shadow-sm',
        className,
      )}
    >
      {/* One row on a phone: the labels are there for screen readers, the values kept short. */}
      <div className="flex items-end gap-2 border-b border-border bg-muted/40 p-2.5 sm:flex-wrap sm:gap-3 sm:p-3 sm:px-4">
        <TranslationSelect
          value={translation}
          onChange={onTranslationChange}
          density="compact"
          labelClassName="max-sm:sr-only"
          className="min-w-0 flex-[2_1_5rem] sm:flex-[2_1_11rem]"
        />
        <FontSizeSelect
          density="compact"
          labelClassName="max-sm:sr-only"
          className="min-w-0 flex-[1_1_5.5rem] sm:flex-[1_1_7rem]"
        />
        {controls ? <div className="flex shrink-0 items-end gap-2">{controls}</div> : null}
        <Button
          variant="outline"
          size="icon"
          className="size-10 shrink-0"
          aria-label="Read in focus mode"
          title="Read in focus mode"
          onClick={() => focusMode.set(true)}
        >
          <Maximize2 aria-hidden="true" />
        </Button>
      </div>

      {shown?.fallback ? (
        <Alert variant="info" className="m-3 mb-0 sm:mx-4">
          {shown.fallback.message}
        </Alert>
      ) : null}

      <section
        ref={scrollArea}
        aria-label={regionLabel}
        aria-busy={reader.status === 'loading' || (shown !== undefined && !fontReady)}
        // Scrollable content must be reachable by keyboard (WCAG 2.1.1).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
        tabIndex={0}
        className="relative h-[50vh] overflow-y-auto overscroll-contain px-4 py-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:px-6 md:h-[60vh]"
      >
        <ChapterBody {...body} highlight={highlight} />
      </section>

      {focusMode.on ? (
        <LazyBoundary fallback={null}>
          <FocusReader
            {...body}
            title={regionLabel}
            fontSize={fontSize}
            pager={pager}
            onExit={() => focusMode.set(false)}
          />
        </LazyBoundary>
      ) : null}

      {shown?.translation_note ? (
        <p className="translation-note border-t border-border px-4 py-2.5 text-xs text-muted-foreground sm:px-6">
          {shown.translation_note}
        </p>
      ) : null}
    </div>
  );
}
