import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('finds links and leaves sentence punctuation outside them', () => {
    expect(linkify('Reset here: http://localhost:5173/reset-password?token=abc. Thanks!')).toEqual([
      { type: 'text', value: 'Reset here: ' },
      { type: 'link', value: 'http://localhost:5173/reset-password?token=abc' },
      { type: 'text', value: '. Thanks!' },
    ]);
  });

  it('returns plain text untouched and ignores non-http schemes', () => {
    expect(linkify('No links, javascript:alert(1) here')).toEqual([
      { type: 'text', value: 'No links, javascript:alert(1) here' },
    ]);
    expect(linkify('')).toEqual([]);
  });
});
