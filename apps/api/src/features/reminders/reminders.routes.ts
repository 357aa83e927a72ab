import {
  createReminderInputSchema,
  remindersEndpoints as endpoints,
  updateReminderInputSchema,
} from '@manna/shared';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../lib/context';
import { contractRoutes, reply } from '../../lib/contract-routes';
import { requireUser } from '../../lib/middlewares';
import { uuidParam } from '../../lib/validation';
import { createReminder, deleteReminder, listReminders, updateReminder } from './reminders.service';

const byId = { before: [uuidParam('reminder_not_found')] };

// A member's reminders are theirs alone (docs/product/reminders.md): every route reads or writes
// only the signed-in member's, and another member's id answers 404.
export const reminderRoutes = new Hono<SignedInEnv>().use(requireUser);
const serve = contractRoutes(reminderRoutes, '/api/reminders');

serve(endpoints.list, {}, async (c) => ({
  reminders: await listReminders(c.var.deps.db, c.var.user.id),
}));
serve(endpoints.create, { body: createReminderInputSchema }, async (c, { body }) =>
  reply(201, { reminder: await createReminder(c.var.deps.db, c.var.user.id, body) }),
);
serve(
  endpoints.update,
  { ...byId, body: updateReminderInputSchema },
  async (c, { params, body }) => ({
    reminder: await updateReminder(c.var.deps.db, c.var.user.id, params.id, body),
  }),
);
serve(endpoints.remove, byId, async (c, { params }) => {
  await deleteReminder(c.var.deps.db, c.var.user.id, params.id);
  return null;
});
