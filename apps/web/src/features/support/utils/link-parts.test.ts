import { describe, expect, it } from 'vitest';
import { linkParts } from './link-parts';

describe('linkParts', () => {
  it('links http and https addresses and keeps the rest as text', () => {
    expect(linkParts('See https://example.org/plans?id=3 and http://a.test.')).toEqual([
      { kind: 'text', text: 'See ' },
      {
        kind: 'link',
        text: 'https://example.org/plans?id=3',
        href: 'https://example.org/plans?id=3',
      },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://a.test', href: 'http://a.test/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves closing punctuation to the sentence', () => {
    expect(linkParts('(see https://example.org/a)!')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', text: 'https://example.org/a', href: 'https://example.org/a' },
      { kind: 'text', text: ')!' },
    ]);
  });

  it('never links anything but a web address, and drops nothing', () => {
    for (const text of [
      'javascript:alert(1)',
      'ftp://files.test/a',
      'www.example.org',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      expect(linkParts(text)).toEqual([{ kind: 'text', text }]);
    }
    const markup = '<a href="https://example.org">x</a>';
    const parts = linkParts(markup);
    expect(parts.map((part) => part.text).join('')).toBe(markup);
    expect(parts.filter((part) => part.kind === 'link')).toEqual([
      { kind: 'link', text: 'https://example.org', href: 'https://example.org/' },
    ]);
  });

  it('answers one text part for a message without addresses, and none for an empty one', () => {
    expect(linkParts('Thank you!\nBless you.')).toEqual([
      { kind: 'text', text: 'Thank you!\nBless you.' },
    ]);
    expect(linkParts('')).toEqual([]);
  });
});
