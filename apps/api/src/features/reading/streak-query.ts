import { STREAK_LOOKBACK_DAYS } from '@manna/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type BoundValue, type Executor, selectRows } from '../../db/client';

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
  return sql<number>`
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
  `;
}

/** The member's streak now, in their time zone. */
export async function computeStreakInDatabase(
  executor: Executor,
  userId: string,
  timeZone: string,
  now: Date = new Date(),
): Promise<number> {
  const [row] = await selectRows<{ streak: number }>(executor, streakQuery(userId, timeZone, now));
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
