import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Chapters fetched from API.Bible, shared by every instance: fresh for 24 hours, and kept
// afterwards so a stale copy can be served when the provider fails.
export const scriptureCache = pgTable('scripture_cache', {
  key: text('key').primaryKey(),
  data: jsonb('data').notNull(),
  fetched_at: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

// One row per request sent to API.Bible: the cross-instance limiter counts the last 30 s.
export const scriptureUpstreamRequests = pgTable(
  'scripture_upstream_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requested_at: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('scripture_upstream_requests_requested_at_idx').on(table.requested_at)],
);
