import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount, formatDateTime, formatDay, formatNumber } from './format';

describe('formatDateTime', () => {
  it('formats in the given time zone', () => {
    const iso = '2025-03-09T23:30:00.000Z';
    expect(formatDateTime(iso, { timeZone: 'UTC', locale: 'en-US' })).toBe(
      'March 9, 2025 at 11:30 PM',
    );
    expect(formatDateTime(iso, { timeZone: 'Asia/Tokyo', locale: 'en-US' })).toBe(
      'March 10, 2025 at 8:30 AM',
    );
  });

  it('survives an unknown zone and an invalid date', () => {
    expect(formatDateTime('2025-03-09T23:30:00.000Z', { timeZone: 'Mars/Olympus' })).not.toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatDay', () => {
  it('gives the calendar date in the given time zone', () => {
    const iso = '2025-03-09T23:30:00.000Z';
    expect(formatDay(iso, { timeZone: 'UTC', locale: 'en-US' })).toBe('March 9, 2025');
    expect(formatDay(iso, { timeZone: 'Asia/Tokyo', locale: 'en-US' })).toBe('March 10, 2025');
  });

  it('survives an unknown zone and an invalid date', () => {
    expect(formatDay('2025-03-09T23:30:00.000Z', { timeZone: 'Mars/Olympus' })).not.toBe('');
    expect(formatDay('not a date')).toBe('');
  });
});

describe('formatNumber', () => {
  it('groups thousands', () => {
    expect(formatNumber(12345, 'en-US')).toBe('12,345');
  });
});

describe('formatCount', () => {
  it('writes the noun in the singular only for one', () => {
    expect(formatCount(1, 'chapter')).toBe('1 chapter');
    expect(formatCount(0, 'prayer')).toBe('0 prayers');
    expect(formatCount(21, 'day')).toBe('21 days');
    expect(formatCount(2, 'entry', 'entries')).toBe('2 entries');
  });
});

describe('formatBytes', () => {
  it('writes kB under a megabyte and MB from one, with a decimal for small figures', () => {
    expect(formatBytes(820_000, 'en-US')).toBe('820 kB');
    expect(formatBytes(4_200_000, 'en-US')).toBe('4.2 MB');
    expect(formatBytes(52_400_000, 'en-US')).toBe('52 MB');
  });
});
