import { isAdminRole } from '@manna/shared';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDependencies, AppEnv, SessionUser, SignedInEnv } from './context';
import { NOT_AUTHENTICATED_MESSAGE } from './domain-errors';
import { ApiError } from './errors';
import { findSession } from './session-lookup';

export const ADMIN_ONLY_MESSAGE = 'This area is for administrators only.';

export const provideDependencies = (deps: AppDependencies) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('deps', deps);
    c.set('user', null);
    await next();
  });

/** The signed-in member of this request, if any (one session lookup). */
export async function sessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const { auth, db } = c.var.deps;
  const session = await findSession(auth, db, c.req.raw.headers);
  return session?.user ?? null;
}

export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', await sessionUser(c));
  await next();
});

/** The signed-in member; a visitor is answered 401. */
export function signedInUser(c: { var: { user: SessionUser | null } }): SessionUser {
  if (!c.var.user) throw new ApiError(401, NOT_AUTHENTICATED_MESSAGE);
  return c.var.user;
}

export const requireUser = createMiddleware<SignedInEnv>(async (c, next) => {
  signedInUser(c);
  await next();
});

export const requireAdmin = createMiddleware<SignedInEnv>(async (c, next) => {
  if (!c.var.user) throw new ApiError(401, NOT_AUTHENTICATED_MESSAGE);
  if (!isAdminRole(c.var.user.role)) throw new ApiError(403, ADMIN_ONLY_MESSAGE);
  await next();
});

/**
 * API answers hold personal data unless a route says otherwise (public scripture does): no
 * browser or proxy cache may keep them, so nothing outlives a sign-out or a shared computer.
 */
export const noStoreByDefault = createMiddleware(async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
});
