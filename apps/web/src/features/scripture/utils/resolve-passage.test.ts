import { describe, expect, it } from 'vitest';
import { EMPTY_REFERENCE_MESSAGE, resolvePassage } from './resolve-passage';

describe('resolvePassage', () => {
  it('opens a chapter with the verses to highlight', () => {
    expect(resolvePassage('John 3:16-18')).toEqual({
      ok: true,
      target: { book: 'JHN', chapter: 3, verses: { start: 16, end: 18 } },
    });
    expect(resolvePassage(' Ps 23:1 ')).toEqual({
      ok: true,
      target: { book: 'PSA', chapter: 23, verses: { start: 1, end: 1 } },
    });
  });

  it('opens a whole chapter from an abbreviation', () => {
    expect(resolvePassage('jn 3')).toEqual({
      ok: true,
      target: { book: 'JHN', chapter: 3, verses: null },
    });
    expect(resolvePassage('1 cor 13')).toEqual({
      ok: true,
      target: { book: '1CO', chapter: 13, verses: null },
    });
  });

  it('says so when the reference has the wrong shape', () => {
    expect(resolvePassage('John three')).toEqual({
      ok: false,
      message: 'Invalid reference format: John three',
    });
    expect(resolvePassage('3:16')).toEqual({
      ok: false,
      message: 'Invalid reference format: 3:16',
    });
  });

  it('asks for a reference when the box is empty', () => {
    expect(resolvePassage('   ')).toEqual({ ok: false, message: EMPTY_REFERENCE_MESSAGE });
  });

  it('names an unknown book and a chapter past the end of the book', () => {
    const unknown = resolvePassage('Hezekiah 3');
    expect(unknown.ok).toBe(false);
    expect(!unknown.ok && unknown.message).toContain('Hezekiah');
    expect(resolvePassage('John 22')).toEqual({ ok: false, message: 'John has 21 chapters.' });
    expect(resolvePassage('Jude 2')).toEqual({ ok: false, message: 'Jude has 1 chapter.' });
  });
});
