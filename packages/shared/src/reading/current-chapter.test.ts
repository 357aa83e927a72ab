import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  planChapterFixture as chapter,
  chapterRecordFixture as done,
} from '../testing/reading-fixtures';
import {
  clampChapterIndex,
  defaultChapterIndex,
  MANUAL_NAVIGATION_HOLD_MS,
} from './current-chapter';

const plan = [chapter('a', 1), chapter('b', 2), chapter('c', 3), chapter('d', 4)];

describe('defaultChapterIndex', () => {
  it('is the first chapter when nothing is completed', () => {
    expect(defaultChapterIndex(plan, [])).toBe(0);
  });

  it('is the first chapter not yet completed', () => {
    expect(defaultChapterIndex(plan, [done('a')])).toBe(1);
    expect(defaultChapterIndex(plan, [done('a'), done('b'), done('c')])).toBe(3);
  });

  it('goes back to a gap left earlier in the plan', () => {
    expect(defaultChapterIndex(plan, [done('a'), done('c'), done('d')])).toBe(1);
  });

  it('ignores records marked not completed', () => {
    expect(defaultChapterIndex(plan, [done('a', false), done('b')])).toBe(0);
  });

  it('is the first chapter when every chapter is completed', () => {
    expect(
      defaultChapterIndex(
        plan,
        plan.map((c) => done(c.id)),
      ),
    ).toBe(0);
  });

  it('is 0 for an empty plan', () => {
    expect(defaultChapterIndex([], [done('a')])).toBe(0);
  });

  it('always points at an unread chapter when there is one (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 50 }), (flags) => {
        const chapters = flags.map((_, index) => chapter(`ch-${index}`, index + 1));
        const progress = chapters.map((c, index) => done(c.id, flags[index]));
        const index = defaultChapterIndex(chapters, progress);
        const firstUnread = flags.indexOf(false);
        expect(index).toBe(firstUnread === -1 ? 0 : firstUnread);
      }),
    );
  });
});

describe('MANUAL_NAVIGATION_HOLD_MS', () => {
  it('is one second', () => {
    expect(MANUAL_NAVIGATION_HOLD_MS).toBe(1000);
  });
});

describe('clampChapterIndex (Previous/Next within bounds)', () => {
  it('keeps an index inside the plan', () => {
    expect(clampChapterIndex(2, 4)).toBe(2);
    expect(clampChapterIndex(0, 4)).toBe(0);
    expect(clampChapterIndex(3, 4)).toBe(3);
  });

  it('stops Previous at the first chapter and Next at the last', () => {
    expect(clampChapterIndex(0 - 1, 4)).toBe(0);
    expect(clampChapterIndex(3 + 1, 4)).toBe(3);
    expect(clampChapterIndex(100, 4)).toBe(3);
  });

  it('is 0 for an empty plan or a non-number', () => {
    expect(clampChapterIndex(0, 0)).toBe(0);
    expect(clampChapterIndex(5, 0)).toBe(0);
    expect(clampChapterIndex(Number.NaN, 4)).toBe(0);
  });

  it('rounds a fractional index down', () => {
    expect(clampChapterIndex(1.7, 4)).toBe(1);
  });

  it('is always a valid index (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 1, max: 500 }),
        (index, length) => {
          const clamped = clampChapterIndex(index, length);
          expect(Number.isInteger(clamped)).toBe(true);
          expect(clamped).toBeGreaterThanOrEqual(0);
          expect(clamped).toBeLessThan(length);
          if (index >= 0 && index < length) expect(clamped).toBe(index);
        },
      ),
    );
  });
});
