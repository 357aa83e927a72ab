import { desc } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

// Without SMTP, e-mails are kept here (shared by every instance) and shown on the dev mailbox
// page, so a reset link is never silently lost.
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    created_at: createdAt(),
  },
  (table) => [index('dev_mailbox_created_at_idx').on(desc(table.created_at))],
);
