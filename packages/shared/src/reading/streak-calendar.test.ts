import { describe, expect, it } from 'vitest';
import {
  consecutivePlainDays,
  FALLBACK_STREAK_TIME_ZONE,
  isPlainDay,
  localDayFormatter,
  shiftPlainDay,
  weekdayOfPlainDay,
} from './streak-calendar';

describe('FALLBACK_STREAK_TIME_ZONE', () => {
  it('is UTC', () => {
    expect(FALLBACK_STREAK_TIME_ZONE).toBe('UTC');
  });
});

describe('localDayFormatter', () => {
  it('formats many instants in one zone', () => {
    const inAuckland = localDayFormatter('Pacific/Auckland');
    expect(inAuckland(new Date('2024-12-31T10:59:00Z'))).toBe('2024-12-31'); // 23:59 NZDT
    expect(inAuckland(new Date('2024-12-31T11:00:00Z'))).toBe('2025-01-01'); // 00:00 NZDT
  });
});

describe('isPlainDay', () => {
  it('accepts real dates written YYYY-MM-DD', () => {
    for (const day of ['2024-02-29', '2023-12-31', '2000-01-01']) {
      expect(isPlainDay(day)).toBe(true);
    }
  });

  it('rejects impossible or differently written dates', () => {
    for (const day of ['2023-02-29', '2024-13-01', '2024-04-31', '2024-1-1', '20240101', '', 'x']) {
      expect(isPlainDay(day)).toBe(false);
    }
    expect(isPlainDay('2024-03-10T00:00:00Z')).toBe(false);
  });
});

describe('shiftPlainDay', () => {
  it('moves by calendar days across months, years and leap days', () => {
    expect(shiftPlainDay('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftPlainDay('2023-02-28', 1)).toBe('2023-03-01');
    expect(shiftPlainDay('2025-01-01', -1)).toBe('2024-12-31');
    expect(shiftPlainDay('2024-03-10', 0)).toBe('2024-03-10');
    expect(shiftPlainDay('2024-01-01', 366)).toBe('2025-01-01');
  });

  it('is not disturbed by daylight-saving dates', () => {
    expect(shiftPlainDay('2024-03-10', 1)).toBe('2024-03-11');
    expect(shiftPlainDay('2024-11-03', -1)).toBe('2024-11-02');
    expect(shiftPlainDay('2024-03-31', 1)).toBe('2024-04-01');
  });

  it('rejects a malformed date', () => {
    expect(() => shiftPlainDay('2024-02-30', 1)).toThrow(RangeError);
  });
});

describe('consecutivePlainDays', () => {
  it('steps a day at a time across a leap day, a month and a year', () => {
    expect(consecutivePlainDays('2024-02-28', 3)).toEqual([
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(consecutivePlainDays('2024-12-31', 2)).toEqual(['2024-12-31', '2025-01-01']);
  });

  it('gives the same days as shifting the first by each count', () => {
    const days = consecutivePlainDays('2024-03-01', 371);
    expect(days).toHaveLength(371);
    days.forEach((day, index) => {
      expect(day).toBe(shiftPlainDay('2024-03-01', index));
    });
  });

  it('is empty for no days, and rejects a malformed first date', () => {
    expect(consecutivePlainDays('2024-03-01', 0)).toEqual([]);
    expect(() => consecutivePlainDays('2024-02-30', 1)).toThrow(RangeError);
  });
});

describe('weekdayOfPlainDay', () => {
  it('counts from Sunday 0', () => {
    expect(weekdayOfPlainDay('2024-03-10')).toBe(0); // Sunday
    expect(weekdayOfPlainDay('2024-03-13')).toBe(3); // Wednesday
    expect(weekdayOfPlainDay('2024-03-16')).toBe(6); // Saturday
  });
});
