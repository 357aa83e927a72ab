import { updateProfileInputSchema } from '@manna/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { requireUser } from '../../lib/middlewares';
import { validate } from '../../lib/validation';
import { getCurrentUser, updateProfile } from './me.service';

export const meRoutes = new Hono<AppEnv>()
  // docs/product/accounts-and-shell.md#who-is-signed-in: asking is not an error, so a visitor
  // gets `user: null` (a 401 here was logged as an error by the browser on every signed-out page).
  .get('/', async (c) => {
    if (!c.var.user) return c.json({ user: null });
    const user = await getCurrentUser(c.var.deps.db, c.var.user.id);
    if (!user) throw notFound('User not found');
    return c.json({ user });
  })
  .patch('/', requireUser, validate('json', updateProfileInputSchema), async (c) => {
    const user = await updateProfile(c.var.deps.db, c.var.user.id, c.req.valid('json'));
    if (!user) throw notFound('User not found');
    return c.json({ user });
  });
