CREATE TABLE "user_streak_runs" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"time_zone" text,
	"day" date,
	"days" integer
);
--> statement-breakpoint
ALTER TABLE "user_streak_runs" ADD CONSTRAINT "user_streak_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A kept run counts the member's completions on or before its day (docs/decisions/
-- 013-marking-a-chapter.md, revision 6). A change to one of those, or to any completion from
-- before today (which a count running at the same time may be reading), forgets the run and moves
-- its version on, making the row when the member has none; a count keeps its result only over the
-- version it read. A mark of today, the common write, changes nothing here. "Today" is in the
-- kept run's zone, else the member's. From the member's earliest changed completion: a later
-- one's day is never earlier.
CREATE FUNCTION forget_streak_run(member text, earliest_change timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_streak_runs AS run (user_id, version)
  SELECT member, 1
  FROM users
  LEFT JOIN user_streak_runs kept ON kept.user_id = users.id
  CROSS JOIN LATERAL (
    SELECT coalesce(kept.time_zone, nullif(users.time_zone, ''), 'UTC') AS zone
  ) today
  -- A member being deleted has no row here, and no run to forget.
  WHERE users.id = member
    AND ((earliest_change AT TIME ZONE today.zone)::date
          < (transaction_timestamp() AT TIME ZONE today.zone)::date
      -- A forgotten run's nulls compare as unknown: not kept, so nothing to forget.
      OR (earliest_change AT TIME ZONE kept.time_zone)::date <= kept.day)
  ON CONFLICT (user_id) DO UPDATE
    SET version = run.version + 1, time_zone = NULL, day = NULL, days = NULL;
END
$$;--> statement-breakpoint
-- Once per statement, over the rows it changed: imports write thousands at once.
CREATE FUNCTION forget_streak_runs_of_changed_completions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM forget_streak_run(user_id, min(completed_at)) FROM changed_after GROUP BY user_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM forget_streak_run(user_id, min(completed_at)) FROM changed_before GROUP BY user_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_completed_chapters_inserted_forget_streak_runs
  AFTER INSERT ON user_completed_chapters REFERENCING NEW TABLE AS changed_after
  FOR EACH STATEMENT EXECUTE FUNCTION forget_streak_runs_of_changed_completions();--> statement-breakpoint
CREATE TRIGGER user_completed_chapters_updated_forget_streak_runs
  AFTER UPDATE ON user_completed_chapters REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after
  FOR EACH STATEMENT EXECUTE FUNCTION forget_streak_runs_of_changed_completions();--> statement-breakpoint
CREATE TRIGGER user_completed_chapters_deleted_forget_streak_runs
  AFTER DELETE ON user_completed_chapters REFERENCING OLD TABLE AS changed_before
  FOR EACH STATEMENT EXECUTE FUNCTION forget_streak_runs_of_changed_completions();
