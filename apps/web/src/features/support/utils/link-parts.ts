/** A piece of a message: plain text, or a web address to link. */
export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string };

// An http(s) address runs to the next space or angle bracket or quote. Punctuation that closes a
// sentence or a parenthesis after an address belongs to the sentence, not to the address.
const ADDRESS = /\bhttps?:\/\/[^\s<>"']+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/**
 * Splits a message into text and web addresses (docs/product/support.md#messages). Only http
 * and https addresses become links: a message is plain text, so nothing else in it (markup, a
 * javascript: address) ever becomes anything but text.
 */
export function linkParts(message: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of message.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    if (!isWebAddress(address)) continue;
    if (start > from) parts.push({ kind: 'text', text: message.slice(from, start) });
    parts.push({ kind: 'link', text: address, href: new URL(address).href });
    from = start + address.length;
  }
  if (from < message.length) parts.push({ kind: 'text', text: message.slice(from) });
  return parts;
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
