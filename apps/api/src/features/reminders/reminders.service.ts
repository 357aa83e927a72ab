import {
  type createReminderInputSchema,
  DEFAULT_REMINDER,
  type Reminder,
  type updateReminderInputSchema,
} from '@manna/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { reminders, users } from '../../db/schema';
import { DomainError } from '../../lib/domain-errors';
import { getCommunitySettings } from '../settings/community-settings';

export type CreateReminderData = z.output<typeof createReminderInputSchema>;
export type UpdateReminderData = z.output<typeof updateReminderInputSchema>;

type ReminderRow = typeof reminders.$inferSelect;

function toReminder(row: ReminderRow): Reminder {
  return {
    id: row.id,
    // The column holds only the types the schema accepts; anything else reads as the default kind.
    type: row.type === 'bible_reading' ? row.type : DEFAULT_REMINDER.type,
    title: row.title,
    message: row.message,
    time: row.time,
    enabled: row.enabled,
    days_of_week: [...row.days_of_week].sort((a, b) => a - b),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const ownedBy = (userId: string) => eq(reminders.user_id, userId);
const oldestFirst = [asc(reminders.created_at), asc(reminders.id)];

/**
 * GET /api/reminders: the member's reminders, oldest first. A member with none is given the
 * default (docs/product/reminders.md#the-default-reminder) at the community's reminder time. The
 * member's row is locked first so two tabs asking at once cannot both find none and both add it.
 */
export async function listReminders(db: Database, userId: string): Promise<Reminder[]> {
  const existing = await db
    .select()
    .from(reminders)
    .where(ownedBy(userId))
    .orderBy(...oldestFirst);
  if (existing.length > 0) return existing.map(toReminder);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const rows = await tx
      .select()
      .from(reminders)
      .where(ownedBy(userId))
      .orderBy(...oldestFirst);
    if (rows.length > 0) return rows.map(toReminder);
    const { default_reminder_time } = await getCommunitySettings(tx);
    const [row] = await tx
      .insert(reminders)
      .values({
        user_id: userId,
        type: DEFAULT_REMINDER.type,
        title: DEFAULT_REMINDER.title,
        message: DEFAULT_REMINDER.message,
        time: default_reminder_time,
        enabled: DEFAULT_REMINDER.enabled,
        days_of_week: [...DEFAULT_REMINDER.days_of_week],
      })
      .returning();
    if (!row) throw new Error('reminder insert returned no row');
    return [toReminder(row)];
  });
}

/** POST /api/reminders */
export async function createReminder(
  executor: Executor,
  userId: string,
  input: CreateReminderData,
): Promise<Reminder> {
  const [row] = await executor
    .insert(reminders)
    .values({ user_id: userId, ...input })
    .returning();
  if (!row) throw new Error('reminder insert returned no row');
  return toReminder(row);
}

/** PATCH /api/reminders/:id */
export async function updateReminder(
  executor: Executor,
  userId: string,
  id: string,
  input: UpdateReminderData,
): Promise<Reminder> {
  if (Object.values(input).every((value) => value === undefined)) {
    throw new DomainError('nothing_to_update');
  }
  const [row] = await executor
    .update(reminders)
    .set({ ...input, updated_at: sql`now()` })
    .where(and(eq(reminders.id, id), ownedBy(userId)))
    .returning();
  if (!row) throw new DomainError('reminder_not_found');
  return toReminder(row);
}

/** DELETE /api/reminders/:id */
export async function deleteReminder(
  executor: Executor,
  userId: string,
  id: string,
): Promise<void> {
  const deleted = await executor
    .delete(reminders)
    .where(and(eq(reminders.id, id), ownedBy(userId)))
    .returning({ id: reminders.id });
  if (deleted.length === 0) throw new DomainError('reminder_not_found');
}
