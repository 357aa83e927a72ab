import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, twoFactor } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Database } from './db/client';
import * as schema from './db/schema';
import type { Env } from './env';
import type { Logger } from './lib/logger';
import type { Mailer } from './lib/mailer';

export const AUTH_BASE_PATH = '/api/auth';
const VITE_DEV_ORIGIN = 'http://localhost:5173';
const SESSION_LIFETIME_SECONDS = 60 * 60 * 24 * 30;

interface AuthDependencies {
  env: Pick<Env, 'NODE_ENV' | 'AUTH_SECRET' | 'APP_ORIGIN' | 'ADMIN_EMAILS'>;
  db: Database;
  mailer: Mailer;
  logger: Logger;
}

export function createAuth({ env, db, mailer, logger }: AuthDependencies) {
  return betterAuth({
    appName: 'Manna',
    baseURL: env.APP_ORIGIN,
    basePath: AUTH_BASE_PATH,
    secret: env.AUTH_SECRET,
    trustedOrigins:
      env.NODE_ENV === 'production' ? [env.APP_ORIGIN] : [env.APP_ORIGIN, VITE_DEV_ORIGIN],
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await mailer.send({
          to: user.email,
          subject: 'Reset your Manna password',
          text: [
            `Hello ${user.name},`,
            '',
            'Someone (hopefully you) asked to reset the password of your Manna account.',
            `Open this link within the next hour to choose a new one:`,
            url,
            '',
            'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
          ].join('\n'),
        });
      },
    },
    user: {
      additionalFields: {
        tokens: { type: 'number', required: false, defaultValue: 0, input: false },
        lastLogin: { type: 'date', required: false, input: false },
        timeZone: { type: 'string', required: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      updateAge: 60 * 60 * 24,
    },
    databaseHooks: {
      session: {
        create: {
          // A new session is a sign-in (also right after sign-up or a passed 2FA check).
          async after(session) {
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
    rateLimit: {
      // Counters in the database so every instance behind the load balancer shares them.
      enabled: env.NODE_ENV === 'production',
      storage: 'database',
    },
    plugins: [
      twoFactor({ issuer: 'Manna' }),
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
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
