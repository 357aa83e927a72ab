import { type BibleBook, NEW_TESTAMENT_BOOKS } from '../bible/books';
import { type ChapterTitleTable, chapterTitleFrom } from './chapter-title-lookup';
import { NEW_TESTAMENT_CHAPTER_TITLES } from './new-testament-chapter-titles';
import { WISDOM_CHAPTER_TITLES } from './wisdom-chapter-titles';

// Estimated minutes per chapter (docs/product/reading-plans.md#constants).
export const ESTIMATED_MINUTES_PER_CHAPTER = 15;

export interface PlanChapterDefinition {
  book: string;
  chapter: number;
  day: number;
  title: string;
}

export interface PlanDefinition {
  slug: string;
  title: string;
  description: string;
  durationDays: number;
  dailyMinutes: number;
  chapters: PlanChapterDefinition[];
}

/**
 * Spreads chapters over at most `days` days as evenly as possible, keeping their order.
 * When they do not divide evenly the earlier days take one extra chapter, so a reader
 * who keeps pace finishes the heavier days first. Never produces an empty day: with
 * fewer chapters than days, each chapter gets its own day and the plan is shorter.
 */
export function spreadChaptersOverDays<T extends object>(
  chapters: readonly T[],
  days: number,
): (T & { day: number })[] {
  if (!Number.isInteger(days) || days < 1) {
    throw new RangeError(`days must be a positive integer, got ${days}`);
  }
  const dayCount = Math.min(days, chapters.length);
  if (dayCount === 0) return [];

  const base = Math.floor(chapters.length / dayCount);
  const extra = chapters.length % dayCount;
  const result: (T & { day: number })[] = [];
  let index = 0;
  for (let day = 1; day <= dayCount; day++) {
    const size = day <= extra ? base + 1 : base;
    for (const chapter of chapters.slice(index, index + size)) {
      result.push({ ...chapter, day });
    }
    index += size;
  }
  return result;
}

const PLAN_CHAPTER_TITLES: ChapterTitleTable = {
  ...NEW_TESTAMENT_CHAPTER_TITLES,
  ...WISDOM_CHAPTER_TITLES,
};

/** One chapter, titled for display: its summary title, or book plus chapter when it has none. */
function titledChapter(
  book: string,
  chapter: number,
): { book: string; chapter: number; title: string } {
  return { book, chapter, title: chapterTitleFrom(PLAN_CHAPTER_TITLES, book, chapter) };
}

/** Every chapter of the given books in order, titled for display. */
export function chaptersOfBooks(
  books: readonly BibleBook[],
): { book: string; chapter: number; title: string }[] {
  return books.flatMap((book) =>
    Array.from({ length: book.chapters }, (_, i) => titledChapter(book.name, i + 1)),
  );
}

function definePlan(
  plan: Pick<PlanDefinition, 'slug' | 'title' | 'description' | 'chapters'>,
): PlanDefinition {
  const durationDays = plan.chapters.reduce((last, chapter) => Math.max(last, chapter.day), 0);
  const chaptersPerDay = new Map<number, number>();
  for (const { day } of plan.chapters) {
    chaptersPerDay.set(day, (chaptersPerDay.get(day) ?? 0) + 1);
  }
  // The plan card says "about N minutes a day"; quote the fullest day so nobody
  // sets aside too little time.
  const busiestDay = Math.max(0, ...chaptersPerDay.values());
  return { ...plan, durationDays, dailyMinutes: busiestDay * ESTIMATED_MINUTES_PER_CHAPTER };
}

function booksBetween(first: string, last: string): BibleBook[] {
  const start = NEW_TESTAMENT_BOOKS.findIndex((book) => book.name === first);
  const end = NEW_TESTAMENT_BOOKS.findIndex((book) => book.name === last);
  if (start < 0 || end < start) throw new Error(`Bad book range ${first}..${last}`);
  return NEW_TESTAMENT_BOOKS.slice(start, end + 1);
}

const newTestamentChapters = chaptersOfBooks(NEW_TESTAMENT_BOOKS);

const PSALMS_PER_DAY = 5;
const PSALM_DAYS = 30;
const PROVERBS_DAYS = 31;

// Proverbs' 31 chapters make it a chapter for each day of a month; the Psalms are dealt out five a
// day over the first 30 (day n: Psalms n, n+30, n+60, n+90, n+120, then Proverbs n) so each day
// draws from the whole Psalter rather than one stretch of it (docs/product/reading-plans.md#plans).
const psalmsAndProverbsChapters = Array.from({ length: PROVERBS_DAYS }, (_, i) => i + 1).flatMap(
  (day) => {
    const psalms =
      day <= PSALM_DAYS
        ? Array.from({ length: PSALMS_PER_DAY }, (_, k) =>
            titledChapter('Psalms', day + k * PSALM_DAYS),
          )
        : [];
    return [...psalms, titledChapter('Proverbs', day)].map((chapter) => ({ ...chapter, day }));
  },
);

// The server seeds these in this order and lists plans by created_at, so the first one is the
// default plan; its title is the reading screen's heading (docs/product/reading-plans.md#plans).
export const READING_PLANS: readonly PlanDefinition[] = [
  definePlan({
    slug: 'new-testament',
    title: 'New Testament Reading Plan',
    description:
      'Walk through the whole New Testament one chapter a day, from the birth of Jesus in Matthew to the promise of His return in Revelation.',
    chapters: newTestamentChapters.map((chapter, index) => ({ ...chapter, day: index + 1 })),
  }),
  definePlan({
    slug: 'gospels-30-days',
    title: 'The Gospels in 30 Days',
    description:
      'Spend a month with Jesus through the eyes of Matthew, Mark, Luke and John, about three chapters a day.',
    chapters: spreadChaptersOverDays(chaptersOfBooks(booksBetween('Matthew', 'John')), 30),
  }),
  definePlan({
    slug: 'letters-of-paul',
    title: 'The Letters of Paul in 30 Days',
    description:
      "Read Paul's letters from Romans to Philemon in a month and grow in the grace, faith and love he urged on the early churches.",
    chapters: spreadChaptersOverDays(chaptersOfBooks(booksBetween('Romans', 'Philemon')), 30),
  }),
  definePlan({
    slug: 'psalms-and-proverbs-31-days',
    title: 'Psalms and Proverbs in 31 Days',
    description:
      'Pray through all 150 Psalms and take a chapter of Proverbs each day for a month, learning to praise, lament and live wisely.',
    chapters: psalmsAndProverbsChapters,
  }),
];
