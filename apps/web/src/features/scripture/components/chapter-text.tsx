import type { Chapter, ChapterVerse } from '@manna/shared';
import { type CSSProperties, type ReactNode, useMemo } from 'react';
import { cn } from '@/lib/cn';
import {
  splitFirstWord,
  styleChapterVerses,
  styleVerseText,
  type VerseSegment,
} from '../utils/style-verse-text';
import { isVerseInRange, type VerseRange } from '../utils/verse-range';
import { VerseSegments } from './verse-segments';

export const OMITTED_VERSE_TEXT = '(verse omitted in this translation)';

export interface VerseSlots {
  /**
   * Called when the member picks a verse (its number, or a click on its text). When set, each
   * verse number becomes a button.
   */
  onVerseSelect?: (verse: ChapterVerse) => void;
  /** Accessible name of a verse-number button; defaults to 'Verse {n}'. */
  verseSelectLabel?: (verse: ChapterVerse) => string;
  /** Drawn next to the verse number (e.g. a note-count badge). */
  verseBadge?: (verse: ChapterVerse) => ReactNode;
  /** Drawn after the verse text (e.g. a bookmark toggle). */
  verseActions?: (verse: ChapterVerse) => ReactNode;
}

interface ChapterTextProps extends VerseSlots {
  chapter: Chapter;
  /** Font size, line height and family (useReaderSettings().textStyle). */
  textStyle?: CSSProperties;
  highlight?: VerseRange | null;
  className?: string;
}

type Block =
  | { kind: 'heading'; key: string; text: string }
  | { kind: 'paragraph'; key: string; verses: { verse: ChapterVerse; segments: VerseSegment[] }[] };

/** Paragraphs start at `paragraph: true`; a heading (Psalm 119) always opens a new paragraph. */
function toBlocks(verses: readonly ChapterVerse[]): Block[] {
  const styled = styleChapterVerses(verses);
  const blocks: Block[] = [];
  let paragraph: Extract<Block, { kind: 'paragraph' }> | undefined;
  verses.forEach((verse, index) => {
    if (verse.heading) {
      blocks.push({ kind: 'heading', key: `h${verse.verse}`, text: verse.heading });
      paragraph = undefined;
    }
    if (!paragraph || verse.paragraph) {
      paragraph = { kind: 'paragraph', key: `p${verse.verse}`, verses: [] };
      blocks.push(paragraph);
    }
    paragraph.verses.push({ verse, segments: styled[index] ?? [] });
  });
  return blocks;
}

/** Some words of a verse; a click on them picks the verse, as the reading screen expects. */
function VerseWords({
  segments,
  omitted,
  onSelect,
}: {
  segments: VerseSegment[];
  omitted: boolean | undefined;
  onSelect: (() => void) | undefined;
}) {
  const className = omitted
    ? 'verse-omitted text-[0.9em] text-muted-foreground italic'
    : 'verse-text';
  if (!onSelect) {
    return (
      <span className={className}>
        <VerseSegments segments={segments} />
      </span>
    );
  }
  return (
    // The verse-number button is the keyboard way in; clicking the words is a larger target for
    // pointers (docs/product/scripture.md#reading-the-text).
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <span
      className={cn(className, 'cursor-pointer')}
      onClick={() => {
        // Selecting words to copy is not picking the verse.
        if (window.getSelection()?.isCollapsed === false) return;
        onSelect();
      }}
    >
      <VerseSegments segments={segments} />
    </span>
  );
}

/**
 * A chapter's verses with numbers, paragraphs, Psalm title and headings
 * (docs/product/scripture.md#reading-the-text).
 */
export function ChapterText({
  chapter,
  textStyle,
  highlight,
  className,
  onVerseSelect,
  verseSelectLabel = (verse) => `Verse ${verse.verse}`,
  verseBadge,
  verseActions,
}: ChapterTextProps) {
  const blocks = useMemo(() => toBlocks(chapter.verses), [chapter.verses]);

  return (
    <div className={cn('scripture-text text-foreground', className)} style={textStyle}>
      {chapter.title ? (
        <p className="psalm-title mb-[0.8em] text-[0.92em] text-muted-foreground italic">
          {chapter.title}
        </p>
      ) : null}
      {blocks.map((block) =>
        block.kind === 'heading' ? (
          <h3
            key={block.key}
            className="psalm-heading mt-[1.2em] mb-[0.4em] font-[inherit] text-[0.95em] font-semibold tracking-wide text-muted-foreground first:mt-0"
          >
            {block.text}
          </h3>
        ) : (
          <p key={block.key} className="mb-[0.8em] last:mb-0">
            {block.verses.map(({ verse, segments }) => {
              const highlighted = isVerseInRange(verse.verse, highlight);
              const { firstWord, rest } = splitFirstWord(
                verse.omitted ? styleVerseText(OMITTED_VERSE_TEXT) : segments,
              );
              const words = (runs: VerseSegment[]) =>
                runs.length === 0 ? null : (
                  <VerseWords
                    segments={runs}
                    omitted={verse.omitted}
                    onSelect={
                      onVerseSelect && !verse.omitted ? () => onVerseSelect(verse) : undefined
                    }
                  />
                );
              return (
                <span
                  key={verse.verse}
                  id={`verse-${verse.verse}`}
                  data-verse={verse.verse}
                  data-highlighted={highlighted || undefined}
                  className={cn(
                    'verse group/verse scroll-mt-4 rounded-sm transition-colors [box-decoration-break:clone]',
                    highlighted && 'bg-accent text-accent-foreground',
                  )}
                >
                  {/* The number never ends a line: it stays with its verse's first word. It flows
                      inline as part of the sentence (no flex box): a target in a line of text is
                      exempt from the 24 px target size (WCAG 2.5.8), and the verse's words are
                      the larger target for pointers. */}
                  <span className="verse-start whitespace-nowrap">
                    <sup className="verse-number mr-[0.2em] ml-[0.1em] align-super text-[0.68em] leading-none font-semibold text-muted-foreground">
                      {onVerseSelect ? (
                        <button
                          type="button"
                          onClick={() => onVerseSelect(verse)}
                          aria-label={verseSelectLabel(verse)}
                          className="-mx-1 -my-0.5 rounded px-1 py-0.5 hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                        >
                          {verse.verse}
                        </button>
                      ) : (
                        verse.verse
                      )}
                      {verseBadge?.(verse)}
                    </sup>
                    {words(firstWord)}
                  </span>
                  {words(rest)}
                  {verseActions?.(verse)}{' '}
                </span>
              );
            })}
          </p>
        ),
      )}
    </div>
  );
}
