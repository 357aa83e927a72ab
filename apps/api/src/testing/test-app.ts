import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { devMailbox, users } from '../db/schema';
import { seedReferenceData } from '../db/seed/reference-data';
import { loadEnv } from '../env';
import { createDependencies } from '../lib/dependencies';
import { createLogger } from '../lib/logger';
import { createTestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'faithful-reader-42';
/** A well-formed id that names nothing: what a guessed or stale id looks like to the API. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export interface TestMember {
  id: string;
  email: string;
  name: string;
  password: string;
  /** Cookie header value carrying the member's session. */
  cookie: string;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app, in process, over a fresh database with the reference data loaded. */
export async function createTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    /** Run as a second instance on this database instead of a fresh one. */
    database?: DatabaseHandle;
  } = {},
) {
  const database: DatabaseHandle = options.database ?? (await createTestDatabase());
  if (options.seed !== false && !options.database) await seedReferenceData(database.db);
  const env = loadEnv({
    NODE_ENV: 'test',
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    APP_ORIGIN: TEST_ORIGIN,
    DATA_DIR: '/nonexistent/manna-test',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const logger = createLogger(env.LOG_LEVEL);
  const deps = createDependencies(env, database.db, logger);
  const app = createApp(deps);
  const { db } = database;
  const { auth } = deps;

  async function request(
    path: string,
    init: RequestInit & { cookie?: string; json?: unknown } = {},
  ) {
    const headers = new Headers(init.headers);
    headers.set('origin', TEST_ORIGIN);
    if (init.cookie) headers.set('cookie', init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    return app.request(`${TEST_ORIGIN}${path}`, { ...init, headers, body });
  }

  async function signUp(overrides: Partial<Pick<TestMember, 'email' | 'name' | 'password'>> = {}) {
    const member = {
      name: overrides.name ?? 'Lydia of Thyatira',
      email: overrides.email ?? `member-${randomUUID()}@example.com`,
      password: overrides.password ?? TEST_PASSWORD,
    };
    const response = await request('/api/auth/sign-up/email', { method: 'POST', json: member });
    if (response.status !== 200) {
      throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    }
    const { user } = (await response.json()) as { user: { id: string; email: string } };
    return { ...member, id: user.id, email: user.email, cookie: sessionCookie(response) };
  }

  async function signUpAdmin(overrides: Parameters<typeof signUp>[0] = {}) {
    const member = await signUp(overrides);
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, member.id));
    return member;
  }

  async function latestMailTo(email: string) {
    const [message] = await db
      .select()
      .from(devMailbox)
      .where(eq(devMailbox.to, email))
      .orderBy(desc(devMailbox.created_at))
      .limit(1);
    return message;
  }

  return {
    app,
    db,
    auth,
    request,
    signUp,
    signUpAdmin,
    latestMailTo,
    database,
    close: () => database.close(),
  };
}

/** The cookies a response sets, as a Cookie request header. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
