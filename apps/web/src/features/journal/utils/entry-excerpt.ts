/** How much of an entry a list card shows before '...'. */
export const ENTRY_EXCERPT_LENGTH = 160;

/** The start of an entry for a card, whitespace collapsed, cut at a word where it can be. */
export function entryExcerpt(content: string, length: number = ENTRY_EXCERPT_LENGTH): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}...`;
}
