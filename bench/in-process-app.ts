import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { createApp } from '../apps/api/src/app';
import type { Database } from '../apps/api/src/db/client';
import { users } from '../apps/api/src/db/schema';
import { loadEnv } from '../apps/api/src/env';
import { createDependencies } from '../apps/api/src/lib/dependencies';
import { createLogger } from '../apps/api/src/lib/logger';

// The sections that measure the app in process share how they build it and sign members in.

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'quiet-morning-psalm-reader';
/** The in-process app's secret; a server given it accepts the sessions seededMembers signs. */
export const BENCH_AUTH_SECRET = 'a-bench-secret-that-is-long-enough-1234';
const signedUpAnswerSchema = z.object({ user: z.object({ id: z.string() }) });

export type BenchRequest = (
  pathname: string,
  init?: RequestInit & { cookie?: string },
) => Response | Promise<Response>;

/** The real app over `db`, and requests to it as a browser on our pages sends them. */
export function inProcessApp(db: Database, dataDir: string): BenchRequest {
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_SECRET: BENCH_AUTH_SECRET,
    APP_ORIGIN: ORIGIN,
    LOG_LEVEL: 'silent',
  });
  const app = createApp(createDependencies(env, db, createLogger('silent')));
  return (pathname, init = {}) =>
    app.request(`${ORIGIN}${pathname}`, {
      ...init,
      headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: init.cookie ?? '' },
    });
}

/**
 * A member signed up and in through the app; confirmed (and given `changes`, e.g. the admin
 * role) straight in the database, which is not what a section measures.
 */
export async function signedInMember(
  db: Database,
  request: BenchRequest,
  { name, email, changes = {} }: { name: string; email: string; changes?: { role?: string } },
): Promise<{ id: string; cookie: string }> {
  const signUp = await request('/api/auth/sign-up/email', {
    method: 'POST',
    body: JSON.stringify({ name, email, password: PASSWORD }),
  });
  const { user } = signedUpAnswerSchema.parse(await signUp.json());
  await db
    .update(users)
    .set({ emailVerified: true, ...changes })
    .where(eq(users.id, user.id));
  const signIn = await request('/api/auth/sign-in/email', {
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { id: user.id, cookie };
}

/** The value below which `fraction` of the sorted samples fall. */
export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** How fast a request answers: its p50 and p99, and what the last answer said. */
export interface RequestTimings {
  name: string;
  p50Ms: number;
  p99Ms: number;
  /** What `read` made of the last answer (e.g. how many were found). */
  total: string;
}

/**
 * Times `samples` GET requests to `pathname` as the member with `cookie`, after `warmUp` untimed
 * ones; each answer must be a 2xx, and `read` checks its body and says what it found.
 */
export async function timeRequests(
  request: BenchRequest,
  { name, pathname, cookie }: { name: string; pathname: string; cookie: string },
  { samples, warmUp }: { samples: number; warmUp: number },
  read: (body: unknown) => string,
): Promise<RequestTimings> {
  const timings: number[] = [];
  let total = '';
  for (let sample = 0; sample < warmUp + samples; sample++) {
    const started = performance.now();
    const response = await request(pathname, { cookie });
    const body: unknown = await response.json();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`${name} answered ${response.status}`);
    total = read(body);
    if (sample >= warmUp) timings.push(elapsed);
  }
  const sorted = timings.sort((a, b) => a - b);
  return { name, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), total };
}
