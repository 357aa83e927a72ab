import { sql } from 'drizzle-orm';
import { type DatabaseHandle, selectRows } from '../apps/api/src/db/client';
import { bibleReadingPlans } from '../apps/api/src/db/schema';
import { type BenchRequest, inProcessApp, percentile } from './in-process-app';
import { type SeededMember, seedSignedInMembers } from './seeded-members';
import {
  createThrowawayDatabase,
  type DatabaseKind,
  type ThrowawayDatabase,
} from './throwaway-database';

const BIG_MEMBERS = 20_000;
const SMALL_MEMBERS = 10;
/** Each member read one chapter a day for this many days, up to today. */
const COMPLETIONS = 300;
const PLAN_DAYS = 365;
/** Members measured in each database: all of the small one's, spread over the big one's. */
const MEASURED_MEMBERS = 10;
/** The chapters after their history that the measured members mark read, then unread. */
const TOGGLED_CHAPTERS = 20;
/**
 * 1,200 requests per case and database after the warm-up: the p99 is the 12th slowest, not one
 * pause (docs/decisions/013-marking-a-chapter.md, revision 7).
 */
const ROUNDS = 123;
const WARM_UP_ROUNDS = 3;

interface ScaleDatabase {
  database: ThrowawayDatabase;
  handle: DatabaseHandle;
  request: BenchRequest;
  planId: string;
  toggled: string[];
  measured: SeededMember[];
  seedMs: number;
  completions: number;
}

/**
 * `members` members, each 300 days into a one-chapter-a-day plan with a 300-day streak (a
 * completion per day up to today, and their progress row), written with INSERT ... SELECT.
 * The completions go in day by day, every member's reading of a day together, as a community's
 * would arrive: a member's 300 rows lie on 300 pages, not side by side. The table's secondary
 * indexes are dropped for the bulk insert and rebuilt from their own definitions (pg_indexes),
 * and foreign keys are not checked row by row (the rows are right by construction).
 */
async function seedScaleDatabase(kind: DatabaseKind, members: number): Promise<ScaleDatabase> {
  const database = await createThrowawayDatabase(kind);
  let handle: DatabaseHandle | undefined;
  try {
    handle = await database.open();
    const { db } = handle;
    const started = performance.now();
    const [plan] = await db
      .insert(bibleReadingPlans)
      .values({
        slug: 'bench-scale',
        title: 'Bench scale',
        description: 'Bench',
        duration_days: PLAN_DAYS,
        daily_minutes: 5,
      })
      .returning({ id: bibleReadingPlans.id });
    const planId = plan?.id ?? '';
    await db.execute(sql`
      insert into bible_reading_chapters (plan_id, book, chapter, day, position)
      select ${planId}, 'Bench', g, g, g - 1 from generate_series(1, ${PLAN_DAYS}) as g
    `);
    const chapterIds = (
      await selectRows<{ id: string }>(
        db,
        sql`select id from bible_reading_chapters where plan_id = ${planId} order by position`,
      )
    ).map((row) => row.id);
    if (chapterIds.length !== PLAN_DAYS) throw new Error('the bench plan has no chapters');

    const seeded = await seedSignedInMembers(db, { count: members, idPrefix: 'scale-' });
    await db.execute(sql`
      insert into user_reading_progress (user_id, plan_id, current_day, completed_chapters_count,
        streak_days, last_read_date, last_completed_chapter_id)
      select 'scale-' || g, ${planId}, ${COMPLETIONS + 1}, ${COMPLETIONS}, ${COMPLETIONS},
        current_date, ${chapterIds[COMPLETIONS - 1]}
      from generate_series(1, ${members}) as g
    `);

    const indexes = await selectRows<{ indexname: string; indexdef: string }>(
      db,
      sql`
        select indexname, indexdef from pg_indexes
        where tablename = 'user_completed_chapters'
          and indexname not in (select conname from pg_constraint where contype = 'p')
      `,
    );
    const [primaryKey] = await selectRows<{ name: string; definition: string }>(
      db,
      sql`
        select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
        where conrelid = 'user_completed_chapters'::regclass and contype = 'p'
      `,
    );
    if (!primaryKey) throw new Error('user_completed_chapters has no primary key');
    await db.execute(
      sql`alter table user_completed_chapters drop constraint ${sql.identifier(primaryKey.name)}`,
    );
    for (const { indexname } of indexes) {
      await db.execute(sql`drop index ${sql.identifier(indexname)}`);
    }
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      for (let day = 0; day < COMPLETIONS; day++) {
        await tx.execute(sql`
          insert into user_completed_chapters (user_id, plan_id, chapter_id, completed_at)
          select 'scale-' || g, ${planId}, ${chapterIds[day]},
            now() - make_interval(days => ${COMPLETIONS - 1 - day}, mins => 1)
          from generate_series(1, ${members}) as g
        `);
      }
    });
    await db.transaction(async (tx) => {
      // Each index sorts its 6 million entries in memory rather than in temporary files.
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      await tx.execute(
        sql.raw(
          `alter table user_completed_chapters add constraint ${primaryKey.name} ${primaryKey.definition}`,
        ),
      );
      for (const { indexdef } of indexes) await tx.execute(sql.raw(indexdef));
    });
    await db.execute(sql`vacuum analyze`);
    const seedMs = performance.now() - started;

    const [{ count } = { count: 0 }] = await selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from user_completed_chapters`,
    );
    if (count !== members * COMPLETIONS) {
      throw new Error(`seeded ${count} completions, not ${members * COMPLETIONS}`);
    }
    const step = (members - 1) / Math.max(1, MEASURED_MEMBERS - 1);
    return {
      database,
      handle,
      request: inProcessApp(db, database.dataDir),
      planId,
      toggled: chapterIds.slice(COMPLETIONS, COMPLETIONS + TOGGLED_CHAPTERS),
      measured: Array.from(
        { length: Math.min(members, MEASURED_MEMBERS) },
        (_, index) => seeded[Math.round(index * step)] as SeededMember,
      ),
      seedMs,
      completions: count,
    };
  } catch (error) {
    await handle?.close();
    await database.remove();
    throw error;
  }
}

async function removeScaleDatabase(scale: ScaleDatabase | undefined) {
  if (!scale) return;
  await scale.handle.close();
  await scale.database.remove();
}

/** A member's everyday calls: the request of round `round`. */
const CALLS = {
  'mark as read': (scale: ScaleDatabase, round: number) => ({
    pathname: `/api/reading/plans/${scale.planId}/chapters/${scale.toggled[round % TOGGLED_CHAPTERS]}/completion`,
    init: {
      method: 'PUT',
      body: JSON.stringify({ completed: Math.floor(round / TOGGLED_CHAPTERS) % 2 === 0 }),
    },
  }),
  'plan progress': (scale: ScaleDatabase) => ({
    pathname: `/api/reading/plans/${scale.planId}/progress`,
    init: {},
  }),
  streak: () => ({ pathname: '/api/reading/streak', init: {} }),
} as const;

export interface ScaleTimings {
  name: string;
  small: { p50Ms: number; p99Ms: number };
  big: { p50Ms: number; p99Ms: number };
}

/**
 * A member's everyday calls (mark as read, plan progress, streak) through the real app in
 * process, for members of a database of 20,000 members with 300 completions each (6 million
 * rows) and of one of 10 such members. The two databases are open side by side and measured in
 * alternate turns, so the machine's ups and downs fall on both alike.
 */
export async function benchSeededScale(kind: DatabaseKind) {
  let small: ScaleDatabase | undefined;
  let big: ScaleDatabase | undefined;
  try {
    small = await seedScaleDatabase(kind, SMALL_MEMBERS);
    big = await seedScaleDatabase(kind, BIG_MEMBERS);
    const both = [small, big];
    const samples = new Map(Object.keys(CALLS).map((name) => [name, both.map((): number[] => [])]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, call] of Object.entries(CALLS)) {
        // Alternate which database goes first.
        for (const which of round % 2 ? [1, 0] : [0, 1]) {
          const scale = both[which] as ScaleDatabase;
          for (const member of scale.measured) {
            const { pathname, init } = call(scale, round);
            const started = performance.now();
            const response = await scale.request(pathname, { ...init, cookie: member.cookie });
            const body = await response.text();
            const elapsed = performance.now() - started;
            if (!response.ok) throw new Error(`${name} answered ${response.status}: ${body}`);
            JSON.parse(body);
            if (round >= WARM_UP_ROUNDS) samples.get(name)?.[which]?.push(elapsed);
          }
        }
      }
    }
    const summary = (timings: number[] = []) => {
      const sorted = timings.sort((a, b) => a - b);
      return { p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99) };
    };
    const results: ScaleTimings[] = [...samples].map(([name, [smallTimings, bigTimings]]) => ({
      name,
      small: summary(smallTimings),
      big: summary(bigTimings),
    }));
    return {
      bigMembers: BIG_MEMBERS,
      smallMembers: SMALL_MEMBERS,
      completions: big.completions,
      seedMs: big.seedMs,
      samples: (ROUNDS - WARM_UP_ROUNDS) * MEASURED_MEMBERS,
      results,
    };
  } finally {
    await removeScaleDatabase(big);
    await removeScaleDatabase(small);
  }
}
