import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase } from '../apps/api/src/db/client';
import { bibleReadingPlans } from '../apps/api/src/db/schema';
import { seedReferenceData } from '../apps/api/src/db/seed/reference-data';
import { inProcessApp, percentile, signedInMember } from './in-process-app';

const CHAPTERS_PER_DAY = 2;
/** Two years fill one history plan; ten years fill five. */
const PLAN_DAYS = 730;
const HISTORY_PLANS = 5;
const HISTORIES = { oneDay: 1, twoYears: 730, tenYears: 3650 } as const;
type History = keyof typeof HISTORIES;
/**
 * Marks per member, taken in rounds in which each member goes first in turn, so drift hits all
 * alike. 1,000 of them, so that the p99 is the tenth-slowest mark: of 300 it was the third, and one
 * pause decided a ratio (docs/decisions/013-marking-a-chapter.md, revision 7).
 */
const ROUNDS = 20;
const MARKS_PER_ROUND = 50;
const WARM_UP_MARKS = 30;

// The app's answers, as far as the bench reads them.
export const plansAnswerSchema = z.object({ plans: z.array(z.object({ id: z.string() })) });
export const chaptersAnswerSchema = z.object({ chapters: z.array(z.object({ id: z.string() })) });

export interface MarkTimings {
  p50Ms: number;
  p99Ms: number;
  /** Chapters the member had read before the bench marked any. */
  completions: number;
  /** Bytes of the last answer. */
  answerBytes: number;
}

/**
 * Mark-as-read latency through the real app (routes, services, one transaction, streak query,
 * achievements) on embedded PostgreSQL, for members with one day, two years and ten years of
 * history (two chapters a day over several plans), each marking and unmarking chapters of the
 * first plan. In process, so the history can be written straight into the database.
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

    // Plans long enough to hold ten years of readings (one completion per chapter per member).
    const history = await database.db
      .insert(bibleReadingPlans)
      .values(
        Array.from({ length: HISTORY_PLANS }, (_, index) => ({
          slug: `bench-history-${index}`,
          title: `Bench history ${index}`,
          description: 'Bench',
          duration_days: PLAN_DAYS,
          daily_minutes: 30,
        })),
      )
      .returning({ id: bibleReadingPlans.id });
    const historyPlans = `{${history.map((plan) => plan.id).join(',')}}`;
    await database.db.execute(sql`
      insert into bible_reading_chapters (plan_id, book, chapter, day, position)
      select plan_id, 'History', n, (n + 1) / ${CHAPTERS_PER_DAY}, n - 1
      from unnest(${historyPlans}::uuid[]) plan_id,
        generate_series(1, ${PLAN_DAYS * CHAPTERS_PER_DAY}) n`);

    /** A member with `days` of readings, two chapters a day back from now, written by SQL. */
    async function memberWithHistory(days: number) {
      const user = await signedInMember(database.db, request, {
        name: 'Bench Reader',
        email: `bench-${days}-${Date.now()}@manna.test`,
      });
      const plansRead = Math.ceil(days / PLAN_DAYS);
      await database.db.execute(sql`
        insert into user_reading_progress (user_id, plan_id)
        select ${user.id}, plan_id from unnest(${historyPlans}::uuid[]) with ordinality as p(plan_id, n)
        where n <= ${plansRead}`);
      await database.db.execute(sql`
        insert into user_completed_chapters (user_id, plan_id, chapter_id, completed_at)
        select ${user.id}, c.plan_id, c.id,
          now() - interval '1 minute' - make_interval(days => ((p.n - 1) * ${PLAN_DAYS} + c.day - 1)::int)
        from bible_reading_chapters c
        join unnest(${historyPlans}::uuid[]) with ordinality as p(plan_id, n) on p.plan_id = c.plan_id
        where (p.n - 1) * ${PLAN_DAYS} + c.day <= ${days}`);
      return user.cookie;
    }

    const members = {} as Record<History, string>;
    for (const name of Object.keys(HISTORIES) as History[]) {
      members[name] = await memberWithHistory(HISTORIES[name]);
    }

    let answerBytes = 0;
    async function mark(cookie: string, sample: number) {
      const chapter = chapters[sample % 20]?.id;
      const started = performance.now();
      const response = await request(
        `/api/reading/plans/${planId}/chapters/${chapter}/completion`,
        { method: 'PUT', cookie, body: JSON.stringify({ completed: sample % 40 < 20 }) },
      );
      const body = await response.arrayBuffer();
      if (!response.ok) throw new Error(`mark as read answered ${response.status}`);
      answerBytes = body.byteLength;
      return performance.now() - started;
    }

    const timings: Record<History, number[]> = { oneDay: [], twoYears: [], tenYears: [] };
    const bytes = {} as Record<History, number>;
    const sampleOf: Record<History, number> = { oneDay: 0, twoYears: 0, tenYears: 0 };
    const names = Object.keys(HISTORIES) as History[];
    for (const name of names) {
      for (let warm = 0; warm < WARM_UP_MARKS; warm++) await mark(members[name], sampleOf[name]++);
    }
    for (let round = 0; round < ROUNDS; round++) {
      const first = round % names.length;
      for (const name of [...names.slice(first), ...names.slice(0, first)]) {
        for (let sample = 0; sample < MARKS_PER_ROUND; sample++) {
          timings[name].push(await mark(members[name], sampleOf[name]++));
        }
        bytes[name] = answerBytes;
      }
    }

    const summary = (name: History): MarkTimings => {
      const sorted = timings[name].sort((a, b) => a - b);
      return {
        p50Ms: percentile(sorted, 0.5),
        p99Ms: percentile(sorted, 0.99),
        completions: HISTORIES[name] * CHAPTERS_PER_DAY,
        answerBytes: bytes[name],
      };
    };
    const oneDay = summary('oneDay');
    const twoYears = summary('twoYears');
    const tenYears = summary('tenYears');
    return {
      oneDay,
      twoYears,
      tenYears,
      twoYearsP50Ratio: twoYears.p50Ms / oneDay.p50Ms,
      twoYearsP99Ratio: twoYears.p99Ms / oneDay.p99Ms,
      tenYearsP50Ratio: tenYears.p50Ms / oneDay.p50Ms,
      tenYearsP99Ratio: tenYears.p99Ms / oneDay.p99Ms,
    };
  } finally {
    await database.close();
  }
}
