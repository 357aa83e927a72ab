import {
  communityNoticeEndpoints,
  meEndpoints,
  memberDeviceEndpoints,
  readerPreferencesSchema,
  updateProfileInputSchema,
} from '@manna/shared';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../lib/context';
import { contractRoutes } from '../../lib/contract-routes';
import { DomainError, NOT_AUTHENTICATED_MESSAGE } from '../../lib/domain-errors';
import { ApiError } from '../../lib/errors';
import { requireUser, signedInUser } from '../../lib/middlewares';
import { isPhoneSignInAvailable } from '../auth/phone-sign-in';
import { getCommunityNotice } from '../settings/settings.service';
import {
  getCurrentUser,
  getReaderPreferences,
  saveReaderPreferences,
  updateProfile,
} from './me.service';

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
serve(communityNoticeEndpoints.get, {}, async (c) => ({
  ...(await getCommunityNotice(c.var.deps.db, c.var.deps.logger)),
  phone_sign_in: isPhoneSignInAvailable(c.var.deps.env),
}));
serve(memberDeviceEndpoints.readerPreferences, { before: [requireUser] }, async (c) =>
  getReaderPreferences(c.var.deps.db, signedInUser(c).id),
);
serve(
  memberDeviceEndpoints.saveReaderPreferences,
  { before: [requireUser], body: readerPreferencesSchema },
  async (c, { body }) => saveReaderPreferences(c.var.deps.db, signedInUser(c).id, body),
);

// docs/security.md#the-wrappers-session-token: the session cookie's own value, handed to the page
// so the native wrapper can be told of the session. Only to a same-origin request (a page of
// another site cannot have it read through a navigation or an embed) and never stored by a cache.
serve(memberDeviceEndpoints.sessionToken, { before: [requireUser] }, async (c) => {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') {
    throw new ApiError(403, 'The session token is for this site only.');
  }
  const { authCookies } = await c.var.deps.auth.$context;
  const token = getCookie(c, authCookies.sessionToken.name);
  const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
  if (!token || !session) throw new ApiError(401, NOT_AUTHENTICATED_MESSAGE);
  c.header('Cache-Control', 'no-store');
  return {
    token,
    user_id: session.user.id,
    expires_at: session.session.expiresAt.toISOString(),
  };
});
