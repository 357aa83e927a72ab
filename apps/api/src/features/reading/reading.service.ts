import {
  type ChapterProgress,
  type CompletionChangeResponse,
  ESTIMATED_MINUTES_PER_CHAPTER,
  type PlanChapter,
  type ReadingPlan,
  type UserReadingProgress,
} from '@manna/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, type Executor, selectRows } from '../../db/client';
import { memberTimeZone } from '../../db/member-time-zone';
import {
  bibleReadingChapters,
  bibleReadingPlans,
  userCompletedChapters,
  userReadingProgress,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { awardAchievements } from '../achievements/achievements.service';
import { computeStreakInDatabase, readingDays } from './streak-query';

export const PLAN_NOT_FOUND = 'Reading plan not found';
export const CHAPTER_NOT_FOUND = 'Chapter not found';

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
    .select({ id: bibleReadingPlans.id })
    .from(bibleReadingPlans)
    .where(eq(bibleReadingPlans.id, planId));
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  return plan;
}

export async function listPlanChapters(db: Database, planId: string): Promise<PlanChapter[]> {
  await requirePlan(db, planId);
  const rows = await db
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

export async function getPlanProgress(db: Database, userId: string, planId: string) {
  await requirePlan(db, planId);
  const [row, chapters] = await Promise.all([
    progressRow(db, userId, planId),
    completedChapters(db, userId, planId),
  ]);
  return { progress: row ? toProgress(row) : null, chapters };
}

/**
 * SPEC §4: a new record starts at day 1, not completed, streak 0, 0 chapters; a member who
 * already has the plan's record gets it back rather than a second one.
 */
export async function startPlan(db: Database, userId: string, planId: string) {
  return db.transaction(async (tx) => {
    await requirePlan(tx, planId);
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
 * SPEC §4: after every change the plan progress is recomputed: completed count, current day
 * (the day of the most recently completed chapter plus one, or 1), completion and its date,
 * and the streak, which is stored. Reading-completion and streak achievements follow.
 */
async function recompute(
  tx: Executor,
  userId: string,
  planId: string,
  now: Date,
): Promise<Omit<CompletionChangeResponse, 'changed'>> {
  const timeZone = await memberTimeZone(tx, userId);
  const [[counts], [latest], [planSize], [allPlans], streak] = await Promise.all([
    tx
      .select({ value: count() })
      .from(userCompletedChapters)
      .where(
        and(eq(userCompletedChapters.user_id, userId), eq(userCompletedChapters.plan_id, planId)),
      ),
    tx
      .select({
        chapterId: userCompletedChapters.chapter_id,
        day: bibleReadingChapters.day,
        completedAt: userCompletedChapters.completed_at,
      })
      .from(userCompletedChapters)
      .innerJoin(
        bibleReadingChapters,
        eq(bibleReadingChapters.id, userCompletedChapters.chapter_id),
      )
      .where(
        and(eq(userCompletedChapters.user_id, userId), eq(userCompletedChapters.plan_id, planId)),
      )
      .orderBy(desc(userCompletedChapters.completed_at), desc(bibleReadingChapters.day))
      .limit(1),
    tx
      .select({ value: count() })
      .from(bibleReadingChapters)
      .where(eq(bibleReadingChapters.plan_id, planId)),
    tx
      .select({ value: count() })
      .from(userCompletedChapters)
      .where(eq(userCompletedChapters.user_id, userId)),
    computeStreakInDatabase(tx, userId, timeZone, now),
  ]);
  const completedCount = counts?.value ?? 0;
  const isCompleted = completedCount > 0 && completedCount === (planSize?.value ?? 0);

  const [row] = await tx
    .update(userReadingProgress)
    .set({
      completed_chapters_count: completedCount,
      current_day: latest ? latest.day + 1 : 1,
      is_completed: isCompleted,
      // Keep the first completion date if the plan was already complete.
      completion_date: isCompleted
        ? sql`coalesce(${userReadingProgress.completion_date}, ${now}::timestamptz)`
        : null,
      last_completed_chapter_id: latest?.chapterId ?? null,
      last_read_date: latest
        ? sql`(${latest.completedAt}::timestamptz at time zone ${timeZone})::date`
        : null,
      streak_days: streak,
      updated_at: now,
    })
    .where(and(eq(userReadingProgress.user_id, userId), eq(userReadingProgress.plan_id, planId)))
    .returning();
  if (!row) throw new Error('reading progress vanished');

  const earned = [
    ...(await awardAchievements(tx, userId, 'streak', streak)),
    ...(await awardAchievements(tx, userId, 'reading_completion', allPlans?.value ?? 0)),
  ];
  return {
    progress: toProgress(row),
    chapters: await completedChapters(tx, userId, planId),
    streak,
    earned,
  };
}

async function requireChaptersOfPlan(tx: Executor, planId: string, chapterIds: string[]) {
  await requirePlan(tx, planId);
  const found = await tx
    .select({ id: bibleReadingChapters.id })
    .from(bibleReadingChapters)
    .where(
      and(eq(bibleReadingChapters.plan_id, planId), inArray(bibleReadingChapters.id, chapterIds)),
    );
  if (found.length !== new Set(chapterIds).size) throw notFound(CHAPTER_NOT_FOUND);
}

async function markCompleted(
  tx: Executor,
  userId: string,
  planId: string,
  chapterIds: string[],
  now: Date,
) {
  await tx
    .insert(userReadingProgress)
    .values({ user_id: userId, plan_id: planId })
    .onConflictDoNothing();
  // SPEC §7: upsert with conflict on user and chapter.
  await tx
    .insert(userCompletedChapters)
    .values(
      chapterIds.map((chapterId) => ({
        user_id: userId,
        plan_id: planId,
        chapter_id: chapterId,
        completed_at: now,
      })),
    )
    .onConflictDoUpdate({
      target: [userCompletedChapters.user_id, userCompletedChapters.chapter_id],
      set: { completed_at: now },
    });
}

/** SPEC §4: incomplete to complete by upsert, back by deleting the record; one transaction. */
export async function setChapterCompletion(
  db: Database,
  userId: string,
  planId: string,
  chapterId: string,
  completed: boolean,
  now: Date = new Date(),
): Promise<CompletionChangeResponse> {
  return db.transaction(async (tx) => {
    await requireChaptersOfPlan(tx, planId, [chapterId]);
    if (completed) {
      await markCompleted(tx, userId, planId, [chapterId], now);
    } else {
      await tx
        .insert(userReadingProgress)
        .values({ user_id: userId, plan_id: planId })
        .onConflictDoNothing();
      await tx
        .delete(userCompletedChapters)
        .where(
          and(
            eq(userCompletedChapters.user_id, userId),
            eq(userCompletedChapters.chapter_id, chapterId),
          ),
        );
    }
    return { ...(await recompute(tx, userId, planId, now)), changed: 1 };
  });
}

/** SPEC §4 "Mark All as Read": every missed chapter in one request and one transaction. */
export async function catchUp(
  db: Database,
  userId: string,
  planId: string,
  chapterIds: string[],
  now: Date = new Date(),
): Promise<CompletionChangeResponse> {
  const unique = [...new Set(chapterIds)];
  return db.transaction(async (tx) => {
    await requireChaptersOfPlan(tx, planId, unique);
    await markCompleted(tx, userId, planId, unique, now);
    return { ...(await recompute(tx, userId, planId, now)), changed: unique.length };
  });
}

/** The member's current streak (computed fresh, then stored on the latest-updated record). */
export async function getStreak(db: Database, userId: string, now: Date = new Date()) {
  const timeZone = await memberTimeZone(db, userId);
  const streak = await computeStreakInDatabase(db, userId, timeZone, now);
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
