import { isAdminRole } from '@manna/shared';
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { devMailbox } from '../../db/schema';
import type { AppEnv } from '../../lib/context';
import { ApiError, notFound } from '../../lib/errors';
import { ADMIN_ONLY_MESSAGE, NOT_AUTHENTICATED_MESSAGE } from '../../lib/middlewares';

const MAILBOX_PAGE_SIZE = 50;

export const devMailboxRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { mailer, env, db } = c.var.deps;
  if (!mailer.capturesMail) throw notFound('The dev mailbox is off: e-mail is sent through SMTP.');
  // Captured mail holds reset links: in production only an admin may read it.
  if (env.NODE_ENV === 'production') {
    if (!c.var.user) throw new ApiError(401, NOT_AUTHENTICATED_MESSAGE);
    if (!isAdminRole(c.var.user.role)) throw new ApiError(403, ADMIN_ONLY_MESSAGE);
  }
  const messages = await db
    .select()
    .from(devMailbox)
    .orderBy(desc(devMailbox.created_at))
    .limit(MAILBOX_PAGE_SIZE);
  return c.json({ enabled: true, messages });
});
