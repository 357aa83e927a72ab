import { boolean, date, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, instant, updatedAt } from './columns';

const owner = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

// A member's reminders, kept on the server so they follow the member (docs/product/reminders.md).
export const reminders = pgTable(
  'reminders',
  {
    id: id(),
    user_id: owner(),
    type: text('type').notNull().default('bible_reading'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** HH:MM in the member's time zone. */
    time: text('time').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** 0 (Sunday) to 6. */
    days_of_week: smallint('days_of_week').array().notNull(),
    // The member's calendar day it was last delivered by push: a server claims a due reminder by
    // setting it, so each reminder goes out once a day however many servers run.
    last_sent_on: date('last_sent_on'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index('reminders_user_created_at_idx').on(table.user_id, table.created_at),
    index('reminders_enabled_time_idx').on(table.enabled, table.time),
  ],
);

/** A device's Web Push subscription (docs/product/reminders.md). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    user_id: owner(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    user_agent: text('user_agent'),
    failures: integer('failures').notNull().default(0),
    last_success_at: instant('last_success_at'),
    created_at: createdAt(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.user_id)],
);
