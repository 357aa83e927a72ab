import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNoteEdited, NOTE_PREVIEW_ELLIPSIS, notePreview } from './note-preview';
import { NOTE_PREVIEW_LENGTH } from './study-notes';

/** Plain letters, spaces and line breaks, and characters longer than one UTF-16 unit. */
const CONTENT_PIECES = ['a', 'b', ' ', '\n', '🙏', 'e\u0301', '👨‍👩‍👧', '🇬🇧'];
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('notePreview (preview length 150)', () => {
  it('uses the length of 150 by default', () => {
    expect(NOTE_PREVIEW_LENGTH).toBe(150);
    expect(notePreview('a'.repeat(150))).toEqual({ text: 'a'.repeat(150), truncated: false });
    expect(notePreview('a'.repeat(151))).toEqual({
      text: `${'a'.repeat(150)}...`,
      truncated: true,
    });
  });

  it('returns short content unchanged, whitespace and all', () => {
    expect(notePreview('')).toEqual({ text: '', truncated: false });
    expect(notePreview('  Line one\nLine two  ')).toEqual({
      text: '  Line one\nLine two  ',
      truncated: false,
    });
  });

  it("cuts to the given length and appends '...'", () => {
    expect(notePreview('abcdefghij', 4)).toEqual({ text: 'abcd...', truncated: true });
    expect(NOTE_PREVIEW_ELLIPSIS).toBe('...');
  });

  it('drops whitespace left at the end of the cut before the dots', () => {
    expect(notePreview('For God so loved', 8)).toEqual({ text: 'For God...', truncated: true });
    expect(notePreview('Line one\n\n\nLine two', 11)).toEqual({
      text: 'Line one...',
      truncated: true,
    });
  });

  it('never splits a surrogate pair', () => {
    // '🙏' is two UTF-16 units; cutting at 4 would leave half of it.
    const { text, truncated } = notePreview('abc🙏def', 4);
    expect(truncated).toBe(true);
    expect(text).toBe('abc...');
    expect(notePreview('abc🙏def', 5).text).toBe('abc🙏...');
  });

  it('keeps a letter with its combining accent and an emoji sequence whole', () => {
    expect(notePreview('cafe\u0301 au lait', 4).text).toBe('caf...');
    const family = '👨‍👩‍👧';
    expect(notePreview(`${family} rejoice`, family.length - 1).text).toBe('...');
    expect(notePreview(`${family} rejoice`, family.length).text).toBe(`${family}...`);
  });

  it('gives just the dots for a length of 0', () => {
    expect(notePreview('abc', 0)).toEqual({ text: '...', truncated: true });
    expect(notePreview('', 0)).toEqual({ text: '', truncated: false });
  });

  it('refuses a length that is negative or not whole', () => {
    for (const length of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => notePreview('abc', length)).toThrow(RangeError);
    }
  });

  it('always yields well-formed text that starts the content and fits the length', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...CONTENT_PIECES), maxLength: 30 }),
        fc.integer({ min: 0, max: 40 }),
        (content, length) => {
          const { text, truncated } = notePreview(content, length);
          expect(truncated).toBe(content.length > length);
          if (!truncated) {
            expect(text).toBe(content);
            return;
          }
          expect(text.endsWith(NOTE_PREVIEW_ELLIPSIS)).toBe(true);
          const kept = text.slice(0, -NOTE_PREVIEW_ELLIPSIS.length);
          expect(kept.length).toBeLessThanOrEqual(length);
          expect(content.startsWith(kept)).toBe(true);
          expect(kept).toBe(kept.trimEnd());
          expect(kept).not.toMatch(LONE_SURROGATE);
        },
      ),
    );
  });
});

describe('isNoteEdited (updated time only when it differs from created)', () => {
  it('is false when both times are the same string', () => {
    const at = '2026-11-22T12:00:00.000Z';
    expect(isNoteEdited({ created_at: at, updated_at: at })).toBe(false);
  });

  it('is false for the same instant written differently', () => {
    expect(
      isNoteEdited({
        created_at: '2026-11-22T12:00:00Z',
        updated_at: '2026-11-22T14:00:00.000+02:00',
      }),
    ).toBe(false);
  });

  it('is true when the instants differ, even by a millisecond', () => {
    expect(
      isNoteEdited({
        created_at: '2026-11-22T12:00:00.000Z',
        updated_at: '2026-11-22T12:00:00.001Z',
      }),
    ).toBe(true);
    expect(
      isNoteEdited({ created_at: '2026-11-22T12:00:00Z', updated_at: '2026-12-01T08:30:00Z' }),
    ).toBe(true);
  });

  it('is false when either time cannot be read', () => {
    expect(isNoteEdited({ created_at: 'garbage', updated_at: '2026-11-22T12:00:00Z' })).toBe(false);
    expect(isNoteEdited({ created_at: '2026-11-22T12:00:00Z', updated_at: '' })).toBe(false);
  });
});
