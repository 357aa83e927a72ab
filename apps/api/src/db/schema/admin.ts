import type { AdminAction, AuditTargetType } from '@manna/shared';
import { desc } from 'drizzle-orm';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id } from './columns';

// Every admin action, written in the transaction that makes it (docs/security.md#admins). Rows
// are only ever inserted; a deleted admin or member leaves their rows, unnamed.
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    admin_id: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<AdminAction>().notNull(),
    target_user_id: text('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    target_type: text('target_type').$type<AuditTargetType>().notNull(),
    target_id: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    created_at: createdAt(),
  },
  (table) => [
    index('admin_audit_log_created_at_idx').on(desc(table.created_at)),
    index('admin_audit_log_target_user_created_at_idx').on(
      table.target_user_id,
      desc(table.created_at),
    ),
  ],
);
