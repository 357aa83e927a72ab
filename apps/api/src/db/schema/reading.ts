import { SCHEDULE_ADJUSTMENT_KINDS } from '@manna/shared';
import { desc, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';

// The member, plan and chapter a reading row belongs to; deleting any of them deletes the row.
const memberColumn = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const planColumn = () =>
  uuid('plan_id')
    .notNull()
    .references(() => bibleReadingPlans.id, { onDelete: 'cascade' });
const chapterColumn = () =>
  uuid('chapter_id')
    .notNull()
    .references(() => bibleReadingChapters.id, { onDelete: 'cascade' });

export const bibleReadingPlans = pgTable(
  'bible_reading_plans',
  {
    id: id(),
    // Stable key for idempotent seeding; the spec's fields follow.
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    duration_days: integer('duration_days').notNull(),
    daily_minutes: integer('daily_minutes').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [index('bible_reading_plans_created_at_idx').on(table.created_at)],
);

export const bibleReadingChapters = pgTable(
  'bible_reading_chapters',
  {
    id: id(),
    plan_id: planColumn(),
    title: text('title'),
    book: text('book').notNull(),
    chapter: integer('chapter').notNull(),
    day: integer('day').notNull(),
    // Reading order within the plan: a day can hold chapters of two books.
    position: integer('position').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    uniqueIndex('bible_reading_chapters_plan_book_chapter_key').on(
      table.plan_id,
      table.book,
      table.chapter,
    ),
    index('bible_reading_chapters_plan_day_idx').on(table.plan_id, table.day, table.position),
  ],
);

export const userCompletedChapters = pgTable(
  'user_completed_chapters',
  {
    id: id(),
    user_id: memberColumn(),
    plan_id: planColumn(),
    chapter_id: chapterColumn(),
    completed_at: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    created_at: createdAt(),
  },
  (table) => [
    // docs/product/reading-plans.md#progress: unique on user and chapter (the upsert's conflict target).
    uniqueIndex('user_completed_chapters_user_chapter_key').on(table.user_id, table.chapter_id),
    // A member's completions of a plan, with everything the plan's progress and a mark read of
    // them, side by side: an index-only scan of a few pages, however many members' rows share the
    // heap pages theirs are on (docs/decisions/013-marking-a-chapter.md). Latest first, for the
    // latest completion.
    index('user_completed_chapters_user_plan_completed_at_idx').on(
      table.user_id,
      table.plan_id,
      desc(table.completed_at),
      table.chapter_id,
    ),
    // The streak walks a member's completion days backwards from today.
    index('user_completed_chapters_user_completed_at_idx').on(
      table.user_id,
      desc(table.completed_at),
    ),
    // The admin overview counts the community's readings per day (docs/product/admin.md#overview).
    index('user_completed_chapters_completed_at_idx').on(table.completed_at),
  ],
);

/**
 * The member's run of reading days that ends on `day`, counted in `time_zone` by the streak rule
 * (docs/product/reading-plans.md#streak): what the streak adds today's reading to, kept so that a
 * mark costs the same after ten years of daily reading as after one day
 * (docs/decisions/013-marking-a-chapter.md, revision 6). A statement trigger (migration 0014)
 * forgets the run (the three nulls) and moves `version` on when a completion that the run counts,
 * or one from before today, is written, moved or deleted. A count is kept only over the version it
 * read, so one that raced such a change is dropped.
 */
export const userStreakRuns = pgTable('user_streak_runs', {
  user_id: memberColumn().primaryKey(),
  version: integer('version').notNull().default(0),
  time_zone: text('time_zone'),
  day: date('day'),
  days: integer('days'),
});

export const userReadingProgress = pgTable(
  'user_reading_progress',
  {
    id: id(),
    user_id: memberColumn(),
    plan_id: planColumn(),
    current_day: integer('current_day').notNull().default(1),
    is_completed: boolean('is_completed').notNull().default(false),
    completion_date: timestamp('completion_date', { withTimezone: true }),
    last_read_date: date('last_read_date'),
    last_completed_chapter_id: uuid('last_completed_chapter_id').references(
      () => bibleReadingChapters.id,
      { onDelete: 'set null' },
    ),
    completed_chapters_count: integer('completed_chapters_count').notNull().default(0),
    streak_days: integer('streak_days').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    // docs/product/reading-plans.md#progress: unique on user and plan (the upsert's conflict target).
    uniqueIndex('user_reading_progress_user_plan_key').on(table.user_id, table.plan_id),
    // docs/product/reading-plans.md#streak: streak_days is read from the member's latest-updated row.
    index('user_reading_progress_user_updated_at_idx').on(table.user_id, desc(table.updated_at)),
  ],
);

/**
 * The member's own day for a chapter, once they adjust their schedule to catch up
 * (docs/product/reading-plans.md#catching-up-with-a-choice, docs/decisions/007-reading-schedule.md).
 * Only chapters whose day differs from the plan's have a row.
 */
export const userScheduledChapters = pgTable(
  'user_scheduled_chapters',
  {
    id: id(),
    user_id: memberColumn(),
    plan_id: planColumn(),
    chapter_id: chapterColumn(),
    day: integer('day').notNull(),
  },
  (table) => [
    uniqueIndex('user_scheduled_chapters_user_chapter_key').on(table.user_id, table.chapter_id),
    index('user_scheduled_chapters_user_plan_idx').on(table.user_id, table.plan_id),
    check('user_scheduled_chapters_day_check', sql`${table.day} >= 1`),
  ],
);

/** The member's last schedule adjustment on a plan: the one they can undo, once. */
export const readingScheduleAdjustments = pgTable(
  'reading_schedule_adjustments',
  {
    id: id(),
    user_id: memberColumn(),
    plan_id: planColumn(),
    kind: text('kind', { enum: SCHEDULE_ADJUSTMENT_KINDS }).notNull(),
    // shift: how many days later the plan ends; spread: how many days took the readings.
    days: integer('days').notNull(),
    chapters: integer('chapters').notNull(),
    created_at: createdAt(),
  },
  (table) => [
    // One per member and plan: a new adjustment replaces the last, so only the last is undone.
    uniqueIndex('reading_schedule_adjustments_user_plan_key').on(table.user_id, table.plan_id),
  ],
);

/** Each chapter an adjustment moved, from which of the member's days to which: its undo. */
export const readingScheduleMoves = pgTable(
  'reading_schedule_moves',
  {
    adjustment_id: uuid('adjustment_id')
      .notNull()
      .references(() => readingScheduleAdjustments.id, { onDelete: 'cascade' }),
    chapter_id: chapterColumn(),
    from_day: integer('from_day').notNull(),
    to_day: integer('to_day').notNull(),
  },
  (table) => [primaryKey({ columns: [table.adjustment_id, table.chapter_id] })],
);
