import { describe, expect, it } from 'vitest';
import { parseRangeHeader } from './byte-range';

describe('parseRangeHeader', () => {
  it('reads the forms a media element sends', () => {
    expect(parseRangeHeader('bytes=0-', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRangeHeader('bytes=100-199', 1000)).toEqual({ start: 100, end: 199 });
    expect(parseRangeHeader('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRangeHeader('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRangeHeader('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRangeHeader('BYTES=1-1', 1000)).toEqual({ start: 1, end: 1 });
  });

  it('sends the whole file when there is no usable single range', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=0-1,5-6', 'bytes=5-1', 'bytes=-']) {
      expect(parseRangeHeader(header, 1000)).toBeNull();
    }
  });

  it('calls a range beyond the end unsatisfiable', () => {
    expect(parseRangeHeader('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRangeHeader('bytes=2000-3000', 1000)).toBe('unsatisfiable');
    expect(parseRangeHeader('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRangeHeader('bytes=0-', 0)).toBe('unsatisfiable');
  });
});
