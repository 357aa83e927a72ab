// A GitHub-style year grid of reading activity, fed by GET /api/reading/activity (chapters
// completed per local calendar day, see ReadingActivityResponse; the streak
// (docs/product/reading-plans.md#streak) counts the same local days). Calendar arithmetic on plain
// dates goes through date-fns.
import {
  consecutivePlainDays,
  isPlainDay,
  shiftPlainDay,
  weekdayOfPlainDay,
} from './streak-calendar';

/** One year of weeks, so the grid always spans at least 365 days back from today. */
export const READING_HEATMAP_DEFAULT_WEEKS = 53;

/** 0: none, 1: one chapter, 2: two, 3: three or four, 4: five or more. */
export type ReadingHeatmapLevel = 0 | 1 | 2 | 3 | 4;

export interface ReadingHeatmapCell {
  /** 'YYYY-MM-DD' */
  date: string;
  /** Chapters completed that day; 0 for days after today. */
  chapters: number;
  level: ReadingHeatmapLevel;
  /** After today: drawn empty. */
  inFuture: boolean;
}

export interface ReadingHeatmapInput {
  /** Chapters per local day; days outside the grid are ignored, repeated days add up. */
  days: readonly { date: string; chapters: number }[];
  /** The member's local today, 'YYYY-MM-DD'. */
  today: string;
  /** Number of week columns; defaults to READING_HEATMAP_DEFAULT_WEEKS. */
  weeks?: number;
}

export interface ReadingHeatmap {
  /** Columns, oldest first; each is seven days Sunday to Saturday. The last holds today. */
  weeks: ReadingHeatmapCell[][];
  /** Days in the grid (up to today) with at least one chapter. */
  totalDays: number;
  /** Longest run of consecutive days in the grid (up to today) with at least one chapter. */
  longestRun: number;
}

/** The shade for a day's chapter count: 0, 1, 2, 3-4, 5+. */
export function heatmapLevel(chapters: number): ReadingHeatmapLevel {
  if (!(chapters >= 1)) return 0;
  if (chapters < 2) return 1;
  if (chapters < 3) return 2;
  if (chapters < 5) return 3;
  return 4;
}

function chapterCount(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * Lays out `weeks` week columns starting on Sunday, ending with the week of `today`. Throws a
 * RangeError when `today` is not a 'YYYY-MM-DD' date or `weeks` is not a positive integer.
 */
export function readingHeatmap({
  days,
  today,
  weeks = READING_HEATMAP_DEFAULT_WEEKS,
}: ReadingHeatmapInput): ReadingHeatmap {
  if (!isPlainDay(today)) throw new RangeError(`Expected today as YYYY-MM-DD, got '${today}'`);
  if (!Number.isInteger(weeks) || weeks < 1) {
    throw new RangeError(`weeks must be a positive integer, got ${weeks}`);
  }

  const chaptersByDay = new Map<string, number>();
  for (const day of days) {
    chaptersByDay.set(day.date, (chaptersByDay.get(day.date) ?? 0) + chapterCount(day.chapters));
  }

  const firstSunday = shiftPlainDay(today, -weekdayOfPlainDay(today) - (weeks - 1) * 7);
  const dates = consecutivePlainDays(firstSunday, weeks * 7);
  const columns: ReadingHeatmapCell[][] = [];
  let totalDays = 0;
  let longestRun = 0;
  let run = 0;
  for (let week = 0; week < weeks; week++) {
    const column: ReadingHeatmapCell[] = [];
    for (const date of dates.slice(week * 7, week * 7 + 7)) {
      // 'YYYY-MM-DD' strings order as the days they name.
      const inFuture = date > today;
      const chapters = inFuture ? 0 : (chaptersByDay.get(date) ?? 0);
      column.push({ date, chapters, level: heatmapLevel(chapters), inFuture });
      if (chapters > 0) {
        totalDays += 1;
        run += 1;
        longestRun = Math.max(longestRun, run);
      } else {
        run = 0;
      }
    }
    columns.push(column);
  }
  return { weeks: columns, totalDays, longestRun };
}
