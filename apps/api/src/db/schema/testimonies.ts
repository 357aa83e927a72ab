import { desc } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';
import { prayers } from './prayers';
import { searchVector, searchVectorIndex } from './search-vector';

export const TESTIMONY_STATUSES = ['pending', 'approved', 'rejected'] as const;

// A testimony is visible to other members only once an admin approves it.
export const testimonies = pgTable(
  'testimonies',
  {
    id: id(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prayer_id: uuid('prayer_id').references(() => prayers.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    status: text('status', { enum: TESTIMONY_STATUSES }).notNull().default('pending'),
    reviewed_by: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    review_note: text('review_note'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    // The member's own words only: the reviewer's note is not theirs.
    search_vector: searchVector([
      ['title', 'A'],
      ['content', 'C'],
    ]),
  },
  (table) => [
    index('testimonies_status_created_at_idx').on(table.status, desc(table.created_at)),
    index('testimonies_user_created_at_idx').on(table.user_id, desc(table.created_at)),
    searchVectorIndex('testimonies', table.user_id, table.search_vector),
  ],
);
