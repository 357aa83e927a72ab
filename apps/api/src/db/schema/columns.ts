import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Domain tables use the spec's snake_case names for both columns and properties, so rows
// leave the API in the shape SPEC §3 describes.
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
