import { describe, expect, it } from 'vitest';
import { formatPlainDay } from './format-date';

describe('formatPlainDay', () => {
  it('names the day in each locale asked for, again when asked again', () => {
    expect(formatPlainDay('2026-11-02', 'en-US')).toBe('Monday, November 2, 2026');
    expect(formatPlainDay('2026-11-02', 'en-GB')).toMatch(/^Monday,? 2 November 2026$/);
    expect(formatPlainDay('2026-11-03', 'en-US')).toBe('Tuesday, November 3, 2026');
  });

  it('gives back what is not a date', () => {
    expect(formatPlainDay('not a day', 'en-US')).toBe('not a day');
  });
});
