// The heading of something a member wrote: its title, or its first words when it has none
// (docs/product/journal.md#headings, docs/product/study-notes-and-bookmarks.md#notes).
import { graphemeSegmenter } from './graphemes';

/** How long a heading drawn from the first words may be, in graphemes, ellipsis included. */
export const WRITING_HEADING_MAX_LENGTH = 50;
/** Ends a heading that stops before the first line does. */
export const WRITING_HEADING_ELLIPSIS = '…';

export interface WritingHeading {
  /** The title, or the first words of the content; '' only when both are blank. */
  heading: string;
  /**
   * What to show under the heading so nothing is shown twice or lost: the lines after the first
   * when the heading is that whole line, else all of the content (under a title, or under a
   * heading cut short, which only names the text).
   */
  rest: string;
}

let wordSegmenter: Intl.Segmenter | undefined;

const LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/;
/**
 * Left dangling where the words stop: spaces, commas and stops, dashes, opening brackets and
 * opening quotes. A closing bracket or quote stays with the word it closes.
 */
const DANGLING_END = /[\s\p{Pc}\p{Pd}\p{Ps}\p{Pi}\p{Po}]+$/u;
/** Under this share of the room, a cut between words loses too much: cut inside the word. */
const LEAST_KEPT_SHARE = 0.5;

/**
 * The heading for a journal entry, topic entry or study note: its title when it has one, else
 * the first line of its content, whitespace folded, up to `maxLength` graphemes. A longer first
 * line stops at the last word boundary that fits (inside a word only when that would keep less
 * than half), drops the punctuation left hanging there and ends with '…'. Never splits a
 * grapheme (an accented letter, a flag, an emoji family).
 */
export function writingHeading(
  title: string | null | undefined,
  content: string,
  maxLength: number = WRITING_HEADING_MAX_LENGTH,
): WritingHeading {
  if (!Number.isInteger(maxLength) || maxLength < 2) {
    throw new RangeError(`A heading must allow 2 or more characters, not ${maxLength}`);
  }
  const titled = title?.trim();
  if (titled) return { heading: titled, rest: content.trim() };

  const text = content.trim();
  const breakAt = text.search(LINE_BREAK);
  const firstLine = (breakAt === -1 ? text : text.slice(0, breakAt)).replace(/\s+/g, ' ').trim();
  const afterLine = breakAt === -1 ? '' : text.slice(breakAt).trim();

  const graphemes = [...graphemeSegmenter().segment(firstLine)];
  const room = graphemes[maxLength - 1];
  if (graphemes.length <= maxLength || !room) return { heading: firstLine, rest: afterLine };

  // The first maxLength - 1 graphemes end where grapheme number maxLength starts, leaving room
  // for the ellipsis.
  const limit = room.index;
  const cut = lastWordBoundary(firstLine, limit);
  const kept = firstLine.slice(0, cut >= limit * LEAST_KEPT_SHARE ? cut : limit);
  const heading = kept.replace(DANGLING_END, '') || kept;
  return { heading: `${heading}${WRITING_HEADING_ELLIPSIS}`, rest: text };
}

/** The last place at or before `limit` where one word ends and the next begins (0 if none). */
function lastWordBoundary(line: string, limit: number): number {
  wordSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  let boundary = 0;
  // Segments are produced lazily, so a long line is only walked up to the limit.
  for (const { index } of wordSegmenter.segment(line)) {
    if (index > limit) break;
    boundary = index;
  }
  return boundary;
}
