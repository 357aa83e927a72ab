import {
  type Chapter,
  findBookByCode,
  LOADING_SCRIPTURE_MESSAGE,
  loadFailedInlineMessage,
  RATE_LIMIT_INLINE_MESSAGE,
  TRANSLATIONS,
  type TranslationId,
  UNABLE_TO_LOAD_MESSAGE,
} from '@manna/shared';
import { RotateCw } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FontSizeSelect, useReaderSettings } from '@/features/reader-settings';
import { cn } from '@/lib/cn';
import { type ChapterReader, useChapterReader } from '../hooks/use-chapter-reader';
import type { VerseRange } from '../utils/verse-range';
import { ChapterText, type VerseSlots } from './chapter-text';
import { TranslationSelect } from './translation-select';

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
  className?: string;
}

function RetryButton({ reader }: { reader: ChapterReader }) {
  const waiting = reader.retrySecondsLeft > 0;
  let label = 'Retry';
  if (waiting) label = `Retry in ${reader.retrySecondsLeft}s`;
  else if (reader.isRetrying) label = 'Retrying...';
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={reader.retry}
      disabled={waiting || reader.isRetrying}
    >
      <RotateCw aria-hidden="true" className={reader.isRetrying ? 'animate-spin' : undefined} />
      {label}
    </Button>
  );
}

function abbreviationOf(id: string): string {
  return (
    TRANSLATIONS.find((translation) => translation.id === id)?.abbreviation ?? id.toUpperCase()
  );
}

function PanelMessage({ children }: { children: ReactNode }) {
  return <div className="flex h-full flex-col items-center justify-center gap-4">{children}</div>;
}

/**
 * The scripture reader (SPEC §2 scripture panel): translation and font size controls, then the
 * chapter in a scrollable area 50vh high on phones and 60vh from medium screens up (SPEC §9).
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
  className,
  ...slots
}: ScripturePanelProps) {
  const reader = useChapterReader({ book, chapter, translation });
  const { textStyle } = useReaderSettings();
  const scrollArea = useRef<HTMLElement>(null);
  const bookName = findBookByCode(book)?.name ?? book;
  const shown = reader.chapter;

  useEffect(() => {
    if (shown) onChapterShown?.(shown);
  }, [shown, onChapterShown]);

  // A new chapter starts at its top, or at the verses asked for.
  const highlightStart = highlight?.start;
  useEffect(() => {
    const area = scrollArea.current;
    if (!area || !shown) return;
    const target =
      highlightStart === undefined
        ? null
        : area.querySelector<HTMLElement>(`[data-verse="${highlightStart}"]`);
    const reduceMotion =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const top = target ? Math.max(target.offsetTop - 16, 0) : 0;
    // jsdom (tests) has no element scrolling API.
    if (typeof area.scrollTo !== 'function') return;
    area.scrollTo({ top, behavior: target && !reduceMotion ? 'smooth' : 'auto' });
  }, [shown, highlightStart]);

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
      <div className="flex flex-wrap items-end gap-3 border-b border-border bg-muted/40 p-3 sm:px-4">
        <TranslationSelect
          value={translation}
          onChange={onTranslationChange}
          density="compact"
          className="min-w-0 flex-[2_1_11rem]"
        />
        <FontSizeSelect density="compact" className="min-w-0 flex-[1_1_7rem]" />
        {controls ? <div className="flex flex-wrap items-end gap-2">{controls}</div> : null}
      </div>

      {shown?.fallback ? (
        <Alert variant="info" className="m-3 mb-0 sm:mx-4">
          {shown.fallback.message}
        </Alert>
      ) : null}

      <section
        ref={scrollArea}
        aria-label={regionLabel}
        aria-busy={reader.status === 'loading'}
        // Scrollable content must be reachable by keyboard (WCAG 2.1.1).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
        tabIndex={0}
        className="relative h-[50vh] overflow-y-auto overscroll-contain px-4 py-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:px-6 md:h-[60vh]"
      >
        {reader.status === 'loading' ? (
          <PanelMessage>
            <Spinner label={LOADING_SCRIPTURE_MESSAGE} showLabel />
          </PanelMessage>
        ) : null}

        {reader.status === 'error' ? (
          <PanelMessage>
            <Alert className="w-full max-w-md">
              {reader.isRateLimited
                ? RATE_LIMIT_INLINE_MESSAGE
                : loadFailedInlineMessage(reader.errorMessage ?? '')}
            </Alert>
            <RetryButton reader={reader} />
          </PanelMessage>
        ) : null}

        {reader.status === 'empty' ? (
          <PanelMessage>
            <Alert className="w-full max-w-md">{UNABLE_TO_LOAD_MESSAGE}</Alert>
          </PanelMessage>
        ) : null}

        {shown ? (
          <>
            {/* Keeps the outline sound: Psalm 119's letter headings are h3s under this. */}
            <h2 className="sr-only">{`${shown.book_name} ${shown.chapter}`}</h2>
            <ChapterText chapter={shown} textStyle={textStyle} highlight={highlight} {...slots} />
            {afterText ? <div className="mt-6">{afterText}</div> : null}
          </>
        ) : null}
      </section>

      {shown?.translation_note ? (
        <p className="translation-note border-t border-border px-4 py-2.5 text-xs text-muted-foreground sm:px-6">
          {shown.translation_note}
        </p>
      ) : null}
    </div>
  );
}
