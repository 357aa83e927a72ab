import { desc } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';
import { searchVector, searchVectorIndex } from './search-vector';

// The fields a prayer list needs (request, dates, answered state, answer details):
// docs/product/prayers-and-testimonies.md#entities.
export const prayers = pgTable(
  'prayers',
  {
    id: id(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    is_private: boolean('is_private').notNull().default(true),
    is_answered: boolean('is_answered').notNull().default(false),
    answer_details: text('answer_details'),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
    search_vector: searchVector([
      ['title', 'A'],
      ['content', 'C'],
      ['answer_details', 'D'],
    ]),
  },
  (table) => [
    index('prayers_user_created_at_idx').on(table.user_id, desc(table.created_at)),
    searchVectorIndex('prayers', table.user_id, table.search_vector),
  ],
);
