import { SUPPORT_CONVERSATION_STATUSES } from '@manna/shared';
import { desc } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, instant, updatedAt } from './columns';

// One conversation per member with the staff (docs/product/support.md#conversations). Each side's last read
// moment makes its unread count a range over the conversation's messages.
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: id(),
    member_id: text('member_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SUPPORT_CONVERSATION_STATUSES }).notNull().default('open'),
    assigned_admin_id: text('assigned_admin_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    last_message_at: instant('last_message_at'),
    member_last_read_at: instant('member_last_read_at'),
    staff_last_read_at: instant('staff_last_read_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    index('support_conversations_status_last_message_idx').on(
      table.status,
      desc(table.last_message_at),
    ),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    // Null once the writer's account is deleted; a staff message stays in the member's history.
    author_id: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    from_staff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    created_at: createdAt(),
  },
  (table) => [
    index('support_messages_conversation_created_at_idx').on(
      table.conversation_id,
      desc(table.created_at),
      desc(table.id),
    ),
  ],
);
