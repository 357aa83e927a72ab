import { STREAK_LOOKBACK_DAYS } from '@manna/shared';
import { sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../../db/client';

/**
 * The streak (docs/product/reading-plans.md#streak) in one query: the member's distinct local
 * completion days over the last 730 days, newest first; the run that ends today is the days whose
 * rank matches their distance from today. The index on (user_id, completed_at desc) bounds the scan
 * to two years, so the cost does not grow with the length of a member's history. This query is the
 * streak rule's one home; reading.test.ts checks it against the plain TypeScript oracle in
 * packages/shared/src/testing/streak.oracle.ts.
 */
export async function computeStreakInDatabase(
  executor: Executor,
  userId: string,
  timeZone: string,
  now: Date = new Date(),
): Promise<number> {
  const [row] = await selectRows<{ streak: number }>(
    executor,
    sql`
      with days as (
        select distinct (completed_at at time zone ${timeZone})::date as day
        from user_completed_chapters
        where user_id = ${userId}
          and completed_at > ${now}::timestamptz - make_interval(days => ${STREAK_LOOKBACK_DAYS + 1})
          and completed_at <= ${now}::timestamptz
      ),
      ranked as (
        select day, row_number() over (order by day desc) as rank from days
      )
      select count(*)::int as streak
      from ranked
      where rank <= ${STREAK_LOOKBACK_DAYS}
        and day = (${now}::timestamptz at time zone ${timeZone})::date - (rank - 1)::int
    `,
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
