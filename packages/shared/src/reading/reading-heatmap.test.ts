import { addDays, format, parseISO } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  heatmapLevel,
  READING_HEATMAP_DEFAULT_WEEKS,
  type ReadingHeatmap,
  readingHeatmap,
} from './reading-heatmap';

const DAY_MS = 86_400_000;
const cells = (heatmap: ReadingHeatmap) => heatmap.weeks.flat();
const cellOn = (heatmap: ReadingHeatmap, date: string) =>
  cells(heatmap).find((cell) => cell.date === date);

describe('heatmapLevel', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 3],
    [5, 4],
    [6, 4],
    [40, 4],
  ])('%i chapters shade %i', (chapters, level) => {
    expect(heatmapLevel(chapters)).toBe(level);
  });

  it('treats negative and non-numbers as none', () => {
    expect(heatmapLevel(-3)).toBe(0);
    expect(heatmapLevel(Number.NaN)).toBe(0);
  });
});

describe('readingHeatmap', () => {
  // Wednesday 12 June 2024.
  const today = '2024-06-12';

  it('defaults to 53 week columns of seven days, Sunday first, ending with this week', () => {
    const heatmap = readingHeatmap({ days: [], today });
    expect(READING_HEATMAP_DEFAULT_WEEKS).toBe(53);
    expect(heatmap.weeks).toHaveLength(53);
    for (const week of heatmap.weeks) expect(week).toHaveLength(7);
    expect(heatmap.weeks[0]?.[0]?.date).toBe('2023-06-11'); // a Sunday, 52 weeks earlier
    expect(heatmap.weeks[52]?.map((cell) => cell.date)).toEqual([
      '2024-06-09',
      '2024-06-10',
      '2024-06-11',
      '2024-06-12',
      '2024-06-13',
      '2024-06-14',
      '2024-06-15',
    ]);
    expect(heatmap.totalDays).toBe(0);
    expect(heatmap.longestRun).toBe(0);
  });

  it('marks the days after today as future and leaves them empty', () => {
    const heatmap = readingHeatmap({
      days: [
        { date: '2024-06-12', chapters: 2 },
        { date: '2024-06-13', chapters: 3 }, // clock skew: not shown
      ],
      today,
    });
    const lastWeek = heatmap.weeks[52] ?? [];
    const future = lastWeek.map((cell) => cell.inFuture);
    expect(future).toEqual([false, false, false, false, true, true, true]);
    expect(lastWeek[3]).toEqual({ date: '2024-06-12', chapters: 2, level: 2, inFuture: false });
    expect(lastWeek[4]).toEqual({ date: '2024-06-13', chapters: 0, level: 0, inFuture: true });
    expect(cells(heatmap).filter((cell) => cell.inFuture)).toHaveLength(3);
    expect(heatmap.totalDays).toBe(1);
  });

  it('has no future days on a Saturday and six on a Sunday', () => {
    const saturday = readingHeatmap({ days: [], today: '2024-06-15' });
    expect(cells(saturday).some((cell) => cell.inFuture)).toBe(false);
    expect(saturday.weeks.at(-1)?.at(-1)?.date).toBe('2024-06-15');
    const sunday = readingHeatmap({ days: [], today: '2024-06-16' });
    expect(sunday.weeks.at(-1)?.[0]?.date).toBe('2024-06-16');
    expect(cells(sunday).filter((cell) => cell.inFuture)).toHaveLength(6);
  });

  it('shades each day by its chapters: 0, 1, 2, 3-4, 5+', () => {
    const heatmap = readingHeatmap({
      days: [
        { date: '2024-06-03', chapters: 1 },
        { date: '2024-06-04', chapters: 2 },
        { date: '2024-06-05', chapters: 3 },
        { date: '2024-06-06', chapters: 4 },
        { date: '2024-06-07', chapters: 5 },
        { date: '2024-06-08', chapters: 12 },
      ],
      today,
    });
    // Each day as 'chapters:level'.
    const levels = heatmap.weeks[51]?.map((cell) => `${cell.chapters}:${cell.level}`);
    expect(levels).toEqual(['0:0', '1:1', '2:2', '3:3', '4:3', '5:4', '12:4']);
  });

  it('adds up repeated days and ignores days outside the grid', () => {
    const heatmap = readingHeatmap({
      days: [
        { date: '2024-06-10', chapters: 1 },
        { date: '2024-06-10', chapters: 2 },
        { date: '2023-06-10', chapters: 4 }, // the Saturday before the first column
        { date: 'not a date', chapters: 4 },
      ],
      today,
    });
    expect(cellOn(heatmap, '2024-06-10')).toMatchObject({ chapters: 3, level: 3 });
    expect(cellOn(heatmap, '2023-06-10')).toBeUndefined();
    expect(heatmap.totalDays).toBe(1);
  });

  it('treats negative or fractional counts sensibly', () => {
    const heatmap = readingHeatmap({
      days: [
        { date: '2024-06-10', chapters: -2 },
        { date: '2024-06-11', chapters: 2.5 },
        { date: '2024-06-12', chapters: Number.NaN },
      ],
      today,
    });
    expect(cellOn(heatmap, '2024-06-10')?.chapters).toBe(0);
    expect(cellOn(heatmap, '2024-06-11')?.chapters).toBe(2);
    expect(cellOn(heatmap, '2024-06-12')?.chapters).toBe(0);
  });

  it('counts reading days and the longest run, across week columns', () => {
    const heatmap = readingHeatmap({
      days: [
        // Thursday 30 May to Tuesday 4 June: six days over a column break.
        ...['2024-05-30', '2024-05-31', '2024-06-01', '2024-06-02', '2024-06-03', '2024-06-04'].map(
          (date) => ({ date, chapters: 1 }),
        ),
        { date: '2024-06-10', chapters: 2 },
        { date: '2024-06-11', chapters: 1 },
        { date: '2024-06-12', chapters: 1 },
      ],
      today,
    });
    expect(heatmap.totalDays).toBe(9);
    expect(heatmap.longestRun).toBe(6);
  });

  it('lays out a leap day and the turn of the year', () => {
    const heatmap = readingHeatmap({
      days: [
        { date: '2024-02-29', chapters: 1 },
        { date: '2023-12-31', chapters: 1 },
        { date: '2024-01-01', chapters: 1 },
      ],
      today,
    });
    expect(cellOn(heatmap, '2024-02-29')?.level).toBe(1);
    expect(heatmap.longestRun).toBe(2);
  });

  it('takes a custom number of weeks', () => {
    const heatmap = readingHeatmap({ days: [{ date: today, chapters: 1 }], today, weeks: 1 });
    expect(heatmap.weeks).toHaveLength(1);
    expect(heatmap.weeks[0]?.[0]?.date).toBe('2024-06-09');
    expect(heatmap.totalDays).toBe(1);
  });

  it('rejects a malformed today or week count', () => {
    expect(() => readingHeatmap({ days: [], today: '2024-02-30' })).toThrow(RangeError);
    expect(() => readingHeatmap({ days: [], today: '12/06/2024' })).toThrow(RangeError);
    expect(() => readingHeatmap({ days: [], today, weeks: 0 })).toThrow(RangeError);
    expect(() => readingHeatmap({ days: [], today, weeks: 2.5 })).toThrow(RangeError);
  });

  it('is a grid of consecutive days ending with the week of today (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 * 366 }), // today, in days after 1 January 2001
        fc.integer({ min: 1, max: 60 }),
        fc.array(fc.tuple(fc.integer({ min: -500, max: 10 }), fc.integer({ min: 0, max: 8 }))),
        (todayOffset, weeks, activity) => {
          const base = addDays(parseISO('2001-01-01'), todayOffset);
          const todayDate = format(base, 'yyyy-MM-dd');
          const days = activity.map(([offset, chapters]) => ({
            date: format(addDays(base, offset), 'yyyy-MM-dd'),
            chapters,
          }));
          const heatmap = readingHeatmap({ days, today: todayDate, weeks });
          const all = cells(heatmap);

          // Whole-grid comparisons against native UTC dates, one expect each: an expect and
          // date-fns calls per cell, for up to 420 cells a run, made the test slow enough that a
          // loaded machine hit the test timeout.
          expect(heatmap.weeks.map((week) => week.length)).toEqual(Array(weeks).fill(7));
          const firstMs = Date.parse(`${all[0]?.date}T00:00:00Z`);
          expect(new Date(firstMs).getUTCDay()).toBe(0);
          const todayMs = Date.parse(`${todayDate}T00:00:00Z`);
          expect(all.map((cell) => [cell.date, cell.inFuture])).toEqual(
            all.map((_, index) => {
              const dayMs = firstMs + index * DAY_MS;
              return [new Date(dayMs).toISOString().slice(0, 10), dayMs > todayMs];
            }),
          );
          expect(
            all.filter(
              (cell) =>
                cell.level !== heatmapLevel(cell.chapters) ||
                (cell.inFuture && cell.chapters !== 0),
            ),
          ).toEqual([]);
          const lastWeek = heatmap.weeks.at(-1) ?? [];
          expect(lastWeek.some((cell) => cell.date === todayDate)).toBe(true);

          const read = all.filter((cell) => cell.chapters > 0);
          expect(heatmap.totalDays).toBe(read.length);
          let run = 0;
          let longest = 0;
          for (const cell of all) {
            run = cell.chapters > 0 ? run + 1 : 0;
            longest = Math.max(longest, run);
          }
          expect(heatmap.longestRun).toBe(longest);
        },
      ),
      // Up to 420 days a run; 50 runs keep the test well inside the timeout on a loaded two-core
      // machine.
      { numRuns: 50 },
    );
  });
});
