import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Domain tables use snake_case names for both columns and properties, so rows leave the API in
// the shape docs/product gives them (e.g. docs/product/journal.md#entities).
export const id = () => uuid('id').primaryKey().defaultRandom();
/** A moment in time, kept with its time zone like every timestamp of ours. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();
