import { STREAK_LOOKBACK_DAYS } from '@manna/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type BoundValue, type Executor, selectRows } from '../../db/client';
import { userStreakRuns } from '../../db/schema';

/**
 * The streak (docs/product/reading-plans.md#streak) as one SQL query: the member's distinct local
 * completion days over the last 730 days, newest first; the run that ends today is the days whose
 * rank matches their distance from today. The conditions on user_id and a completed_at range are
 * both index conditions of user_completed_chapters_user_completed_at_idx, so the scan covers two
 * years of the member's days whatever the length of their history; reading.test.ts checks that plan
 * with EXPLAIN on a ten-year member without ANALYZE (docs/decisions/013-marking-a-chapter.md). This
 * query is the streak rule's one home; reading.test.ts checks it against the plain TypeScript
 * oracle in packages/shared/src/testing/streak.oracle.ts. A scalar subquery where marking a
 * chapter needs it with other reads.
 */
export function streakQuery(
  userId: BoundValue<string>,
  timeZone: BoundValue<string>,
  now: BoundValue<Date>,
): SQL<number> {
  return runOfDaysQuery(userId, timeZone, now, 0);
}

/** The run of days with a completion that ends `daysBeforeToday` days before today. */
function runOfDaysQuery(
  userId: BoundValue<string>,
  timeZone: BoundValue<string>,
  now: BoundValue<Date>,
  daysBeforeToday: 0 | 1,
): SQL<number> {
  const lastDay = sql`(${now}::timestamptz at time zone ${timeZone})::date - ${sql.raw(String(daysBeforeToday))}`;
  return sql<number>`
    with days as (
      select distinct (completed_at at time zone ${timeZone})::date as day
      from user_completed_chapters
      where user_id = ${userId}
        and completed_at > ${now}::timestamptz - make_interval(days => ${STREAK_LOOKBACK_DAYS + 1})
        and completed_at <= ${now}::timestamptz
    ),
    ranked as (
      select day, row_number() over (order by day desc) as rank from days where day <= ${lastDay}
    )
    select count(*)::int as streak
    from ranked
    where rank <= ${STREAK_LOOKBACK_DAYS}
      and day = ${lastDay} - (rank - 1)::int
  `;
}

/**
 * The streak as the member's own screens and marks read it, with a cost that does not grow with
 * their history (docs/decisions/013-marking-a-chapter.md, revision 6): today's reading, found from
 * the member's latest completion, on top of the run that ends yesterday. That run is counted by
 * the rule's query once a day and kept in user_streak_runs over the version it read, which a
 * trigger moves on when a completion the run counts changes (so a count that raced such a change
 * is not kept). Common table expressions ending in `streak`, for a statement's WITH: the run is
 * written there, so the statement must not be read-only.
 */
export function keptStreakExpressions(
  userId: BoundValue<string>,
  timeZone: BoundValue<string>,
  now: BoundValue<Date>,
): SQL {
  return sql`yesterday as (
      select (${now}::timestamptz at time zone ${timeZone})::date - 1 as day
    ),
    stored_run as (
      select ${userStreakRuns.version} as version, ${userStreakRuns.days} as days,
        ${userStreakRuns.time_zone} = ${timeZone} and ${userStreakRuns.day} = yesterday.day as fits
      from ${userStreakRuns}, yesterday
      where ${userStreakRuns.user_id} = ${userId}
    ),
    kept_run as (
      select days from stored_run where fits and days is not null
    ),
    counted_run as (
      select (${runOfDaysQuery(userId, timeZone, now, 1)}) as days
      where not exists (select 1 from kept_run)
    ),
    kept as (
      insert into ${userStreakRuns} as run (user_id, version, time_zone, day, days)
      select ${userId}, coalesce((select version from stored_run), 0), ${timeZone}, yesterday.day,
        counted_run.days
      from counted_run, yesterday
      on conflict (user_id) do update
        set time_zone = excluded.time_zone, day = excluded.day, days = excluded.days
        where run.version = excluded.version
    ),
    streak as (
      select case
        when (select (max(completed_at) at time zone ${timeZone})::date from user_completed_chapters
              where user_id = ${userId} and completed_at <= ${now}::timestamptz) = yesterday.day + 1
        then least(${STREAK_LOOKBACK_DAYS}, 1 + coalesce(
          (select days from kept_run), (select days from counted_run)))
        else 0
      end::int as streak
      from yesterday
    )`;
}

/** The member's streak now, in their time zone, read only (an admin's look). */
export async function computeStreakInDatabase(
  executor: Executor,
  userId: string,
  timeZone: string,
  now: Date = new Date(),
): Promise<number> {
  const [row] = await selectRows<{ streak: number }>(executor, streakQuery(userId, timeZone, now));
  return row?.streak ?? 0;
}

/** The member's streak now, in their time zone, with yesterday's run kept. */
export async function keptStreak(
  executor: Executor,
  userId: string,
  timeZone: string,
  now: Date = new Date(),
): Promise<number> {
  const [row] = await selectRows<{ streak: number }>(
    executor,
    sql`with ${keptStreakExpressions(userId, timeZone, now)} select streak from streak`,
  );
  return row?.streak ?? 0;
}

/** Chapters completed per local calendar day over the last `days` days. */
export async function readingDays(
  executor: Executor,
  userId: string,
  timeZone: string,
  days: number,
  now: Date = new Date(),
): Promise<{ date: string; chapters: number }[]> {
  return selectRows<{ date: string; chapters: number }>(
    executor,
    sql`
      select to_char((completed_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as date,
             count(*)::int as chapters
      from user_completed_chapters
      where user_id = ${userId}
        and completed_at > ${now}::timestamptz - make_interval(days => ${days})
      group by 1
      order by 1
    `,
  );
}
