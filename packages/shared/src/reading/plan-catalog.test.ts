import { describe, expect, it } from 'vitest';
import { findBookByName, NEW_TESTAMENT_BOOKS } from '../bible/books';
import { NEW_TESTAMENT_CHAPTER_TITLES } from './new-testament-chapter-titles';
import {
  chaptersOfBooks,
  ESTIMATED_MINUTES_PER_CHAPTER,
  type PlanDefinition,
  READING_PLANS,
  spreadChaptersOverDays,
} from './plan-catalog';
import { WISDOM_CHAPTER_TITLES } from './wisdom-chapter-titles';

const refOf = (chapter: { book: string; chapter: number }) => `${chapter.book} ${chapter.chapter}`;

const allNewTestamentRefs = NEW_TESTAMENT_BOOKS.flatMap((book) =>
  Array.from({ length: book.chapters }, (_, i) => `${book.name} ${i + 1}`),
);

function plan(slug: string): PlanDefinition {
  const found = READING_PLANS.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`missing plan ${slug}`);
  return found;
}

describe('ESTIMATED_MINUTES_PER_CHAPTER', () => {
  it('is 15', () => {
    expect(ESTIMATED_MINUTES_PER_CHAPTER).toBe(15);
  });
});

describe('READING_PLANS', () => {
  it('lists the New Testament plan first, as the default', () => {
    expect(READING_PLANS.map((p) => p.slug)).toEqual([
      'new-testament',
      'gospels-30-days',
      'letters-of-paul',
      'psalms-and-proverbs-31-days',
    ]);
    expect(READING_PLANS[0]?.title).toBe('New Testament Reading Plan');
  });

  it('reads the 260 New Testament chapters in canonical order, one a day', () => {
    const nt = plan('new-testament');
    expect(nt.chapters).toHaveLength(260);
    expect(nt.chapters.map(refOf)).toEqual(allNewTestamentRefs);
    expect(nt.chapters.map((c) => c.day)).toEqual(Array.from({ length: 260 }, (_, i) => i + 1));
    expect(nt.durationDays).toBe(260);
    expect(nt.dailyMinutes).toBe(15);
    expect(nt.chapters[0]).toEqual({
      book: 'Matthew',
      chapter: 1,
      day: 1,
      title: 'The Genealogy and Birth of Jesus',
    });
  });

  it('reads the four Gospels in order over 30 days', () => {
    const gospels = plan('gospels-30-days');
    expect(gospels.title).toBe('The Gospels in 30 Days');
    expect(gospels.chapters.map(refOf)).toEqual(allNewTestamentRefs.slice(0, 89));
    expect(gospels.durationDays).toBe(30);
    expect(gospels.dailyMinutes).toBe(45);
  });

  it("reads Paul's letters from Romans to Philemon in order", () => {
    const paul = plan('letters-of-paul');
    const refs = paul.chapters.map(refOf);
    expect(refs[0]).toBe('Romans 1');
    expect(refs.at(-1)).toBe('Philemon 1');
    expect(refs).toEqual(
      allNewTestamentRefs.slice(allNewTestamentRefs.indexOf('Romans 1'), 89 + 28 + 87),
    );
    expect(refs).toHaveLength(87);
  });

  it('reads five Psalms and a chapter of Proverbs a day, then Proverbs 31 alone', () => {
    const wisdom = plan('psalms-and-proverbs-31-days');
    expect(wisdom.title).toBe('Psalms and Proverbs in 31 Days');
    expect(wisdom.chapters).toHaveLength(181);
    expect(wisdom.durationDays).toBe(31);
    expect(wisdom.dailyMinutes).toBe(6 * ESTIMATED_MINUTES_PER_CHAPTER);

    const onDay = (day: number) => wisdom.chapters.filter((c) => c.day === day).map(refOf);
    expect(onDay(1)).toEqual([
      'Psalms 1',
      'Psalms 31',
      'Psalms 61',
      'Psalms 91',
      'Psalms 121',
      'Proverbs 1',
    ]);
    expect(onDay(30)).toEqual([
      'Psalms 30',
      'Psalms 60',
      'Psalms 90',
      'Psalms 120',
      'Psalms 150',
      'Proverbs 30',
    ]);
    expect(onDay(31)).toEqual(['Proverbs 31']);
    expect(wisdom.chapters.slice(0, 6).map((c) => c.day)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('reads every Psalm and every chapter of Proverbs exactly once, titled from the wisdom titles', () => {
    const wisdom = plan('psalms-and-proverbs-31-days');
    const refs = wisdom.chapters.map(refOf);
    const expected = ['Psalms', 'Proverbs'].flatMap((name) =>
      Array.from({ length: findBookByName(name)?.chapters ?? 0 }, (_, i) => `${name} ${i + 1}`),
    );
    expect(expected).toHaveLength(181);
    expect([...refs].sort()).toEqual([...expected].sort());

    for (const c of wisdom.chapters) {
      expect(c.title, refOf(c)).toBe(WISDOM_CHAPTER_TITLES[c.book]?.[c.chapter - 1]);
    }
    for (const book of ['Psalms', 'Proverbs']) {
      const titles = wisdom.chapters.filter((c) => c.book === book).map((c) => c.title);
      expect(new Set(titles).size, book).toBe(titles.length);
    }
    expect(wisdom.chapters.find((c) => refOf(c) === 'Psalms 23')?.title).toBe(
      'The Lord Is My Shepherd',
    );
  });

  describe.each(READING_PLANS.map((p) => [p.slug, p] as const))('%s', (_slug, p) => {
    it('has a title, a one-sentence description and chapters', () => {
      expect(p.title.length).toBeGreaterThan(0);
      expect(p.description).toMatch(/^[A-Z].*[.!]$/);
      expect(p.chapters.length).toBeGreaterThan(0);
    });

    it('has days starting at 1, contiguous and non-decreasing, ending at durationDays', () => {
      const days = p.chapters.map((c) => c.day);
      expect(days[0]).toBe(1);
      for (let i = 1; i < days.length; i++) {
        const step = (days[i] ?? 0) - (days[i - 1] ?? 0);
        expect(step === 0 || step === 1, `day step at index ${i}`).toBe(true);
      }
      expect(p.durationDays).toBe(days.at(-1));
    });

    it('never repeats a chapter and titles every one', () => {
      const refs = p.chapters.map(refOf);
      expect(new Set(refs).size).toBe(refs.length);
      for (const c of p.chapters) expect(c.title.length).toBeGreaterThan(0);
    });

    it('quotes daily minutes for its fullest day', () => {
      const perDay = new Map<number, number>();
      for (const c of p.chapters) perDay.set(c.day, (perDay.get(c.day) ?? 0) + 1);
      expect(p.dailyMinutes).toBe(Math.max(...perDay.values()) * ESTIMATED_MINUTES_PER_CHAPTER);
    });
  });
});

describe('chaptersOfBooks', () => {
  const book = (name: string) => {
    const found = findBookByName(name);
    if (!found) throw new Error(`missing book ${name}`);
    return found;
  };

  it('titles New Testament chapters from the New Testament titles', () => {
    expect(chaptersOfBooks([book('Jude')])).toEqual([
      { book: 'Jude', chapter: 1, title: NEW_TESTAMENT_CHAPTER_TITLES.Jude?.[0] },
    ]);
  });

  it('titles Psalms and Proverbs from the wisdom titles', () => {
    const chapters = chaptersOfBooks([book('Proverbs')]);
    expect(chapters).toHaveLength(31);
    expect(chapters[30]).toEqual({
      book: 'Proverbs',
      chapter: 31,
      title: 'The Woman of Noble Character',
    });
    expect(chaptersOfBooks([book('Psalms')])[50]?.title).toBe('A Prayer for Cleansing');
  });

  it('falls back to book plus chapter for a book without titles', () => {
    expect(chaptersOfBooks([book('Obadiah')])).toEqual([
      { book: 'Obadiah', chapter: 1, title: 'Obadiah 1' },
    ]);
  });
});

describe('spreadChaptersOverDays', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => ({ n: i + 1 }));
  const dayCounts = (spread: { day: number }[]) =>
    spread.reduce<number[]>((counts, { day }) => {
      counts[day - 1] = (counts[day - 1] ?? 0) + 1;
      return counts;
    }, []);

  it('divides evenly when it can', () => {
    expect(dayCounts(spreadChaptersOverDays(items(9), 3))).toEqual([3, 3, 3]);
  });

  it('gives the extra chapters to the earlier days', () => {
    expect(dayCounts(spreadChaptersOverDays(items(10), 4))).toEqual([3, 3, 2, 2]);
    expect(dayCounts(spreadChaptersOverDays(items(89), 30))).toEqual([
      ...Array<number>(29).fill(3),
      2,
    ]);
  });

  it('keeps the order and the other fields', () => {
    const spread = spreadChaptersOverDays(items(5), 2);
    expect(spread).toEqual([
      { n: 1, day: 1 },
      { n: 2, day: 1 },
      { n: 3, day: 1 },
      { n: 4, day: 2 },
      { n: 5, day: 2 },
    ]);
  });

  it('does not mutate its input', () => {
    const input = items(3);
    spreadChaptersOverDays(input, 2);
    expect(input).toEqual(items(3));
  });

  it('puts everything on day 1 when there is one day', () => {
    expect(spreadChaptersOverDays(items(4), 1).every((c) => c.day === 1)).toBe(true);
  });

  it('never leaves an empty day when there are fewer chapters than days', () => {
    expect(spreadChaptersOverDays(items(3), 10).map((c) => c.day)).toEqual([1, 2, 3]);
  });

  it('returns nothing for no chapters', () => {
    expect(spreadChaptersOverDays([], 30)).toEqual([]);
  });

  it('rejects a day count that is not a positive integer', () => {
    expect(() => spreadChaptersOverDays(items(3), 0)).toThrow(RangeError);
    expect(() => spreadChaptersOverDays(items(3), -1)).toThrow(RangeError);
    expect(() => spreadChaptersOverDays(items(3), 2.5)).toThrow(RangeError);
    expect(() => spreadChaptersOverDays(items(3), Number.NaN)).toThrow(RangeError);
  });
});
