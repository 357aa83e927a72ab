import { describe, expect, it } from 'vitest';
import { formatVerseRange, isVerseInRange, parseVerseRange } from './verse-range';

describe('parseVerseRange', () => {
  it('reads a single verse and a range', () => {
    expect(parseVerseRange('16')).toEqual({ start: 16, end: 16 });
    expect(parseVerseRange('16-18')).toEqual({ start: 16, end: 18 });
    expect(parseVerseRange(' 16 – 18 ')).toEqual({ start: 16, end: 18 });
  });

  it('rejects nonsense, zero and backwards ranges', () => {
    for (const value of [null, undefined, '', 'abc', '0', '18-16', '1-2-3', '16-', '-3', '1.5']) {
      expect(parseVerseRange(value)).toBeNull();
    }
  });

  it('formats back to the search parameter form', () => {
    expect(formatVerseRange({ start: 16, end: 16 })).toBe('16');
    expect(formatVerseRange({ start: 16, end: 18 })).toBe('16-18');
  });

  it('tells whether a verse is inside', () => {
    const range = { start: 16, end: 18 };
    expect(isVerseInRange(15, range)).toBe(false);
    expect(isVerseInRange(16, range)).toBe(true);
    expect(isVerseInRange(18, range)).toBe(true);
    expect(isVerseInRange(19, range)).toBe(false);
    expect(isVerseInRange(16, null)).toBe(false);
  });
});
