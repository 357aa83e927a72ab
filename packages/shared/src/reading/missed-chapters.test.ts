import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  planChapterFixture as chapter,
  chapterRecordFixture as done,
  twoChaptersADay,
} from '../testing/reading-fixtures';
import { missedBadge, missedChapters } from './missed-chapters';
import type { PlanChapter } from './reading-types';

const ids = (chapters: PlanChapter[]) => chapters.map((c) => c.id);

// Two chapters a day for five days: a1 a2 on day 1, b1 b2 on day 2, ... e1 e2 on day 5.
const plan = twoChaptersADay(5);

describe('missedChapters', () => {
  it('is empty when nothing is completed', () => {
    expect(missedChapters(plan, [])).toEqual([]);
    expect(missedChapters(plan, [done('c1', false)])).toEqual([]);
  });

  it('is empty for an empty plan', () => {
    expect(missedChapters([], [done('a1')])).toEqual([]);
  });

  it('is empty when every chapter up to the furthest day read is completed', () => {
    expect(
      missedChapters(
        plan,
        ['a1', 'a2', 'b1', 'b2'].map((id) => done(id)),
      ),
    ).toEqual([]);
  });

  it('lists unread chapters on days up to the highest completed day', () => {
    const progress = [done('a1'), done('c1')];
    expect(ids(missedChapters(plan, progress))).toEqual(['a2', 'b1', 'b2', 'c2']);
  });

  it('includes an unread chapter on the highest completed day itself', () => {
    expect(ids(missedChapters(plan, [done('d2')]))).toEqual([
      'a1',
      'a2',
      'b1',
      'b2',
      'c1',
      'c2',
      'd1',
    ]);
  });

  it('leaves later days alone', () => {
    const missed = missedChapters(plan, [done('b1')]);
    expect(missed.every((c) => c.day_number <= 2)).toBe(true);
  });

  it('ignores records that are not completed and ids not in the plan', () => {
    const progress = [done('a1'), done('e1', false), done('zz-unknown')];
    expect(ids(missedChapters(plan, progress))).toEqual(['a2']);
  });

  it('returns the chapters in day order, keeping plan order within a day', () => {
    const shuffled = [
      chapter('c1', 3),
      chapter('a2', 1),
      chapter('b1', 2),
      chapter('a1', 1),
      chapter('d1', 4),
    ];
    expect(ids(missedChapters(shuffled, [done('d1')]))).toEqual(['a2', 'a1', 'b1', 'c1']);
  });

  it('does not modify its input', () => {
    const chapters = [chapter('b', 2), chapter('a', 1), chapter('c', 3)];
    const copy = structuredClone(chapters);
    missedChapters(chapters, [done('c')]);
    expect(chapters).toEqual(copy);
  });

  it('matches the missed-chapters rule on any plan (property)', () => {
    const arbitraryPlan = fc
      .array(fc.integer({ min: 1, max: 30 }), { maxLength: 40 })
      .map((days) => days.map((day, index) => chapter(`ch-${index}`, day)));
    fc.assert(
      fc.property(arbitraryPlan, fc.array(fc.boolean(), { maxLength: 40 }), (chapters, flags) => {
        const progress = chapters.flatMap((c, index) =>
          flags[index] === undefined ? [] : [done(c.id, flags[index])],
        );
        const completed = new Set(progress.filter((p) => p.completed).map((p) => p.chapter_id));
        const days = chapters.filter((c) => completed.has(c.id)).map((c) => c.day_number);
        const limit = (days.length > 0 ? Math.max(...days) : 0) + 1;
        const expected = chapters.filter((c) => c.day_number < limit && !completed.has(c.id));

        const missed = missedChapters(chapters, progress);
        expect(new Set(ids(missed))).toEqual(new Set(ids(expected)));
        expect(missed).toHaveLength(expected.length);
        for (let i = 1; i < missed.length; i++) {
          expect(missed[i - 1]?.day_number).toBeLessThanOrEqual(missed[i]?.day_number ?? 0);
        }
      }),
    );
  });
});

describe('Catch Up card badge', () => {
  it('words the badge exactly', () => {
    expect(missedBadge(3)).toBe('3 missed');
    expect(missedBadge(0)).toBe('0 missed');
  });
});
