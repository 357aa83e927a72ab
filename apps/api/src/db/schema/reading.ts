import { desc } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';

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
    plan_id: uuid('plan_id')
      .notNull()
      .references(() => bibleReadingPlans.id, { onDelete: 'cascade' }),
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
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan_id: uuid('plan_id')
      .notNull()
      .references(() => bibleReadingPlans.id, { onDelete: 'cascade' }),
    chapter_id: uuid('chapter_id')
      .notNull()
      .references(() => bibleReadingChapters.id, { onDelete: 'cascade' }),
    completed_at: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    created_at: createdAt(),
  },
  (table) => [
    // SPEC §3: unique on user and chapter (the upsert's conflict target).
    uniqueIndex('user_completed_chapters_user_chapter_key').on(table.user_id, table.chapter_id),
    index('user_completed_chapters_user_plan_idx').on(table.user_id, table.plan_id),
    // The streak walks a member's completion days backwards from today.
    index('user_completed_chapters_user_completed_at_idx').on(
      table.user_id,
      desc(table.completed_at),
    ),
  ],
);

export const userReadingProgress = pgTable(
  'user_reading_progress',
  {
    id: id(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan_id: uuid('plan_id')
      .notNull()
      .references(() => bibleReadingPlans.id, { onDelete: 'cascade' }),
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
    // SPEC §3: unique on user and plan (the upsert's conflict target).
    uniqueIndex('user_reading_progress_user_plan_key').on(table.user_id, table.plan_id),
    // SPEC §7: streak_days is read from the member's latest-updated row.
    index('user_reading_progress_user_updated_at_idx').on(table.user_id, desc(table.updated_at)),
  ],
);
