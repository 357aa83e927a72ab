import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { z } from 'zod';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { devMailbox, users } from '../db/schema';
import { loadEnv } from '../env';
import { createDependencies } from '../lib/dependencies';
import { createLogger } from '../lib/logger';
import type { Mailer } from '../lib/mailer';
import { createTestDatabase } from './test-database';
import { testPasswordHashing } from './test-password-hashing';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'faithful-reader-42';
/** A well-formed id that names nothing: what a guessed or stale id looks like to the API. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** The socket address of a request that names none (TEST-NET-1). */
export const TEST_CLIENT_ADDRESS = '192.0.2.1';

let devicesSignedUp = 0;
/** Each member signs up from a device of their own, as members do: rate limits count per device. */
function newDeviceAddress(): string {
  devicesSignedUp += 1;
  return `10.${(devicesSignedUp >> 16) & 255}.${(devicesSignedUp >> 8) & 255}.${devicesSignedUp & 255}`;
}

export interface TestMember {
  id: string;
  email: string;
  name: string;
  password: string;
  /** Cookie header value carrying the member's session. */
  cookie: string;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface TestAppOptions {
  /** Whether the fresh database has the reference data (reading plans, achievements); yes unless false. */
  seed?: boolean;
  env?: Record<string, string>;
  /** Run as a second instance on this database instead of a fresh one. */
  database?: DatabaseHandle;
  /** Instead of capturing mail in the dev mailbox. */
  mailer?: Mailer;
  /** A built web app to serve, as in production. */
  webRoot?: string;
}

/** What better-auth answers a sign-up with, as far as the tests need it. */
const signedUpSchema = z.object({ user: z.object({ id: z.string(), email: z.string() }) });

/** The real app, in process, over a fresh database with the reference data loaded. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database: DatabaseHandle =
    options.database ?? (await createTestDatabase({ referenceData: options.seed !== false }));
  const env = loadEnv({
    NODE_ENV: 'test',
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    APP_ORIGIN: TEST_ORIGIN,
    DATA_DIR: '/nonexistent/manna-test',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const logger = createLogger(env.LOG_LEVEL);
  const deps = createDependencies(env, database.db, logger, {
    mailer: options.mailer,
    passwordHashing: testPasswordHashing,
  });
  const app = createApp(deps, { webRoot: options.webRoot });
  const { db } = database;
  const { auth } = deps;

  /**
   * A request as a browser on one of our pages sends it (Origin included), from the socket
   * address `clientAddress`. `origin: null` leaves the Origin header out.
   */
  async function request(
    path: string,
    init: RequestInit & {
      cookie?: string;
      json?: unknown;
      clientAddress?: string;
      origin?: string | null;
    } = {},
  ) {
    const { cookie, json, clientAddress = TEST_CLIENT_ADDRESS, origin, ...requestInit } = init;
    const headers = new Headers(requestInit.headers);
    if (origin !== null) headers.set('origin', origin ?? TEST_ORIGIN);
    if (cookie) headers.set('cookie', cookie);
    let body = requestInit.body;
    if (json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(json);
    }
    // What @hono/node-server hands the app for a real connection.
    const bindings = { incoming: { socket: { remoteAddress: clientAddress } } };
    return app.request(`${TEST_ORIGIN}${path}`, { ...requestInit, headers, body }, bindings);
  }

  async function latestMailTo(email: string) {
    await deps.background.settled();
    const [message] = await db
      .select()
      .from(devMailbox)
      .where(eq(devMailbox.to, email))
      .orderBy(desc(devMailbox.created_at))
      .limit(1);
    return message;
  }

  /** Follows the link in the latest e-mail to `email` that contains `linkPart`. */
  async function followMailedLink(email: string, linkPart: string, clientAddress?: string) {
    const mail = await latestMailTo(email);
    const link = mail?.text.split(/\s+/).find((word) => word.includes(linkPart));
    if (!link) throw new Error(`no e-mail to ${email} with a ${linkPart} link`);
    const url = new URL(link);
    return request(`${url.pathname}${url.search}`, { clientAddress });
  }

  /** Signs a member up and confirms their e-mail, which signs them in, as a new member does. */
  async function signUp(overrides: Partial<Pick<TestMember, 'email' | 'name' | 'password'>> = {}) {
    const member = {
      name: overrides.name ?? 'Lydia of Thyatira',
      email: overrides.email ?? `member-${randomUUID()}@example.com`,
      password: overrides.password ?? TEST_PASSWORD,
    };
    const clientAddress = newDeviceAddress();
    const response = await request('/api/auth/sign-up/email', {
      method: 'POST',
      json: member,
      clientAddress,
    });
    if (response.status !== 200) {
      throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    }
    const { user } = signedUpSchema.parse(await response.json());
    const confirmed = await followMailedLink(user.email, '/verify-email', clientAddress);
    const cookie = sessionCookie(confirmed);
    if (confirmed.status !== 302 || !cookie) {
      throw new Error(`e-mail confirmation failed: ${confirmed.status} ${await confirmed.text()}`);
    }
    return { ...member, id: user.id, email: user.email, cookie };
  }

  async function signUpAdmin(overrides: Parameters<typeof signUp>[0] = {}) {
    const member = await signUp(overrides);
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, member.id));
    return member;
  }

  return {
    app,
    /** What the app's handlers use, for calling a service directly. */
    deps,
    db,
    auth,
    request,
    signUp,
    signUpAdmin,
    latestMailTo,
    followMailedLink,
    /** Waits for work done after the answers (e-mail). */
    settle: () => deps.background.settled(),
    database,
    /** The support notifications' fan-out of this app instance. */
    support: deps.support,
    async close() {
      await deps.support.close();
      await database.close();
    },
  };
}

/** The cookies a response sets, as a Cookie request header. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * The app of one describe block, held in a const: a fresh one is created (with `options`) before
 * the block's tests and closed after them, and each use reads through to it. Call it in the
 * block's body, where helpers that take the app (memberClient, journalClient) can be built on it
 * at once.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let created: TestApp | undefined;
  beforeAll(async () => {
    created = await createTestApp(options);
  });
  afterAll(() => created?.close());
  const current = (): TestApp => {
    if (!created) throw new Error('The test app exists once the block’s beforeAll has run');
    return created;
  };
  return {
    get app() {
      return current().app;
    },
    get deps() {
      return current().deps;
    },
    get db() {
      return current().db;
    },
    get auth() {
      return current().auth;
    },
    get database() {
      return current().database;
    },
    get support() {
      return current().support;
    },
    request: (...args) => current().request(...args),
    signUp: (...args) => current().signUp(...args),
    signUpAdmin: (...args) => current().signUpAdmin(...args),
    latestMailTo: (...args) => current().latestMailTo(...args),
    followMailedLink: (...args) => current().followMailedLink(...args),
    settle: () => current().settle(),
    close: () => current().close(),
  };
}
