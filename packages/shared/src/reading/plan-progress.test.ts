import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPlanComplete,
  PROGRESS_MARKERS,
  progressPercent,
  remainingChapters,
} from './plan-progress';

describe('isPlanComplete', () => {
  it('is true when the completed count equals the chapter count', () => {
    expect(isPlanComplete(260, 260)).toBe(true);
    expect(isPlanComplete(1, 1)).toBe(true);
  });

  it('is false before then', () => {
    expect(isPlanComplete(0, 260)).toBe(false);
    expect(isPlanComplete(259, 260)).toBe(false);
  });

  it('is never true for a plan without chapters', () => {
    expect(isPlanComplete(0, 0)).toBe(false);
  });
});

describe('progressPercent', () => {
  it('rounds down to whole percent', () => {
    expect(progressPercent(0, 260)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(1, 260)).toBe(0);
    expect(progressPercent(3, 260)).toBe(1);
    expect(progressPercent(130, 260)).toBe(50);
    expect(progressPercent(259, 260)).toBe(99);
    expect(progressPercent(260, 260)).toBe(100);
  });

  it('does not suffer floating-point error', () => {
    // 29 / 100 * 100 is 28.999999999999996.
    expect(progressPercent(29, 100)).toBe(29);
    expect(progressPercent(57, 100)).toBe(57);
  });

  it('is 0 when the plan has no chapters', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(5, 0)).toBe(0);
  });

  it('stays between 0 and 100', () => {
    expect(progressPercent(300, 260)).toBe(100);
    expect(progressPercent(-1, 260)).toBe(0);
  });

  it('is an integer between 0 and 100 that never decreases as chapters are read (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.nat(), (total, seed) => {
        const completed = seed % (total + 1);
        const percent = progressPercent(completed, total);
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        expect(percent === 100).toBe(completed === total);
        expect(percent * total).toBeLessThanOrEqual(completed * 100);
        expect((percent + 1) * total).toBeGreaterThan(completed * 100);
        if (completed < total) {
          expect(progressPercent(completed + 1, total)).toBeGreaterThanOrEqual(percent);
        }
      }),
    );
  });
});

describe('PROGRESS_MARKERS', () => {
  it('marks 25, 50 and 75 percent, not 100', () => {
    expect(PROGRESS_MARKERS).toEqual([25, 50, 75]);
  });
});

describe('remainingChapters (the Remaining tile)', () => {
  it('is total minus completed', () => {
    expect(remainingChapters(260, 0)).toBe(260);
    expect(remainingChapters(260, 60)).toBe(200);
    expect(remainingChapters(260, 260)).toBe(0);
  });

  it('never goes below 0', () => {
    expect(remainingChapters(10, 12)).toBe(0);
    expect(remainingChapters(0, 0)).toBe(0);
  });
});
