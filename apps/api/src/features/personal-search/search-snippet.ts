import type { MarkedText } from '@manna/shared';

// How a result shows what matched (docs/product/search.md#the-results): whole words marked, in
// a short excerpt around the first match.

/** How many words of a search count: more only slow it down without narrowing it. */
export const SEARCH_WORDS_MAX = 8;
/** How much text a snippet shows, and how much of it comes before the first match. */
export const SNIPPET_LENGTH = 160;
const SNIPPET_LEAD = 50;

/** Letters and digits, as PostgreSQL's text search parser splits words. */
const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a search as typed, each once (ignoring case), at most SEARCH_WORDS_MAX. */
export function searchWords(query: string): string[] {
  const seen = new Map<string, string>();
  for (const word of query.match(WORD) ?? []) {
    const key = word.toLowerCase();
    if (!seen.has(key)) seen.set(key, word);
  }
  return [...seen.values()].slice(0, SEARCH_WORDS_MAX);
}

/** The words of `text` that start with one of `prefixes` (lower case), as [start, end) ranges. */
export function markMatches(text: string, prefixes: readonly string[]): MarkedText['marks'] {
  const marks: MarkedText['marks'] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0].toLowerCase();
    if (prefixes.some((prefix) => word.startsWith(prefix))) {
      marks.push([match.index, match.index + match[0].length]);
    }
  }
  return marks;
}

/**
 * `text` with whitespace folded, cut to SNIPPET_LENGTH around its first match (at word
 * boundaries, '…' where it was cut), its matches marked.
 */
export function snippetAround(text: string, prefixes: readonly string[]): MarkedText {
  const folded = text.replace(/\s+/g, ' ').trim();
  const marks = markMatches(folded, prefixes);
  if (folded.length <= SNIPPET_LENGTH) return { text: folded, marks };
  const firstMatch = marks[0]?.[0] ?? 0;
  let start = Math.max(0, Math.min(firstMatch - SNIPPET_LEAD, folded.length - SNIPPET_LENGTH));
  if (start > 0) {
    const space = folded.indexOf(' ', start);
    if (space !== -1 && space < firstMatch) start = space + 1;
  }
  let end = Math.min(folded.length, start + SNIPPET_LENGTH);
  if (end < folded.length) {
    const space = folded.lastIndexOf(' ', end);
    if (space > Math.max(start, firstMatch)) end = space;
  }
  const lead = start > 0 ? '…' : '';
  const tail = end < folded.length ? '…' : '';
  return {
    text: `${lead}${folded.slice(start, end)}${tail}`,
    marks: marks
      .filter(([from, to]) => from >= start && to <= end)
      .map(([from, to]) => [from - start + lead.length, to - start + lead.length]),
  };
}

/**
 * The snippet of the first of `texts` with a match (the content, then answer details…), or of
 * the first that has any text when only the title matched.
 */
export function bestSnippet(
  texts: readonly (string | null)[],
  prefixes: readonly string[],
): MarkedText {
  const present = texts.filter((text): text is string => Boolean(text?.trim()));
  const matching = present.find((text) => markMatches(text, prefixes).length > 0);
  return snippetAround(matching ?? present[0] ?? '', prefixes);
}
