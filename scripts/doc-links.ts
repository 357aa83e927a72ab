/**
 * Finds the references to docs that do not resolve: cited anchors must be headings of the file
 * they name, and nothing may cite the original brief by section, since it is not in the
 * repository (docs/product/README.md).
 */

/** Written in two parts so that this file does not hold what it forbids. */
export const BRIEF_CITATION = `SPEC ${'\u00a7'}`;

/** GitHub's anchor for a heading: lower-case, punctuation dropped, spaces turned into '-'. */
export function slugify(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a Markdown file offers: one per heading, repeats numbered as GitHub does. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*(```|~~~)/.exec(line)?.[1];
    if (fenceMark) {
      if (fence === null) fence = fenceMark;
      else if (fence === fenceMark) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = slugify(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** A reference to a doc: the file as written, relative to `base`, and the anchor if any. */
export interface DocReference {
  line: number;
  target: string;
  anchor: string | null;
  /** 'root': the path is from the repository root; 'relative': from the citing file's folder. */
  base: 'root' | 'relative';
}

const ROOT_REFERENCE = /(?<![\w./-])docs\/[\w./-]*?\.md(?:#([\p{L}\p{N}_-]+))?/gu;
const MARKDOWN_LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

/** `docs/<path>.md#<anchor>` written anywhere in a file (comments, test titles, prose). */
export function rootReferences(text: string): DocReference[] {
  return collect(text, ROOT_REFERENCE, (match) => {
    const [whole, anchor] = match;
    return { target: whole.replace(/#.*$/, ''), anchor: anchor ?? null, base: 'root' };
  });
}

/** Markdown links to a local file (`[text](../security.md#accounts)`, `[text](#headings)`). */
export function markdownLinks(markdown: string): DocReference[] {
  return collect(markdown, MARKDOWN_LINK, (match) => {
    const link = match[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('/')) return null;
    const hash = link.indexOf('#');
    const target = hash === -1 ? link : link.slice(0, hash);
    const anchor = hash === -1 ? null : decodeURIComponent(link.slice(hash + 1));
    return { target, anchor, base: 'relative' };
  });
}

function collect(
  text: string,
  pattern: RegExp,
  toReference: (match: RegExpExecArray) => Omit<DocReference, 'line'> | null,
): DocReference[] {
  const references: DocReference[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(pattern)) {
      const reference = toReference(match);
      if (reference) references.push({ ...reference, line: index + 1 });
    }
  });
  return references;
}
