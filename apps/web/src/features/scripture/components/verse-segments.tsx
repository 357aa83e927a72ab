import type { ReactNode } from 'react';
import type { VerseSegment } from '../utils/style-verse-text';

// Class names double as hooks for tests and for anyone styling scripture elsewhere.
// Red letters: red-700 on the light page and red-400 on the dark one both clear 4.5:1.
export const WORDS_OF_JESUS_CLASS = 'words-of-jesus text-red-700 dark:text-red-400';
export const DIVINE_NAME_CLASS = 'divine-name';
export const SUPPLIED_WORDS_CLASS = 'supplied-words italic';
export const EMPHASIS_CLASS = 'verse-emphasis font-semibold';

/**
 * LORD in small capitals, as printed Bibles set the divine name: a full-size L, then ORD as small
 * capitals. The text stays 'LORD' for copying, searching and screen readers.
 */
function DivineName({ text }: { text: string }) {
  return (
    <span className={DIVINE_NAME_CLASS}>
      {text.charAt(0)}
      <span className="[font-variant-caps:all-small-caps]">{text.slice(1)}</span>
    </span>
  );
}

function Segment({ segment }: { segment: VerseSegment }) {
  let node: ReactNode = segment.divineName ? <DivineName text={segment.text} /> : segment.text;
  if (segment.supplied) node = <i className={SUPPLIED_WORDS_CLASS}>{node}</i>;
  if (segment.emphasis) node = <em className={EMPHASIS_CLASS}>{node}</em>;
  if (segment.wordsOfJesus) node = <span className={WORDS_OF_JESUS_CLASS}>{node}</span>;
  return node;
}

/** Renders styled runs of verse text (see styleVerseText). */
export function VerseSegments({ segments }: { segments: readonly VerseSegment[] }) {
  return segments.map((segment, index) => (
    // Runs never reorder, so their position is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Segment key={index} segment={segment} />
  ));
}
