import { updateProfileInputSchema } from '@manna/shared';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { requireUser } from '../../lib/middlewares';
import { validate } from '../../lib/validation';
import { getCurrentUser, updateProfile } from './me.service';

export const meRoutes = new Hono<SignedInEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const user = await getCurrentUser(c.var.deps.db, c.var.user.id);
    if (!user) throw notFound('User not found');
    return c.json({ user });
  })
  .patch('/', validate('json', updateProfileInputSchema), async (c) => {
    const user = await updateProfile(c.var.deps.db, c.var.user.id, c.req.valid('json'));
    if (!user) throw notFound('User not found');
    return c.json({ user });
  });
