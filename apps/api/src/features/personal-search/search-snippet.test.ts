import { describe, expect, it } from 'vitest';
import {
  bestSnippet,
  markMatches,
  SNIPPET_LENGTH,
  searchWords,
  snippetAround,
} from './search-snippet';

const marked = ({ text, marks }: { text: string; marks: [number, number][] }) =>
  marks.map(([from, to]) => text.slice(from, to));

describe('searchWords', () => {
  it('splits on anything but letters and digits, keeping each word once', () => {
    expect(searchWords("  Forgive, forgive; God's  grâce 3:16 ")).toEqual([
      'Forgive',
      'God',
      's',
      'grâce',
      '3',
      '16',
    ]);
    expect(searchWords('!!! — ')).toEqual([]);
  });

  it('keeps at most eight words', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});

describe('markMatches', () => {
  it('marks whole words starting with a prefix, ignoring case', () => {
    const text = 'Forgiveness, unforgiving FORGIVE me';
    expect(marked({ text, marks: markMatches(text, ['forgiv']) })).toEqual([
      'Forgiveness',
      'FORGIVE',
    ]);
  });
});

describe('snippetAround', () => {
  it('keeps short text whole, whitespace folded', () => {
    expect(snippetAround('  Give us\n\n this day ', ['day'])).toEqual({
      text: 'Give us this day',
      marks: [[13, 16]],
    });
  });

  it('cuts long text at word boundaries around the first match', () => {
    const words = (count: number, word: string) => Array(count).fill(word).join(' ');
    const text = `${words(60, 'before')} mercy endures ${words(60, 'after')}`;
    const snippet = snippetAround(text, ['merc']);
    expect(snippet.text.startsWith('…before')).toBe(true);
    expect(snippet.text.endsWith('after…')).toBe(true);
    expect(snippet.text.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
    expect(marked(snippet)).toEqual(['mercy']);
  });

  it('starts at the beginning when nothing in it matches', () => {
    const text = `Opening words ${'x '.repeat(200)}`;
    const snippet = snippetAround(text, ['zzz']);
    expect(snippet.text.startsWith('Opening words')).toBe(true);
    expect(snippet.marks).toEqual([]);
  });
});

describe('bestSnippet', () => {
  it('shows the first text that matches, else the first with text', () => {
    expect(bestSnippet(['Nothing here', 'Answered with peace'], ['peace']).text).toBe(
      'Answered with peace',
    );
    expect(bestSnippet([null, ' ', 'Plain'], ['zzz']).text).toBe('Plain');
    expect(bestSnippet([null], ['zzz'])).toEqual({ text: '', marks: [] });
  });
});
