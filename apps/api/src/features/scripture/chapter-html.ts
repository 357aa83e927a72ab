import type { ChapterVerse } from '@manna/shared';

// API.Bible marks each verse with <span data-number="16" ... class="v">16</span>.
const VERSE_MARKER = /<span\b[^>]*\bclass="v"[^>]*>\s*(\d+)\s*<\/span>/g;
const CHAPTER_NUMBER = /<span\b[^>]*\bclass="c"[^>]*>[\s\S]*?<\/span>/g;
const HEADING = /<h\d\b[^>]*>([\s\S]*?)<\/h\d>/g;
const PARAGRAPH_START = /<p\b[^>]*>/g;
// Private-use characters cannot occur in scripture text, so they mark structure safely.
const PARAGRAPH_SENTINEL = '\uE000P\uE000';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&apos;': "'",
  '&nbsp;': ' ',
};

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) =>
      String.fromCodePoint(Number.parseInt(code, 16)),
    )
    .replace(/&[a-z]+;|&#39;/gi, (entity) => ENTITIES[entity] ?? entity);
}

// Tags and pilcrows are stripped (docs/product/scripture.md#apibible).
export function toPlainText(html: string): string {
  return decodeEntities(html.replace(/<[^>]+>/g, ''))
    .replace(/¶/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const HEADING_TOKEN = /\uE000H(\d+)\uE000/g;
const ANY_TOKEN = /\uE000(?:P|H\d+)\uE000/g;

/**
 * Splits a chapter's HTML into verses at the verse-number markers
 * (docs/product/scripture.md#apibible). The stretch between two markers is the earlier verse's
 * text; a paragraph or heading that ends that stretch belongs to the next verse.
 */
export function splitChapterHtml(html: string): ChapterVerse[] {
  const headings: string[] = [];
  const marked = html
    .replace(CHAPTER_NUMBER, '')
    .replace(HEADING, (_, inner: string) => {
      headings.push(toPlainText(inner));
      return `\uE000H${headings.length - 1}\uE000`;
    })
    .replace(PARAGRAPH_START, PARAGRAPH_SENTINEL);

  const markers = [...marked.matchAll(VERSE_MARKER)];
  const stretches = markers.map((marker, index) =>
    marked.slice(
      (marker.index ?? 0) + marker[0].length,
      markers[index + 1]?.index ?? marked.length,
    ),
  );
  const lead = marked.slice(0, markers[0]?.index ?? 0);

  return markers.map((marker, index) => {
    const before = index === 0 ? lead : (stretches[index - 1] ?? '');
    const afterLastParagraph = before.slice(before.lastIndexOf(PARAGRAPH_SENTINEL));
    const opensParagraph =
      before.includes(PARAGRAPH_SENTINEL) &&
      toPlainText(afterLastParagraph.replace(ANY_TOKEN, '')) === '';
    const heading = [...before.matchAll(HEADING_TOKEN)]
      .map((match) => headings[Number(match[1])])
      .filter(Boolean)
      .join(' · ');
    return {
      verse: Number(marker[1]),
      text: toPlainText((stretches[index] ?? '').replace(ANY_TOKEN, ' ')),
      ...(opensParagraph && { paragraph: true }),
      ...(heading && { heading }),
    };
  });
}
