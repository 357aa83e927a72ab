import type { ChapterVerse } from '@manna/shared';

/**
 * A run of verse text with its styles (docs/product/scripture.md#reading-the-text). The markup
 * characters (`*`, `[`, `]`) are gone from `text`; quotation marks stay, inside the run they open
 * or close.
 */
export interface VerseSegment {
  text: string;
  /** Inside double quotes: shown in red letters as words of Jesus. */
  wordsOfJesus: boolean;
  /** `*word*`: emphasis. */
  emphasis: boolean;
  /** `[word]`: words the KJV translators supplied, printed in italics. */
  supplied: boolean;
  /** LORD (also LORD'S): the divine name, printed in small capitals. */
  divineName: boolean;
}

export interface StyledVerse {
  segments: VerseSegment[];
  /** A quotation is still open at the end of the verse (it continues into the next one). */
  endsInQuote: boolean;
}

type Flags = Omit<VerseSegment, 'text'>;

const OPEN_QUOTE = '\u201C';
const CLOSE_QUOTE = '\u201D';
const STRAIGHT_QUOTE = '"';
// LORD as a whole word, with an optional possessive; not LORDS ('LORD OF LORDS' is a title).
const DIVINE_NAME = /(?<![A-Za-z])LORD(?:['\u2019][sS])?(?![A-Za-z])/g;

function sameFlags(a: Flags, b: Flags): boolean {
  return (
    a.wordsOfJesus === b.wordsOfJesus &&
    a.emphasis === b.emphasis &&
    a.supplied === b.supplied &&
    a.divineName === b.divineName
  );
}

function pushSegment(segments: VerseSegment[], text: string, flags: Flags): void {
  if (text === '') return;
  const last = segments.at(-1);
  if (last && sameFlags(last, flags)) {
    last.text += text;
    return;
  }
  segments.push({ text, ...flags });
}

/** Splits LORD out of each run so it can be set in small capitals. */
function markDivineName(segments: VerseSegment[]): VerseSegment[] {
  const result: VerseSegment[] = [];
  for (const segment of segments) {
    const { text, ...flags } = segment;
    let index = 0;
    for (const match of text.matchAll(DIVINE_NAME)) {
      pushSegment(result, text.slice(index, match.index), flags);
      // Never merged with a neighbour: each occurrence is its own run.
      result.push({ ...flags, text: match[0], divineName: true });
      index = match.index + match[0].length;
    }
    pushSegment(result, text.slice(index), flags);
  }
  return result;
}

/**
 * Styles one verse. `startsInQuote` carries a quotation opened in an earlier verse of the same
 * paragraph (WEB John 3:5-8 is one speech over four verses). Unpaired `*` or `[` are kept as
 * literal characters; a closing quote with no opening one in a verse that did not start inside a
 * quotation marks the verse's text up to it as quoted (the speech began in an earlier verse).
 */
export function scanVerseText(text: string, startsInQuote = false): StyledVerse {
  const segments: VerseSegment[] = [];
  const flags: Flags = {
    wordsOfJesus: startsInQuote,
    emphasis: false,
    supplied: false,
    divineName: false,
  };
  let buffer = '';
  let sawQuoteMark = false;

  const flush = () => {
    pushSegment(segments, buffer, { ...flags });
    buffer = '';
  };
  const setFlag = (name: 'wordsOfJesus' | 'emphasis' | 'supplied', value: boolean) => {
    if (flags[name] === value) return;
    flush();
    flags[name] = value;
  };

  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    const opensQuote = char === OPEN_QUOTE || (char === STRAIGHT_QUOTE && !flags.wordsOfJesus);
    const closesQuote = char === CLOSE_QUOTE || (char === STRAIGHT_QUOTE && flags.wordsOfJesus);

    if (opensQuote) {
      setFlag('wordsOfJesus', true);
      buffer += char;
      sawQuoteMark = true;
    } else if (closesQuote) {
      if (!flags.wordsOfJesus && !sawQuoteMark) {
        // The quotation began before this verse: everything so far is inside it.
        for (const segment of segments) segment.wordsOfJesus = true;
        flags.wordsOfJesus = true;
      }
      buffer += char;
      setFlag('wordsOfJesus', false);
      sawQuoteMark = true;
    } else if (char === '*' && flags.emphasis) {
      setFlag('emphasis', false);
    } else if (char === '*' && text.includes('*', index + 1)) {
      setFlag('emphasis', true);
    } else if (char === '[' && !flags.supplied && text.includes(']', index + 1)) {
      setFlag('supplied', true);
    } else if (char === ']' && flags.supplied) {
      setFlag('supplied', false);
    } else {
      buffer += char;
    }
  }
  flush();

  return { segments: markDivineName(segments), endsInQuote: flags.wordsOfJesus };
}

/** The styling of one verse: quotes, `*emphasis*`, LORD and `[supplied]` words. */
export function styleVerseText(text: string, options: { inQuote?: boolean } = {}): VerseSegment[] {
  return scanVerseText(text, options.inQuote ?? false).segments;
}

/**
 * Styles a chapter's verses in order, carrying an open quotation from one verse to the next
 * within a paragraph. A new paragraph starts afresh: English reopens a quotation that runs on
 * into a new paragraph, so nothing is lost, and a stray quote cannot colour the whole chapter.
 */
export function styleChapterVerses(verses: readonly ChapterVerse[]): VerseSegment[][] {
  let inQuote = false;
  return verses.map((verse, index) => {
    if (index === 0 || verse.paragraph || verse.heading) inQuote = false;
    if (verse.omitted) return [];
    const styled = scanVerseText(verse.text, inQuote);
    inQuote = styled.endsInQuote;
    return styled.segments;
  });
}

/**
 * The runs of a verse's first word, and the runs after it (from the space that ends it). The
 * reader keeps the first word with the verse number, so that a line never ends on a number
 * whose verse starts on the next (docs/product/scripture.md#reading-the-text).
 */
export function splitFirstWord(segments: readonly VerseSegment[]): {
  firstWord: VerseSegment[];
  rest: VerseSegment[];
} {
  const firstWord: VerseSegment[] = [];
  for (const [index, segment] of segments.entries()) {
    const space = segment.text.search(/\s/);
    if (space === -1) {
      firstWord.push(segment);
      continue;
    }
    if (space > 0) firstWord.push({ ...segment, text: segment.text.slice(0, space) });
    return {
      firstWord,
      rest: [{ ...segment, text: segment.text.slice(space) }, ...segments.slice(index + 1)],
    };
  }
  return { firstWord, rest: [] };
}
