import { BANNED_AT_SIGN_IN } from '@manna/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, twoFactor } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Database } from './db/client';
import * as schema from './db/schema';
import type { Env } from './env';
import {
  confirmEmailEmail,
  existingAccountEmail,
  resetPasswordEmail,
} from './features/auth/auth-emails';
import { authInputGuard } from './features/auth/auth-input-guard';
import {
  linkPhoneSignUpPassword,
  phoneSignIn,
  phoneSignUpUserData,
  type SendSms,
} from './features/auth/phone-sign-in';
import { withSignupVariant } from './features/landing/signup-attribution';
import type { BackgroundTasks } from './lib/background-tasks';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mailer';
import { trustedOriginsFor } from './lib/trusted-origins';

export const AUTH_BASE_PATH = '/api/auth';
/** Set by the auth router from the socket (docs/security.md#rate-limits); never the client's. */
export const CLIENT_ADDRESS_HEADER = 'x-manna-client-address';
export const SESSION_LIFETIME_SECONDS = 60 * 60 * 24 * 30;
const EMAIL_CONFIRMATION_LIFETIME_SECONDS = 60 * 60 * 24;
const MINUTE = 60;

/** How passwords are hashed and checked; better-auth's own scrypt unless replaced (tests only). */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

interface AuthDependencies {
  env: Pick<
    Env,
    'NODE_ENV' | 'AUTH_SECRET' | 'APP_ORIGIN' | 'ADMIN_EMAILS' | 'TRUSTED_ORIGINS' | 'PORT'
  >;
  db: Database;
  mailer: Mailer;
  sms: SendSms;
  logger: Logger;
  background: BackgroundTasks;
  passwordHashing?: PasswordHashing | undefined;
}

export function createAuth(dependencies: AuthDependencies) {
  const { env, db, mailer, sms, logger, background, passwordHashing } = dependencies;
  return betterAuth({
    appName: 'Manna',
    baseURL: env.APP_ORIGIN,
    basePath: AUTH_BASE_PATH,
    secret: env.AUTH_SECRET,
    trustedOrigins: trustedOriginsFor(env),
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // A new account waits for its e-mail to be confirmed, so sign-up can answer the same
      // whether or not the address is taken (docs/security.md#accounts).
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      ...(passwordHashing && { password: passwordHashing }),
      async sendResetPassword({ user, url }) {
        await mailer.send(resetPasswordEmail(user, url));
      },
      async onExistingUserSignUp({ user }) {
        await mailer.send(existingAccountEmail(user, env.APP_ORIGIN));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in before confirming sends a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_CONFIRMATION_LIFETIME_SECONDS,
      async sendVerificationEmail({ user, url }) {
        await mailer.send(confirmEmailEmail(user, url));
      },
    },
    user: {
      additionalFields: {
        tokens: { type: 'number', required: false, defaultValue: 0, input: false },
        lastLogin: { type: 'date', required: false, input: false },
        timeZone: { type: 'string', required: false, input: false },
        // Set from a cookie by databaseHooks.user.create, never from the request body.
        signupVariant: { type: 'string', required: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      updateAge: 60 * 60 * 24,
    },
    databaseHooks: {
      user: {
        create: {
          // A phone sign-up's name and password (docs/product/accounts-and-shell.md#sign-up-by-phone).
          // …and the landing page it came from (docs/decisions/010-landing-pages.md).
          before: async (user, ctx) =>
            withSignupVariant(phoneSignUpUserData(user, ctx)?.data ?? user, ctx),
          after: async (user, ctx) => linkPhoneSignUpPassword(user.id, ctx),
        },
      },
      session: {
        create: {
          // A new session is a sign-in (also right after sign-up or a passed 2FA check).
          async after(session) {
            // The member's sign-in history for their admin page (docs/product/admin.md#members).
            await db.insert(schema.signIns).values({
              userId: session.userId,
              ipAddress: session.ipAddress || null,
              userAgent: session.userAgent || null,
            });
            const [user] = await db
              .update(schema.users)
              .set({ lastLogin: new Date() })
              .where(eq(schema.users.id, session.userId))
              .returning({ email: schema.users.email, role: schema.users.role });
            if (user && user.role !== 'admin' && env.ADMIN_EMAILS.includes(user.email)) {
              await db
                .update(schema.users)
                .set({ role: 'admin' })
                .where(eq(schema.users.id, session.userId));
              logger.info({ email: user.email }, 'member promoted to admin by ADMIN_EMAILS');
            }
          },
        },
      },
    },
    // docs/security.md#rate-limits: per client address, in every mode, counted in the database so
    // every instance behind the load balancer shares them. No one typing meets these limits.
    rateLimit: {
      enabled: true,
      storage: 'database',
      customRules: {
        '/sign-in/*': { window: MINUTE, max: 20 },
        '/sign-up/*': { window: MINUTE, max: 20 },
        '/two-factor/*': { window: MINUTE, max: 10 },
        '/change-password': { window: MINUTE, max: 10 },
        '/reset-password': { window: MINUTE, max: 10 },
        '/request-password-reset': { window: 15 * MINUTE, max: 10 },
        '/send-verification-email': { window: 15 * MINUTE, max: 10 },
        // Every code is a text message someone pays for (docs/security.md#accounts).
        '/phone-number/send-otp': { window: 15 * MINUTE, max: 5 },
        '/phone-number/request-password-reset': { window: 15 * MINUTE, max: 5 },
        '/phone-number/verify': { window: MINUTE, max: 10 },
        '/phone-number/reset-password': { window: MINUTE, max: 10 },
      },
    },
    hooks: { before: authInputGuard },
    // Failures that are not better-auth's own answers (the database gone, a bug) reach our error
    // handler, which answers a dropped database with 503 like every other route.
    onAPIError: { throw: true },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      // better-auth skips its origin check when NODE_ENV is test; the API tests check it too.
      disableOriginCheck: false,
      // E-mail goes out after the answer: a slow mail server never holds up a member, and the
      // answer takes as long whether or not a message was due.
      backgroundTasks: { handler: (task) => background.run(task, 'auth e-mail') },
    },
    plugins: [
      twoFactor({ issuer: 'Manna' }),
      // Its session hook refuses a banned member at sign-in with our words; its endpoints are
      // refused (REFUSED_AUTH_ENDPOINTS): admins act through /api/admin/members.
      admin({ defaultRole: 'user', adminRoles: ['admin'], bannedUserMessage: BANNED_AT_SIGN_IN }),
      phoneSignIn({ db, sendSms: sms, appOrigin: env.APP_ORIGIN }),
    ],
    logger: {
      log(level, message, ...args) {
        logger[level]({ args }, `auth: ${message}`);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = Auth['$Infer']['Session'];
