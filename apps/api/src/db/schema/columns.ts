import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Domain tables use snake_case names for both columns and properties, so rows leave the API in
// the shape docs/product gives them (e.g. docs/product/journal.md#entities).
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
