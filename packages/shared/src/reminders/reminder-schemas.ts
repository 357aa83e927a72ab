// zod schemas for reminders, shared by the form and the API (docs/product/reminders.md#limits).
import { z } from 'zod';
import { REMINDER_TIME_INVALID } from '../admin/settings-messages';
import {
  REMINDER_DAY_INVALID,
  REMINDER_DAYS_REQUIRED,
  REMINDER_MESSAGE_REQUIRED,
  REMINDER_MESSAGE_TOO_LONG,
  REMINDER_TITLE_REQUIRED,
  REMINDER_TITLE_TOO_LONG,
} from './reminder-messages';
import {
  REMINDER_MESSAGE_MAX_LENGTH,
  REMINDER_TITLE_MAX_LENGTH,
  REMINDER_TYPES,
} from './reminders';

/** HH:MM on a 24-hour clock, as the admin's default reminder time. */
export const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const title = z
  .string({ error: REMINDER_TITLE_REQUIRED })
  .trim()
  .min(1, REMINDER_TITLE_REQUIRED)
  .max(REMINDER_TITLE_MAX_LENGTH, REMINDER_TITLE_TOO_LONG);
const message = z
  .string({ error: REMINDER_MESSAGE_REQUIRED })
  .trim()
  .min(1, REMINDER_MESSAGE_REQUIRED)
  .max(REMINDER_MESSAGE_MAX_LENGTH, REMINDER_MESSAGE_TOO_LONG);
const time = z
  .string({ error: REMINDER_TIME_INVALID })
  .regex(REMINDER_TIME_PATTERN, REMINDER_TIME_INVALID);
/** A set of days: repeats collapse and the order is the week's. */
const daysOfWeek = z
  .array(
    z
      .number({ error: REMINDER_DAY_INVALID })
      .int(REMINDER_DAY_INVALID)
      .min(0, REMINDER_DAY_INVALID)
      .max(6, REMINDER_DAY_INVALID),
    {
      error: REMINDER_DAYS_REQUIRED,
    },
  )
  .min(1, REMINDER_DAYS_REQUIRED)
  .max(7 * 4, REMINDER_DAY_INVALID)
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

/** POST /api/reminders */
export const createReminderInputSchema = z.strictObject({
  type: z.enum(REMINDER_TYPES).default('bible_reading'),
  title,
  message,
  time,
  enabled: z.boolean().default(true),
  days_of_week: daysOfWeek,
});
export type CreateReminderInput = z.input<typeof createReminderInputSchema>;

/** PATCH /api/reminders/:id: any of the fields, at least one. */
export const updateReminderInputSchema = z.strictObject({
  title: title.optional(),
  message: message.optional(),
  time: time.optional(),
  enabled: z.boolean().optional(),
  days_of_week: daysOfWeek.optional(),
});
export type UpdateReminderInput = z.input<typeof updateReminderInputSchema>;
