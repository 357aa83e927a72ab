export type TextPart = { type: 'text'; value: string } | { type: 'link'; value: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
// Punctuation that ends a sentence rather than the link.
const TRAILING = /[.,;:!?)\]]+$/;

/** Splits plain e-mail text into text and http(s) links, so links can be made clickable. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    let url = match[0];
    const trailing = url.match(TRAILING)?.[0] ?? '';
    url = url.slice(0, url.length - trailing.length);
    if (start > last) parts.push({ type: 'text', value: text.slice(last, start) });
    parts.push({ type: 'link', value: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ type: 'text', value: text.slice(last) });
  return parts;
}
