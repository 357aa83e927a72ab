import { communityNoticeEndpoints, meEndpoints, updateProfileInputSchema } from '@manna/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';
import { contractRoutes } from '../../lib/contract-routes';
import { DomainError } from '../../lib/domain-errors';
import { requireUser, signedInUser } from '../../lib/middlewares';
import { getCommunityNotice } from '../settings/settings.service';
import { getCurrentUser, updateProfile } from './me.service';

export const meRoutes = new Hono<AppEnv>();
const serve = contractRoutes(meRoutes, '/api/me');

// docs/product/accounts-and-shell.md#who-is-signed-in: asking is not an error, so a visitor
// gets `user: null` (a 401 here was logged as an error by the browser on every signed-out page).
serve(meEndpoints.get, {}, async (c) => {
  if (!c.var.user) return { user: null };
  const user = await getCurrentUser(c.var.deps.db, c.var.user.id);
  if (!user) throw new DomainError('user_not_found');
  return { user };
});
serve(
  meEndpoints.update,
  { before: [requireUser], body: updateProfileInputSchema },
  async (c, { body }) => {
    const user = await updateProfile(c.var.deps.db, signedInUser(c).id, body);
    if (!user) throw new DomainError('user_not_found');
    return { user };
  },
);
// docs/product/admin.md#settings: the shell's notice and the sign-up screen's state, for anyone.
serve(communityNoticeEndpoints.get, {}, async (c) =>
  getCommunityNotice(c.var.deps.db, c.var.deps.logger),
);
