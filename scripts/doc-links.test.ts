import { describe, expect, it } from 'vitest';
import { headingAnchors, markdownLinks, rootReferences, slugify } from './doc-links.ts';

describe('slugify', () => {
  it('makes GitHub anchors: lower-case, punctuation dropped, spaces to hyphens', () => {
    expect(slugify('Voice memos')).toBe('voice-memos');
    expect(slugify('When API.Bible is down')).toBe('when-apibible-is-down');
    expect(slugify('Sign in, sign up, recovery')).toBe('sign-in-sign-up-recovery');
    expect(slugify('Errors (general)')).toBe('errors-general');
  });

  it('keeps the text of code spans and links, and hyphens and underscores', () => {
    expect(slugify('Settings (`/settings?tab=account|security`)')).toBe(
      'settings-settingstabaccountsecurity',
    );
    expect(slugify('See [the journal](journal.md)')).toBe('see-the-journal');
    expect(slugify('Sign-in rate_limit')).toBe('sign-in-rate_limit');
  });

  it('keeps letters beyond ASCII and each space as its own hyphen', () => {
    expect(slugify('Café rules')).toBe('café-rules');
    expect(slugify('A  B')).toBe('a--b');
  });
});

describe('headingAnchors', () => {
  it('offers every heading, numbers repeats, and ignores fenced code', () => {
    const anchors = headingAnchors(
      ['# Title', '## Limits', 'text', '```', '## Not a heading', '```', '### Limits ##'].join(
        '\n',
      ),
    );
    expect([...anchors]).toEqual(['title', 'limits', 'limits-1']);
  });
});

describe('rootReferences', () => {
  it('finds repository-root doc references with and without an anchor', () => {
    const text = [
      '// Sessions last 30 days (docs/security.md#accounts).',
      ' * see docs/decisions/004-scripture.md.',
      "const url = 'https://example.com/docs/x.md#y';",
    ].join('\n');
    expect(rootReferences(text)).toEqual([
      { line: 1, target: 'docs/security.md', anchor: 'accounts', base: 'root' },
      { line: 2, target: 'docs/decisions/004-scripture.md', anchor: null, base: 'root' },
    ]);
  });
});

describe('markdownLinks', () => {
  it('finds local links, same-file anchors included, and skips web addresses', () => {
    const text = [
      'See [accounts](../security.md#accounts) and [Headings](#headings).',
      '[site](https://example.com/a.md#b) [root](/x.md) [ADR](decisions/001-stack.md "why")',
    ].join('\n');
    expect(markdownLinks(text)).toEqual([
      { line: 1, target: '../security.md', anchor: 'accounts', base: 'relative' },
      { line: 1, target: '', anchor: 'headings', base: 'relative' },
      { line: 2, target: 'decisions/001-stack.md', anchor: null, base: 'relative' },
    ]);
  });
});
