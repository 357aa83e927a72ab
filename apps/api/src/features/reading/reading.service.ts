import {
  type ChapterMove,
  type ChapterProgress,
  type CompletionChangeResponse,
  ESTIMATED_MINUTES_PER_CHAPTER,
  type PlanChapter,
  type ReadingPlan,
  type ReadingSchedule,
  readingPosition,
  reversedMoves,
  type ScheduleAdjustmentInput,
  type ScheduleChangeResponse,
  type ScheduledDay,
  scheduleAfter,
  shiftSchedule,
  spreadSchedule,
  type UserReadingProgress,
} from '@manna/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import {
  type BoundValue,
  type Database,
  type Executor,
  selectRows,
  statementBuiltOnce,
} from '../../db/client';
import { memberTimeZone } from '../../db/member-time-zone';
import {
  achievements,
  bibleReadingChapters,
  bibleReadingPlans,
  readingScheduleAdjustments,
  readingScheduleMoves,
  userCompletedChapters,
  userReadingProgress,
  userScheduledChapters,
  users,
} from '../../db/schema';
import { DomainError } from '../../lib/domain-errors';
import { countNeededFor, grantAchievements, reachedBy } from '../achievements/achievements.service';
import { planAccessColumns, refuseLockedPlan, requirePlanAccess } from '../purchases/plan-access';
import { keptStreak, keptStreakExpressions, readingDays } from './streak-query';

type ProgressRow = typeof userReadingProgress.$inferSelect;

function toProgress(row: ProgressRow): UserReadingProgress {
  return {
    user_id: row.user_id,
    plan_id: row.plan_id,
    current_day: row.current_day,
    is_completed: row.is_completed,
    completion_date: row.completion_date?.toISOString() ?? null,
    last_read_date: row.last_read_date,
    last_completed_chapter_id: row.last_completed_chapter_id,
    completed_chapters_count: row.completed_chapters_count,
    streak_days: row.streak_days,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listPlans(db: Database): Promise<ReadingPlan[]> {
  const rows = await db
    .select({
      id: bibleReadingPlans.id,
      title: bibleReadingPlans.title,
      description: bibleReadingPlans.description,
      duration_days: bibleReadingPlans.duration_days,
      daily_minutes: bibleReadingPlans.daily_minutes,
      created_at: bibleReadingPlans.created_at,
      chapter_count: count(bibleReadingChapters.id),
    })
    .from(bibleReadingPlans)
    .leftJoin(bibleReadingChapters, eq(bibleReadingChapters.plan_id, bibleReadingPlans.id))
    .groupBy(bibleReadingPlans.id)
    .orderBy(asc(bibleReadingPlans.created_at));
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

async function requirePlan(executor: Executor, planId: string) {
  const [plan] = await executor
    .select({ id: bibleReadingPlans.id, durationDays: bibleReadingPlans.duration_days })
    .from(bibleReadingPlans)
    .where(eq(bibleReadingPlans.id, planId));
  if (!plan) throw new DomainError('plan_not_found');
  return plan;
}

export async function listPlanChapters(db: Database, planId: string): Promise<PlanChapter[]> {
  await requirePlan(db, planId);
  return planChaptersOf(db, planId);
}

/** A plan's chapters in plan order, on the plan's days. */
async function planChaptersOf(executor: Executor, planId: string): Promise<PlanChapter[]> {
  const rows = await executor
    .select()
    .from(bibleReadingChapters)
    .where(eq(bibleReadingChapters.plan_id, planId))
    .orderBy(asc(bibleReadingChapters.day), asc(bibleReadingChapters.position));
  return rows.map((row) => ({
    id: row.id,
    plan_id: row.plan_id,
    title: row.title || `${row.book} ${row.chapter}`,
    book: row.book,
    chapter: row.chapter,
    day_number: row.day,
    estimated_minutes: ESTIMATED_MINUTES_PER_CHAPTER,
  }));
}

async function completedChapters(
  executor: Executor,
  userId: string,
  planId: string,
): Promise<ChapterProgress[]> {
  const rows = await executor
    .select({
      chapter_id: userCompletedChapters.chapter_id,
      completed_at: userCompletedChapters.completed_at,
    })
    .from(userCompletedChapters)
    .where(
      and(eq(userCompletedChapters.user_id, userId), eq(userCompletedChapters.plan_id, planId)),
    );
  return rows.map((row) => ({
    chapter_id: row.chapter_id,
    completed: true,
    completed_at: row.completed_at.toISOString(),
  }));
}

async function progressRow(executor: Executor, userId: string, planId: string) {
  const [row] = await executor
    .select()
    .from(userReadingProgress)
    .where(and(eq(userReadingProgress.user_id, userId), eq(userReadingProgress.plan_id, planId)));
  return row;
}

/** The member's own days on a plan and the last adjustment, which they may undo. */
async function scheduleOf(
  executor: Executor,
  userId: string,
  planId: string,
): Promise<ReadingSchedule> {
  // One after the other: schedule adjustments read this inside their transaction, whose one
  // connection would queue the second query (which node-postgres deprecates).
  const days = await executor
    .select({ chapter_id: userScheduledChapters.chapter_id, day: userScheduledChapters.day })
    .from(userScheduledChapters)
    .where(
      and(eq(userScheduledChapters.user_id, userId), eq(userScheduledChapters.plan_id, planId)),
    )
    .orderBy(asc(userScheduledChapters.day), asc(userScheduledChapters.chapter_id));
  const [adjustment] = await executor
    .select()
    .from(readingScheduleAdjustments)
    .where(
      and(
        eq(readingScheduleAdjustments.user_id, userId),
        eq(readingScheduleAdjustments.plan_id, planId),
      ),
    );
  return {
    days,
    last_adjustment: adjustment
      ? {
          id: adjustment.id,
          kind: adjustment.kind,
          days: adjustment.days,
          chapters: adjustment.chapters,
          created_at: adjustment.created_at.toISOString(),
        }
      : null,
  };
}

export async function getPlanProgress(db: Database, userId: string, planId: string) {
  await requirePlan(db, planId);
  const [row, chapters, schedule] = await Promise.all([
    progressRow(db, userId, planId),
    completedChapters(db, userId, planId),
    scheduleOf(db, userId, planId),
  ]);
  return { progress: row ? toProgress(row) : null, chapters, schedule };
}

/**
 * The member's record for the plan, created when missing (a completion starts the plan) and
 * locked: completions and schedule changes of one member on one plan take turns, so each computes
 * the current day from what the one before it wrote.
 */
async function lockProgress(tx: Executor, userId: string, planId: string) {
  await tx
    .insert(userReadingProgress)
    .values({ user_id: userId, plan_id: planId })
    .onConflictDoNothing();
  await tx
    .select({ id: userReadingProgress.id })
    .from(userReadingProgress)
    .where(and(eq(userReadingProgress.user_id, userId), eq(userReadingProgress.plan_id, planId)))
    .for('update');
}

/** Everything the current day depends on, and where it puts the member (readingPosition). */
async function memberPosition(tx: Executor, userId: string, planId: string) {
  // One after the other: a transaction's connection runs one query at a time anyway, and
  // node-postgres deprecates queueing a second on it.
  const plan = await requirePlan(tx, planId);
  const chapters = await planChaptersOf(tx, planId);
  const records = await completedChapters(tx, userId, planId);
  const schedule = await scheduleOf(tx, userId, planId);
  const position = readingPosition({
    chapters,
    progress: records,
    schedule: schedule.days,
    durationDays: plan.durationDays,
  });
  return { chapters, records, schedule, position };
}

/**
 * A new record starts at day 1, not completed, streak 0, 0 chapters; a member who already has
 * the plan's record gets it back rather than a second one (docs/product/reading-plans.md#progress).
 */
export async function startPlan(db: Database, userId: string, planId: string) {
  return db.transaction(async (tx) => {
    await requirePlan(tx, planId);
    await requirePlanAccess(tx, userId, planId);
    await tx
      .insert(userReadingProgress)
      .values({ user_id: userId, plan_id: planId })
      .onConflictDoNothing();
    const row = await progressRow(tx, userId, planId);
    if (!row) throw new Error('reading progress vanished');
    return toProgress(row);
  });
}

/**
 * A plan's chapters for marking, kept per database for the life of the process: plans are
 * reference data, written only by the seed before the server answers (db/seed/reference-data.ts),
 * and a mark would otherwise move the whole plan out of the database each time
 * (docs/decisions/013-marking-a-chapter.md). Read through the caller's transaction on a miss: on
 * PGlite a query outside an open transaction waits for it to end.
 */
const planChaptersByDatabase = new WeakMap<Database, Map<string, Promise<PlanChapter[]>>>();

function cachedPlanChapters(db: Database, tx: Executor, planId: string): Promise<PlanChapter[]> {
  let plans = planChaptersByDatabase.get(db);
  if (!plans) {
    plans = new Map();
    planChaptersByDatabase.set(db, plans);
  }
  let chapters = plans.get(planId);
  if (!chapters) {
    chapters = planChaptersOf(tx, planId);
    plans.set(planId, chapters);
    // A failed read is not kept: the next mark reads again.
    chapters.catch(() => plans.delete(planId));
  }
  return chapters;
}

/**
 * Columns (or SQL) named by their keys, for a raw statement's select or returning list: its rows
 * have the keys, and a named statement lists its columns, so a migration applied by a newer server
 * under a running one re-plans it rather than failing on a changed result type.
 */
const namedColumns = (columns: Record<string, SQLWrapper>): SQL =>
  sql.join(
    Object.entries(columns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
    sql`, `,
  );

interface MemberForChange {
  slug: string | null;
  settings: unknown;
  unlocked: boolean;
  subscribed: boolean;
  timeZone: string | null;
  durationDays: number | null;
  found: number;
}

/**
 * Before a completion change, in one query: the member's access to the plan (403 'plan_locked'
 * for a plan they may not read), the plan's length, the member's time zone and how many of the
 * chapters `isChange` picks are the plan's. It locks the member's row ('no key update', as a new
 * journal entry does): one member's changes on every plan take turns, so the count of chapters
 * read that awards reading achievements sees the one before it, and two marks at once cannot both
 * step over a threshold unawarded. Other members, and inserts whose foreign keys point at this
 * member, never wait on it.
 */
function memberForChangeQuery(
  userId: BoundValue<string>,
  planId: BoundValue<string>,
  isChange: SQL | undefined,
): SQL {
  const columns = {
    ...planAccessColumns(userId),
    timeZone: users.timeZone,
    durationDays: bibleReadingPlans.duration_days,
    found: sql`(select count(*)::int from ${bibleReadingChapters} where ${and(
      eq(bibleReadingChapters.plan_id, planId),
      isChange,
    )})`,
  };
  return sql`select ${namedColumns(columns)} from ${users}
    left join ${bibleReadingPlans} on ${eq(bibleReadingPlans.id, planId)}
    where ${eq(users.id, userId)} for no key update of ${users}`;
}

/** The query above for one chapter, as every mark is, built once (docs/decisions/013-marking-a-chapter.md). */
const memberToMarkOneChapter = statementBuiltOnce<
  { userId: string; planId: string; chapterId: string },
  MemberForChange
>('lock-member-to-mark-one-chapter', (value) =>
  memberForChangeQuery(
    value('userId'),
    value('planId'),
    eq(bibleReadingChapters.id, value('chapterId')),
  ),
);

async function lockMemberForChange(
  tx: Executor,
  userId: string,
  planId: string,
  chapterIds: string[],
) {
  const [chapterId] = chapterIds;
  const [row] =
    chapterIds.length === 1 && chapterId !== undefined
      ? await memberToMarkOneChapter(tx, { userId, planId, chapterId })
      : await selectRows<MemberForChange>(
          tx,
          memberForChangeQuery(userId, planId, inArray(bibleReadingChapters.id, chapterIds)),
        );
  if (!row || row.slug === null || row.durationDays === null) {
    throw new DomainError('plan_not_found');
  }
  refuseLockedPlan({ ...row, slug: row.slug });
  if (row.found !== chapterIds.length) throw new DomainError('chapter_not_found');
  return { timeZone: row.timeZone || 'UTC', durationDays: row.durationDays };
}

/**
 * The member's record for the plan, created when missing (a completion starts the plan) and
 * locked by the no-op update on conflict, in the statement that makes the change: completions and
 * schedule changes of one member on one plan take turns, so each computes the current day from
 * what the one before it wrote.
 */
function lockedProgress(userId: BoundValue<string>, planId: BoundValue<string>): SQL {
  return sql`insert into ${userReadingProgress} (user_id, plan_id) values (${userId}, ${planId})
    on conflict (user_id, plan_id) do update set user_id = excluded.user_id returning id`;
}

/** Marks `chapters` read at `now` (an upsert: one completion per member and chapter). */
function markCompletedQuery(
  userId: BoundValue<string>,
  planId: BoundValue<string>,
  chapters: BoundValue<string>[],
  now: BoundValue<Date>,
): SQL {
  const rows = chapters.map((chapterId) => sql`(${userId}, ${planId}, ${chapterId}, ${now})`);
  return sql`
    with progress as (${lockedProgress(userId, planId)})
    insert into ${userCompletedChapters} (user_id, plan_id, chapter_id, completed_at)
    values ${sql.join(rows, sql`, `)}
    on conflict (user_id, chapter_id) do update set completed_at = excluded.completed_at`;
}

type ChapterChange = { userId: string; planId: string; chapterId: string };

/** One chapter, as every mark is, built once. */
const markOneChapterCompleted = statementBuiltOnce<ChapterChange & { now: Date }, never>(
  'mark-one-chapter-completed',
  (value) =>
    markCompletedQuery(value('userId'), value('planId'), [value('chapterId')], value('now')),
);

/** Marks `chapterIds` read at `now`. */
async function markCompleted(
  tx: Executor,
  userId: string,
  planId: string,
  chapterIds: string[],
  now: Date,
) {
  const [chapterId] = chapterIds;
  if (chapterIds.length === 1 && chapterId !== undefined) {
    await markOneChapterCompleted(tx, { userId, planId, chapterId, now });
  } else {
    await tx.execute(markCompletedQuery(userId, planId, chapterIds, now));
  }
}

/** Marks a chapter unread by deleting its completion. */
const markUnread = statementBuiltOnce<ChapterChange, never>(
  'mark-chapter-unread',
  (value) => sql`
    with progress as (${lockedProgress(value('userId'), value('planId'))})
    delete from ${userCompletedChapters}
    where user_id = ${value('userId')} and chapter_id = ${value('chapterId')}`,
);

interface AfterChange {
  /** Ids of the plan's chapters the member has completed. */
  completed: string | null;
  /** The member's own days on the plan, as 'chapter:day' pairs. */
  schedule: string | null;
  /** The latest completion of the plan (the furthest chapter among those read at once). */
  latest: { chapter_id: string; day: string } | null;
  streak: number;
  /** Chapters read across all plans, counted as far as reading achievements need. */
  chaptersRead: number;
  /** Streak and reading achievements the member reached and does not hold yet. */
  reached: (typeof achievements.$inferSelect)[];
}

/**
 * Everything recomputing the record needs after a change, in one statement whose cost is bounded by
 * the plan's size (and, at a member's first change of the day, two years of days), never by the
 * member's whole history: the plan's completed chapter ids and own days (compact strings, not a row
 * each), the latest completion with its local date, the streak (on yesterday's kept run,
 * keptStreakExpressions), the chapters read across plans as far as an achievement needs, and the
 * achievements those reach.
 */
const readAfterChange = statementBuiltOnce<
  { userId: string; planId: string; timeZone: string; now: Date },
  AfterChange
>('read-after-completion-change', (value, tx) => {
  const userId = value('userId');
  const timeZone = value('timeZone');
  const mine = (table: typeof userCompletedChapters | typeof userScheduledChapters) =>
    and(eq(table.user_id, userId), eq(table.plan_id, value('planId')));
  return sql`with ${keptStreakExpressions(userId, timeZone, value('now'))},
    counted as (
      select count(*)::int as chapters from (select 1 from ${userCompletedChapters}
        where ${userCompletedChapters.user_id} = ${userId}
        limit ${countNeededFor(tx, userId, 'reading_completion')}) read
    )
    select
      (select string_agg(${userCompletedChapters.chapter_id}::text, ',') from ${userCompletedChapters}
        where ${mine(userCompletedChapters)}) as completed,
      (select string_agg(${userScheduledChapters.chapter_id}::text || ':' || ${userScheduledChapters.day}, ',')
        from ${userScheduledChapters} where ${mine(userScheduledChapters)}) as schedule,
      (select json_build_object(
          'chapter_id', ${userCompletedChapters.chapter_id},
          'day', to_char((${userCompletedChapters.completed_at} at time zone ${timeZone})::date, 'YYYY-MM-DD'))
        from ${userCompletedChapters}
        join ${bibleReadingChapters} on ${bibleReadingChapters.id} = ${userCompletedChapters.chapter_id}
        where ${mine(userCompletedChapters)}
        order by ${userCompletedChapters.completed_at} desc, ${bibleReadingChapters.day} desc
        limit 1) as latest,
      streak.streak,
      counted.chapters as "chaptersRead",
      (select coalesce(json_agg(${achievements}), '[]') from ${achievements}
        where ${reachedBy(tx, userId, { streak: sql`streak.streak`, reading_completion: sql`counted.chapters` })}) as reached
    from streak, counted`;
});

/** The record's columns as the update returns them (timestamps as text), and as drizzle reads them. */
type RawProgressRow = Omit<ProgressRow, 'completion_date' | 'created_at' | 'updated_at'> & {
  completion_date: string | null;
  created_at: string;
  updated_at: string;
};

/** A timestamptz in PostgreSQL's text form, read as drizzle reads its timestamp columns. */
const fromTimestamp = (value: string) => new Date(value);

/**
 * The record recomputed, returned. Keeps the first completion date if the plan was already
 * complete.
 */
const updateProgress = statementBuiltOnce<
  {
    userId: string;
    planId: string;
    completedCount: number;
    currentDay: number;
    isCompleted: boolean;
    lastChapterId: string | null;
    lastReadDate: string | null;
    streak: number;
    now: Date;
  },
  RawProgressRow
>(
  'record-completion-change',
  (value) => sql`update ${userReadingProgress} set
      completed_chapters_count = ${value('completedCount')},
      current_day = ${value('currentDay')},
      is_completed = ${value('isCompleted')},
      completion_date = case when ${value('isCompleted')}::boolean
        then coalesce(${userReadingProgress.completion_date}, ${value('now')}::timestamptz) end,
      last_completed_chapter_id = ${value('lastChapterId')}::uuid,
      last_read_date = ${value('lastReadDate')}::date,
      streak_days = ${value('streak')},
      updated_at = ${value('now')}::timestamptz
    where ${and(eq(userReadingProgress.user_id, value('userId')), eq(userReadingProgress.plan_id, value('planId')))}
    returning ${namedColumns(getTableColumns(userReadingProgress))}`,
);

/**
 * After every change the plan progress is recomputed (docs/product/reading-plans.md#progress):
 * completed count, current day (readingPosition's, on the member's own schedule), completion and
 * its date, and the streak, which is stored. Reading-completion and streak achievements follow.
 * The answer carries what changed, not the plan's list (CompletionChangeResponse).
 */
async function recordChange(
  db: Database,
  tx: Executor,
  change: { userId: string; planId: string; timeZone: string; durationDays: number },
  changed: ChapterProgress[],
  now: Date,
): Promise<CompletionChangeResponse> {
  const { userId, planId, timeZone, durationDays } = change;
  // One after the other: a transaction's connection runs one query at a time anyway, and
  // node-postgres deprecates queueing a second on it.
  const chapters = await cachedPlanChapters(db, tx, planId);
  const [after] = await readAfterChange(tx, { userId, planId, timeZone, now });
  if (!after) throw new Error('reading progress vanished');
  const position = readingPosition({
    chapters,
    progress: (after.completed?.split(',') ?? []).map((chapterId) => ({
      chapter_id: chapterId,
      completed: true,
      completed_at: null,
    })),
    schedule: (after.schedule?.split(',') ?? []).map((entry) => {
      const [chapterId = '', day = ''] = entry.split(':');
      return { chapter_id: chapterId, day: Number(day) };
    }),
    durationDays,
  });
  const completedCount = position.completedCount;
  const isCompleted = completedCount > 0 && completedCount === chapters.length;

  const [raw] = await updateProgress(tx, {
    userId,
    planId,
    completedCount,
    currentDay: position.currentDay,
    isCompleted,
    lastChapterId: after.latest?.chapter_id ?? null,
    lastReadDate: after.latest?.day ?? null,
    streak: after.streak,
    now,
  });
  const row = raw && {
    ...raw,
    completion_date: raw.completion_date === null ? null : fromTimestamp(raw.completion_date),
    created_at: fromTimestamp(raw.created_at),
    updated_at: fromTimestamp(raw.updated_at),
  };
  if (!row) throw new Error('reading progress vanished');

  const earned = await grantAchievements(tx, userId, after.reached, {
    streak: after.streak,
    reading_completion: after.chaptersRead,
  });
  return {
    progress: toProgress(row),
    chapters: changed,
    streak: after.streak,
    changed: changed.length,
    earned,
  };
}

/**
 * Read by upsert, unread by deleting the record, in one transaction
 * (docs/product/reading-plans.md#progress).
 */
export async function setChapterCompletion(
  db: Database,
  userId: string,
  planId: string,
  chapterId: string,
  completed: boolean,
  now: Date = new Date(),
): Promise<CompletionChangeResponse> {
  return db.transaction(async (tx) => {
    const member = await lockMemberForChange(tx, userId, planId, [chapterId]);
    if (completed) await markCompleted(tx, userId, planId, [chapterId], now);
    else await markUnread(tx, { userId, planId, chapterId });
    const record: ChapterProgress = {
      chapter_id: chapterId,
      completed,
      completed_at: completed ? now.toISOString() : null,
    };
    return recordChange(db, tx, { userId, planId, ...member }, [record], now);
  });
}

/**
 * 'Mark All as Read': every missed chapter in one request and one transaction
 * (docs/product/reading-plans.md#catch-up).
 */
export async function catchUp(
  db: Database,
  userId: string,
  planId: string,
  chapterIds: string[],
  now: Date = new Date(),
): Promise<CompletionChangeResponse> {
  const unique = [...new Set(chapterIds)];
  return db.transaction(async (tx) => {
    const member = await lockMemberForChange(tx, userId, planId, unique);
    await markCompleted(tx, userId, planId, unique, now);
    const records = unique.map((chapterId) => ({
      chapter_id: chapterId,
      completed: true,
      completed_at: now.toISOString(),
    }));
    return recordChange(db, tx, { userId, planId, ...member }, records, now);
  });
}

/** Replaces the member's own days on a plan with `days`. */
async function saveSchedule(
  tx: Executor,
  userId: string,
  planId: string,
  days: readonly ScheduledDay[],
) {
  await tx
    .delete(userScheduledChapters)
    .where(
      and(eq(userScheduledChapters.user_id, userId), eq(userScheduledChapters.plan_id, planId)),
    );
  if (days.length === 0) return;
  await tx
    .insert(userScheduledChapters)
    .values(
      days.map(({ chapter_id, day }) => ({ user_id: userId, plan_id: planId, chapter_id, day })),
    );
}

/** Moves chapters on the member's schedule, then stores the current day it gives. */
async function moveChapters(
  tx: Executor,
  userId: string,
  planId: string,
  moves: readonly ChapterMove[],
  now: Date,
): Promise<ScheduleChangeResponse> {
  const before = await memberPosition(tx, userId, planId);
  await saveSchedule(
    tx,
    userId,
    planId,
    scheduleAfter(before.chapters, before.schedule.days, moves),
  );
  const { records, schedule, position } = await memberPosition(tx, userId, planId);
  const [row] = await tx
    .update(userReadingProgress)
    .set({ current_day: position.currentDay, updated_at: now })
    .where(and(eq(userReadingProgress.user_id, userId), eq(userReadingProgress.plan_id, planId)))
    .returning();
  if (!row) throw new Error('reading progress vanished');
  return { progress: toProgress(row), chapters: records, schedule };
}

/**
 * Catching up with a choice (docs/product/reading-plans.md#catching-up-with-a-choice): shift the
 * rest of the plan so today's reading is the first missed chapter, or spread the missed chapters
 * over the next days. One transaction; it replaces the member's last adjustment on the plan as
 * the one they can undo. Nothing is completed, so the streak is untouched.
 */
export async function adjustSchedule(
  db: Database,
  userId: string,
  planId: string,
  input: ScheduleAdjustmentInput,
  now: Date = new Date(),
): Promise<ScheduleChangeResponse> {
  return db.transaction(async (tx) => {
    await requirePlan(tx, planId);
    await requirePlanAccess(tx, userId, planId);
    await lockProgress(tx, userId, planId);
    const { records, position } = await memberPosition(tx, userId, planId);
    // A schedule that cannot change as asked throws a ScheduleAdjustmentError (domain-errors.ts).
    const change =
      input.kind === 'shift'
        ? shiftSchedule(position.chapters, records)
        : spreadSchedule(position.chapters, records, input.days);

    await tx
      .delete(readingScheduleAdjustments)
      .where(
        and(
          eq(readingScheduleAdjustments.user_id, userId),
          eq(readingScheduleAdjustments.plan_id, planId),
        ),
      );
    const [adjustment] = await tx
      .insert(readingScheduleAdjustments)
      .values({
        user_id: userId,
        plan_id: planId,
        kind: input.kind,
        days: change.days,
        chapters: change.chapters,
        created_at: now,
      })
      .returning({ id: readingScheduleAdjustments.id });
    if (!adjustment) throw new Error('schedule adjustment vanished');
    await tx.insert(readingScheduleMoves).values(
      change.moves.map((move) => ({
        adjustment_id: adjustment.id,
        chapter_id: move.chapter_id,
        from_day: move.from,
        to_day: move.to,
      })),
    );
    return moveChapters(tx, userId, planId, change.moves, now);
  });
}

/**
 * Undoes the member's last adjustment on its plan: every chapter it moved goes back to the day it
 * left, chapters read since included. Once: the adjustment is gone afterwards. Another member's
 * adjustment, or one replaced by a later one, is not found.
 */
export async function undoScheduleAdjustment(
  db: Database,
  userId: string,
  adjustmentId: string,
  now: Date = new Date(),
): Promise<ScheduleChangeResponse> {
  return db.transaction(async (tx) => {
    const [adjustment] = await tx
      .select({ planId: readingScheduleAdjustments.plan_id })
      .from(readingScheduleAdjustments)
      .where(
        and(
          eq(readingScheduleAdjustments.id, adjustmentId),
          eq(readingScheduleAdjustments.user_id, userId),
        ),
      );
    if (!adjustment) throw new DomainError('schedule_adjustment_not_found');
    await requirePlanAccess(tx, userId, adjustment.planId);
    await lockProgress(tx, userId, adjustment.planId);
    const moves = await tx
      .select({
        chapter_id: readingScheduleMoves.chapter_id,
        from: readingScheduleMoves.from_day,
        to: readingScheduleMoves.to_day,
      })
      .from(readingScheduleMoves)
      .where(eq(readingScheduleMoves.adjustment_id, adjustmentId));
    // Deleted with the lock held: a second undo racing this one finds nothing left to undo.
    const deleted = await tx
      .delete(readingScheduleAdjustments)
      .where(eq(readingScheduleAdjustments.id, adjustmentId))
      .returning({ id: readingScheduleAdjustments.id });
    if (deleted.length === 0) throw new DomainError('schedule_adjustment_not_found');
    return moveChapters(tx, userId, adjustment.planId, reversedMoves(moves), now);
  });
}

/** The member's current streak (counted now, then stored on the latest-updated record). */
export async function getStreak(db: Database, userId: string, now: Date = new Date()) {
  const timeZone = await memberTimeZone(db, userId);
  const streak = await keptStreak(db, userId, timeZone, now);
  const [latest] = await db
    .select({ id: userReadingProgress.id, streak: userReadingProgress.streak_days })
    .from(userReadingProgress)
    .where(eq(userReadingProgress.user_id, userId))
    .orderBy(desc(userReadingProgress.updated_at))
    .limit(1);
  if (latest && latest.streak !== streak) {
    await db
      .update(userReadingProgress)
      .set({ streak_days: streak })
      .where(eq(userReadingProgress.id, latest.id));
  }
  return streak;
}

export async function getActivity(
  db: Database,
  userId: string,
  days: number,
  now: Date = new Date(),
) {
  const timeZone = await memberTimeZone(db, userId);
  const [today] = await selectRows<{ today: string }>(
    db,
    sql`select to_char((${now}::timestamptz at time zone ${timeZone})::date, 'YYYY-MM-DD') as today`,
  );
  return {
    time_zone: timeZone,
    today: today?.today ?? '',
    days: await readingDays(db, userId, timeZone, days, now),
  };
}
