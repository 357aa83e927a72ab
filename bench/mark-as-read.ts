import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { openDatabase } from '../apps/api/src/db/client';
import {
  bibleReadingChapters,
  bibleReadingPlans,
  userCompletedChapters,
  userReadingProgress,
} from '../apps/api/src/db/schema';
import { seedReferenceData } from '../apps/api/src/db/seed/reference-data';
import { inProcessApp, percentile, signedInMember } from './in-process-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 730;
const CHAPTERS_PER_DAY = 2;
const SAMPLES = 300;

// The app's answers, as far as the bench reads them.
export const plansAnswerSchema = z.object({ plans: z.array(z.object({ id: z.string() })) });
export const chaptersAnswerSchema = z.object({ chapters: z.array(z.object({ id: z.string() })) });

/**
 * Mark-as-read latency through the real app (routes, services, one transaction, streak query,
 * achievements) on embedded PostgreSQL, for a member with one day of history and one with two
 * years of it. In process, so the history can be written straight into the database.
 */
export async function benchMarkAsRead() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'manna-bench-history-'));
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    const request = inProcessApp(database.db, dataDir);

    const { plans } = plansAnswerSchema.parse(await (await request('/api/reading/plans')).json());
    const planId = plans[0]?.id ?? '';
    const { chapters } = chaptersAnswerSchema.parse(
      await (await request(`/api/reading/plans/${planId}/chapters`)).json(),
    );

    // A plan long enough to hold two years of readings (one completion per chapter per member).
    const [history] = await database.db
      .insert(bibleReadingPlans)
      .values({
        slug: 'bench-history',
        title: 'Bench history',
        description: 'Bench',
        duration_days: HISTORY_DAYS,
        daily_minutes: 30,
      })
      .returning({ id: bibleReadingPlans.id });
    const historyChapters = await database.db
      .insert(bibleReadingChapters)
      .values(
        Array.from({ length: HISTORY_DAYS * CHAPTERS_PER_DAY }, (_, index) => ({
          plan_id: history?.id ?? '',
          book: 'History',
          chapter: index + 1,
          day: Math.floor(index / CHAPTERS_PER_DAY) + 1,
          position: index,
        })),
      )
      .returning({ id: bibleReadingChapters.id });

    async function memberWithHistory(days: number) {
      const user = await signedInMember(database.db, request, {
        name: 'Bench Reader',
        email: `bench-${days}-${Date.now()}@manna.test`,
      });
      const now = Date.now();
      await database.db
        .insert(userReadingProgress)
        .values({ user_id: user.id, plan_id: history?.id ?? '' });
      const rows = Array.from({ length: days * CHAPTERS_PER_DAY }, (_, index) => ({
        user_id: user.id,
        plan_id: history?.id ?? '',
        chapter_id: historyChapters[index]?.id ?? '',
        completed_at: new Date(now - Math.floor(index / CHAPTERS_PER_DAY) * DAY_MS - 60_000),
      }));
      for (let start = 0; start < rows.length; start += 500) {
        await database.db.insert(userCompletedChapters).values(rows.slice(start, start + 500));
      }
      return user.cookie;
    }

    async function measure(cookie: string) {
      const timings: number[] = [];
      for (let sample = 0; sample < SAMPLES; sample++) {
        const chapter = chapters[sample % 20]?.id;
        const started = performance.now();
        const response = await request(
          `/api/reading/plans/${planId}/chapters/${chapter}/completion`,
          {
            method: 'PUT',
            cookie,
            body: JSON.stringify({ completed: sample % 40 < 20 }),
          },
        );
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`mark as read answered ${response.status}`);
        timings.push(performance.now() - started);
      }
      const sorted = timings.slice(SAMPLES / 10).sort((a, b) => a - b); // first 10% warm up
      return { p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99) };
    }

    const oneDay = await measure(await memberWithHistory(1));
    const twoYears = await measure(await memberWithHistory(HISTORY_DAYS));
    return {
      oneDay,
      twoYears,
      historyCompletions: HISTORY_DAYS * CHAPTERS_PER_DAY,
      p50Ratio: twoYears.p50Ms / oneDay.p50Ms,
      p99Ratio: twoYears.p99Ms / oneDay.p99Ms,
    };
  } finally {
    await database.close();
  }
}
