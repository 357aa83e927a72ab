import { EMAIL_MAX_LENGTH, EMAIL_TOO_LONG_MESSAGE, SIGN_UP_CLOSED } from '@manna/shared';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER } from '../../auth';
import { socketAddressOf } from '../../lib/client-address';
import type { AppEnv } from '../../lib/context';
import { validate } from '../../lib/validation';
import { isSignUpOpen } from '../settings/settings.service';
import { AUTH_ENDPOINTS } from './auth-endpoints';
import { isPhoneSignInAvailable, PHONE_SIGN_IN_OFF } from './phone-sign-in';

/** Copies the request for better-auth with the client's address as this server resolved it. */
function forAuth(c: Context<AppEnv>, body?: string): Request {
  const headers = new Headers(c.req.raw.headers);
  // Only this router may say who the client is: a header sent by the client itself is dropped.
  headers.delete(CLIENT_ADDRESS_HEADER);
  const address = c.var.deps.clientAddress(socketAddressOf(c), c.req.header('x-forwarded-for'));
  if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
  return new Request(c.req.raw, { headers, ...(body !== undefined && { body }) });
}

const mailRequestSchema = z.object({
  email: z
    .email('Please enter a valid email address')
    .max(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG_MESSAGE),
  redirectTo: z.string().max(2000).optional(),
  callbackURL: z.string().max(2000).optional(),
});

/**
 * A request for an e-mail to an address is answered at once, the same words and the same time
 * whether or not the address has an account (docs/security.md#accounts); better-auth does the
 * work, rate limit included, after the answer.
 */
function answerBeforeMailing(answer: Record<string, unknown>) {
  return async (c: Context<AppEnv>) => {
    const body = JSON.stringify(await c.req.json());
    const { auth, background, logger } = c.var.deps;
    background.run(
      auth.handler(forAuth(c, body)).then((response) => {
        if (!response.ok) {
          logger.info({ status: response.status, path: c.req.path }, 'e-mail request not sent');
        }
      }),
      c.req.path,
    );
    return c.json(answer);
  };
}

/** Endpoints this router answers itself, before better-auth does the work. */
const ANSWERED_HERE: readonly string[] = ['/request-password-reset', '/send-verification-email'];

/**
 * Exactly the endpoints of AUTH_ENDPOINTS reach better-auth; any other path under /api/auth
 * falls through to the API's 404 (docs/security.md#route-inventory).
 */
export const authRoutes = new Hono<AppEnv>()
  .post(
    '/request-password-reset',
    validate('json', mailRequestSchema),
    answerBeforeMailing({
      status: true,
      message: 'If this email exists in our system, check your email for the reset link',
    }),
  )
  .post(
    '/send-verification-email',
    validate('json', mailRequestSchema),
    answerBeforeMailing({ status: true }),
  );
// docs/product/admin.md#settings: while an admin has closed sign-up no account is made. Answered
// in better-auth's own shape ({ code, message }), which its client reads; ahead of the endpoint.
authRoutes.use('/sign-up/email', async (c, next) => {
  if (c.req.method === 'POST' && !(await isSignUpOpen(c.var.deps.db, c.var.deps.logger))) {
    return c.json({ code: 'SIGN_UP_CLOSED', message: SIGN_UP_CLOSED }, 403);
  }
  await next();
});
// The phone number plugin's hook reads `'phoneNumber' in body` before any validation, which throws
// on a JSON string or number: such a body is refused here with 400 (docs/security.md#input).
authRoutes.use('/update-user', async (c, next) => {
  if (c.req.method === 'POST') {
    const body: unknown = await c.req.raw
      .clone()
      .json()
      .catch(() => undefined);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return c.json(
        { code: 'INVALID_BODY', message: 'The request body must be a JSON object' },
        400,
      );
    }
  }
  await next();
});
// docs/security.md#accounts: a production server without an SMS gateway sends no codes, so its
// phone endpoints answer why instead of failing later.
for (const phonePath of ['/phone-number/*', '/sign-in/phone-number']) {
  authRoutes.use(phonePath, async (c, next) => {
    if (c.req.method === 'POST' && !isPhoneSignInAvailable(c.var.deps.env)) {
      return c.json(PHONE_SIGN_IN_OFF, 404);
    }
    await next();
  });
}
// Like /sign-up/email: these two create a phone account.
for (const signUpPath of ['/phone-number/send-otp', '/phone-number/verify']) {
  authRoutes.use(signUpPath, async (c, next) => {
    if (c.req.method === 'POST' && !(await isSignUpOpen(c.var.deps.db, c.var.deps.logger))) {
      return c.json({ code: 'SIGN_UP_CLOSED', message: SIGN_UP_CLOSED }, 403);
    }
    await next();
  });
}
for (const { method, path } of AUTH_ENDPOINTS) {
  const endpoint = path.slice(AUTH_BASE_PATH.length);
  if (ANSWERED_HERE.includes(endpoint)) continue;
  authRoutes.on([method], [endpoint], (c) => c.var.deps.auth.handler(forAuth(c)));
}
