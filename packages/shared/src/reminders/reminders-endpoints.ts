import { endpoint } from '../api-contract/endpoint';
import type { createReminderInputSchema, updateReminderInputSchema } from './reminder-schemas';
import type { Reminder } from './reminders';

// A member's reminders (docs/product/reminders.md): only their owner sees or changes them, and
// anyone else gets a 404. @manna/shared exports this file as the namespace `remindersEndpoints`.

/** The member's reminders, oldest first; a member with none is given the default first. */
export const list = /* @__PURE__ */ endpoint<{ reminders: Reminder[] }>()('GET', '/api/reminders');

/** 201 */
export const create = /* @__PURE__ */ endpoint<
  { reminder: Reminder },
  { body: typeof createReminderInputSchema }
>()('POST', '/api/reminders');

export const update = /* @__PURE__ */ endpoint<
  { reminder: Reminder },
  { body: typeof updateReminderInputSchema }
>()('PATCH', '/api/reminders/:id');

/** 204 */
export const remove = /* @__PURE__ */ endpoint<null>()('DELETE', '/api/reminders/:id');
