import {
  LOADING_SCRIPTURE_MESSAGE,
  loadFailedInlineMessage,
  RATE_LIMIT_INLINE_MESSAGE,
  readInsteadLabel,
  TRANSLATIONS,
  type TranslationId,
  UNABLE_TO_LOAD_MESSAGE,
} from '@manna/shared';
import { BookOpen, RotateCw } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { HOLDS_FIRST_SCREEN } from '@/lib/first-screen-probe';
import type { ChapterReader } from '../hooks/use-chapter-reader';
import type { VerseRange } from '../utils/verse-range';
import { ChapterText, type VerseSlots } from './chapter-text';

export function abbreviationOf(id: string): string {
  return (
    TRANSLATIONS.find((translation) => translation.id === id)?.abbreviation ?? id.toUpperCase()
  );
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

/** `loading`: the chapter is on its way, which holds the app's background work back. */
function PanelMessage({ children, loading = false }: { children: ReactNode; loading?: boolean }) {
  return (
    <div
      className="flex h-full flex-col items-center justify-center gap-4"
      {...(loading ? HOLDS_FIRST_SCREEN : {})}
    >
      {children}
    </div>
  );
}

interface ChapterBodyProps extends VerseSlots {
  reader: ChapterReader;
  bookName: string;
  chapter: number;
  textStyle: CSSProperties;
  /** The reading font's faces are in: until then the verses wait, so they show once, in it. */
  fontReady: boolean;
  highlight?: VerseRange | null | undefined;
  afterText?: ReactNode;
  onTranslationChange: (translation: TranslationId) => void;
}

/**
 * What a reader shows of a chapter (docs/product/scripture.md#the-scripture-panel): 'Loading
 * scripture...', a failure with Retry (and its countdown after a rate limit) or an offer to read it
 * in KJV, or the verses.
 */
export function ChapterBody({
  reader,
  bookName,
  chapter,
  textStyle,
  fontReady,
  highlight,
  afterText,
  onTranslationChange,
  ...slots
}: ChapterBodyProps) {
  // Verses shown before their font would reflow when it came
  // (docs/product/reading-plans.md#steady-layout).
  const shown = fontReady ? reader.chapter : undefined;
  const waitingForFont = reader.chapter !== undefined && !fontReady;
  const { fallbackTranslation } = reader;
  return (
    <>
      {reader.status === 'loading' || waitingForFont ? (
        <PanelMessage loading>
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
          <div className="flex flex-wrap justify-center gap-2">
            {fallbackTranslation ? (
              <Button size="sm" onClick={() => onTranslationChange(fallbackTranslation)}>
                <BookOpen aria-hidden="true" />
                {readInsteadLabel(bookName, chapter, abbreviationOf(fallbackTranslation))}
              </Button>
            ) : null}
            <RetryButton reader={reader} />
          </div>
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
    </>
  );
}
