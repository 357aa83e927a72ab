import { describe, expect, it } from 'vitest';
import { DAILY_VERSES, getDailyVerse } from './daily-verse';

describe('getDailyVerse', () => {
  it('keeps one verse for the whole local day and moves on the next day', () => {
    const morning = getDailyVerse(new Date('2025-06-01T06:00:00Z'), 'UTC');
    const night = getDailyVerse(new Date('2025-06-01T23:59:00Z'), 'UTC');
    const nextDay = getDailyVerse(new Date('2025-06-02T00:01:00Z'), 'UTC');
    expect(night).toBe(morning);
    expect(nextDay).not.toBe(morning);
  });

  it('uses the member time zone to decide the day', () => {
    const instant = new Date('2025-06-01T23:30:00Z');
    expect(getDailyVerse(instant, 'Asia/Tokyo')).toBe(
      getDailyVerse(new Date('2025-06-02T12:00:00Z'), 'UTC'),
    );
  });

  it('only offers verses with a reference', () => {
    for (const verse of DAILY_VERSES) {
      expect(verse.reference).toMatch(/^[1-3]?\s?[A-Z][a-z]+ \d+:\d+(-\d+)?$/);
      expect(verse.text.length).toBeGreaterThan(20);
    }
  });
});
