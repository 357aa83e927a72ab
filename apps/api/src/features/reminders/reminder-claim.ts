import { sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../../db/client';

// The one home of "which reminders are due now" for push (docs/product/reminders.md#push).

/**
 * How long after its minute a reminder still goes out: a server that was down (a deploy, a
 * restart, a database that was away) for less than this delivers the day's reminder late rather
 * than never. The window stays inside the member's day: a 23:55 reminder is not sent after
 * midnight, when it would count for the wrong day.
 */
export const DELIVERY_WINDOW_MINUTES = 15;

export interface ClaimedReminder {
  id: string;
  user_id: string;
  title: string;
  message: string;
  /** The member's date it was claimed for, YYYY-MM-DD. */
  local_date: string;
}

/**
 * Claims the reminders due at `now`, and answers them: enabled, today (in the member's time zone,
 * UTC when unset or unknown to the database) one of their days, their minute passed less than
 * DELIVERY_WINDOW_MINUTES ago, and not yet sent today. One statement: the update sets
 * last_sent_on to the member's date, and PostgreSQL re-checks `last_sent_on` on a row another
 * server has just claimed (it waits for that server's update, then sees the new date), so a
 * reminder is claimed once a day however many servers run this at the same moment.
 */
export async function claimDueReminders(executor: Executor, now: Date): Promise<ClaimedReminder[]> {
  // The time zone is checked against the database's own list: one a member's browser knows and
  // PostgreSQL does not must not fail the statement (and everyone's reminders) on every tick.
  return selectRows<ClaimedReminder>(
    executor,
    sql`
      with candidate as (
        select
          r.id,
          r.days_of_week,
          u.local_now,
          -- CASE keeps the casts away from a malformed time, whatever order the planner picks.
          case when r.time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
            then substr(r.time, 1, 2)::int * 60 + substr(r.time, 4, 2)::int
          end as due_minute
        from reminders r
        join (
          select users.id,
            ${now.toISOString()}::timestamptz at time zone coalesce(zone.name, 'UTC') as local_now
          from users
          left join pg_timezone_names zone on zone.name = users.time_zone
        ) u on u.id = r.user_id
        where r.enabled
      ),
      due as (
        select id, local_now::date as local_date
        from candidate
        where extract(dow from local_now)::smallint = any(days_of_week)
          and (extract(hour from local_now) * 60 + extract(minute from local_now)) - due_minute
            between 0 and ${DELIVERY_WINDOW_MINUTES - 1}
      )
      update reminders
      set last_sent_on = due.local_date
      from due
      where reminders.id = due.id
        and reminders.enabled
        and reminders.last_sent_on is distinct from due.local_date
      returning reminders.id, reminders.user_id, reminders.title, reminders.message,
        to_char(reminders.last_sent_on, 'YYYY-MM-DD') as local_date
    `,
  );
}
