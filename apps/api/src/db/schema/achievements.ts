import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { id, instant } from './columns';

export const ACHIEVEMENT_TYPES = ['journal', 'streak', 'reading_completion', 'other'] as const;

export const achievements = pgTable(
  'achievements',
  {
    id: id(),
    type: text('type', { enum: ACHIEVEMENT_TYPES }).notNull(),
    threshold: integer('threshold').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    badge_color: text('badge_color').notNull(),
    reward_tokens: integer('reward_tokens').notNull().default(0),
  },
  // docs/product/achievements.md#catalogue: selected by type, ordered by threshold; also the seeding key.
  (table) => [uniqueIndex('achievements_type_threshold_key').on(table.type, table.threshold)],
);

export const userAchievements = pgTable(
  'user_achievements',
  {
    id: id(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievement_id: uuid('achievement_id')
      .notNull()
      .references(() => achievements.id, { onDelete: 'cascade' }),
    current_progress: integer('current_progress').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    completed_at: instant('completed_at'),
  },
  (table) => [
    // Awarded once per member.
    uniqueIndex('user_achievements_user_achievement_key').on(table.user_id, table.achievement_id),
    index('user_achievements_achievement_id_idx').on(table.achievement_id),
  ],
);
