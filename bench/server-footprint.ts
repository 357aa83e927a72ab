import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BIBLE_BOOKS } from '@manna/shared';
import pg from 'pg';
import { z } from 'zod';
import { databaseTargetFor, openDatabase } from '../apps/api/src/db/client';
import { inProcessApp, signedInMember } from './in-process-app';
import { REPO_ROOT } from './server';

// docs/decisions/014-server-footprint.md: the server as `npm run serve` runs it in production,
// its time to answer and its resident memory, on a fresh data folder and on an existing one.

const CHAPTER_GETS = 3_000;
const CONCURRENCY = 16;
const MEMBERS = 5;
const MARKS_PER_MEMBER = 60;
// The same secret for the server and the bench's own app: members signed in by the bench (in
// process, between two starts) keep their sessions on the server.
const AUTH_SECRET = 'a-bench-secret-that-is-long-enough-1234';
const ADMIN_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
// What a server holds at rest after the load, as a server between bursts is. V8's memory reducer
// gives back the pages garbage took only once it judges the allocation rate low, which after a
// busy minute takes it from ten seconds to two minutes: the serve script's heap limit bounds the
// garbage meanwhile (docs/decisions/014-server-footprint.md).
const SETTLE_MS = 10_000;

const plansAnswerSchema = z.object({ plans: z.array(z.object({ id: z.string() })) });
const chaptersAnswerSchema = z.object({ chapters: z.array(z.object({ id: z.string() })) });

export interface StartMeasure {
  readyMs: number;
  /** The server process's resident memory once it answers, and its peak until then. */
  rssMb: number;
  peakMb: number;
  /** `npm run serve`'s own processes around it (npm and its shell). */
  wrapperMb: number;
}

export interface FootprintMeasure {
  first: StartMeasure;
  cold: StartMeasure;
  afterLoad: {
    /** Right as the load ends, and after SETTLE_MS at rest. */
    busyRssMb: number;
    rssMb: number;
    peakMb: number;
    chapterGets: number;
    marks: number;
    seconds: number;
  };
}

const megabytes = (kilobytes: number) => kilobytes / 1024;

function statusOf(pid: number): { rssKb: number; peakKb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssKb: field('VmRSS'), peakKb: field('VmHWM') };
}

/** The processes under `root` (npm, its shell, the server), root included. */
function processTree(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent is the field after the state; the command in brackets may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
    } catch {
      // exited meanwhile
    }
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index++) {
    tree.push(...(parents.get(tree[index] ?? 0) ?? []));
  }
  return tree;
}

/** The node process running the bundle (not the shell npm starts it with). */
function serverPid(root: number): number | undefined {
  return processTree(root).find((pid) => {
    try {
      const [program, ...args] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return path.basename(program ?? '') === 'node' && args.includes('apps/api/dist/server.js');
    } catch {
      return false;
    }
  });
}

// Servers are stopped even when the bench fails half-way, so none outlives it.
const servers = new Set<number>();
process.on('exit', () => {
  for (const pid of servers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

interface Serving {
  child: ChildProcess;
  pid: number;
  measure: StartMeasure;
}

/** `npm run serve`, timed from the spawn to the first answer of /api/health. */
async function serve(port: number, env: Record<string, string>): Promise<Serving> {
  const started = performance.now();
  const child = spawn('npm', ['run', 'serve'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      APP_ORIGIN: `http://localhost:${port}`,
      AUTH_SECRET,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let peakKb = 0;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run serve exited with ${child.exitCode}`);
    const pid = child.pid === undefined ? undefined : serverPid(child.pid);
    if (pid) peakKb = Math.max(peakKb, statusOf(pid).peakKb);
    try {
      if (pid) servers.add(pid);
      if ((await fetch(`http://localhost:${port}/api/health`)).ok && pid) {
        const readyMs = performance.now() - started;
        const { rssKb, peakKb: peak } = statusOf(pid);
        const wrapperKb = processTree(child.pid ?? 0)
          .filter((other) => other !== pid)
          .reduce((sum, other) => sum + statusOf(other).rssKb, 0);
        return {
          child,
          pid,
          measure: {
            readyMs,
            rssMb: megabytes(rssKb),
            peakMb: megabytes(Math.max(peakKb, peak)),
            wrapperMb: megabytes(wrapperKb),
          },
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function stop({ child, pid }: Serving): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(pid, 'SIGTERM');
  await exited;
  servers.delete(pid);
}

/** Members signed in by the bench's own app (confirmed straight in the database). */
async function prepareMembers(target: ReturnType<typeof databaseTargetFor>, dataDir: string) {
  const database = await openDatabase(target);
  try {
    const request = inProcessApp(database.db, dataDir);
    const { plans } = plansAnswerSchema.parse(await (await request('/api/reading/plans')).json());
    const planId = plans[0]?.id ?? '';
    const { chapters } = chaptersAnswerSchema.parse(
      await (await request(`/api/reading/plans/${planId}/chapters`)).json(),
    );
    const cookies: string[] = [];
    for (let index = 0; index < MEMBERS; index++) {
      const member = await signedInMember(database.db, request, {
        name: 'Footprint Reader',
        email: `footprint-${randomUUID()}@manna.test`,
      });
      cookies.push(member.cookie);
    }
    return { planId, chapterIds: chapters.map((chapter) => chapter.id), cookies };
  } finally {
    await database.close();
  }
}

/** Runs `task(0..count-1)` with `CONCURRENCY` in flight. */
async function inParallel(count: number, task: (index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

async function putLoad(
  port: number,
  { planId, chapterIds, cookies }: Awaited<ReturnType<typeof prepareMembers>>,
) {
  const origin = `http://localhost:${port}`;
  const chapters = BIBLE_BOOKS.flatMap((book) =>
    Array.from({ length: book.chapters }, (_, index) => `${book.code}/${index + 1}`),
  );
  await inParallel(CHAPTER_GETS, async (index) => {
    const translation = index % 2 === 0 ? 'kjv' : 'web';
    const chapter = chapters[Math.floor(index / 2) % chapters.length];
    const response = await fetch(`${origin}/api/scripture/${translation}/${chapter}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`chapter ${chapter} answered ${response.status}`);
  });
  const marks = cookies.length * MARKS_PER_MEMBER;
  await inParallel(marks, async (index) => {
    const cookie = cookies[index % cookies.length] ?? '';
    const mark = Math.floor(index / cookies.length);
    const response = await fetch(
      `${origin}/api/reading/plans/${planId}/chapters/${chapterIds[mark % 20]}/completion`,
      {
        method: 'PUT',
        headers: { origin, cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ completed: mark % 40 < 20 }),
      },
    );
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`mark as read answered ${response.status}`);
  });
  return { chapterGets: CHAPTER_GETS, marks };
}

async function footprint(port: number, databaseUrl?: string): Promise<FootprintMeasure> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'manna-bench-footprint-'));
  const env = { DATA_DIR: dataDir, ...(databaseUrl && { DATABASE_URL: databaseUrl }) };
  try {
    const first = await serve(port, env);
    await stop(first);
    const members = await prepareMembers(
      databaseTargetFor({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }),
      dataDir,
    );
    const cold = await serve(port, env);
    try {
      const started = performance.now();
      const load = await putLoad(port, members);
      const seconds = (performance.now() - started) / 1000;
      const busy = statusOf(cold.pid);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const { rssKb, peakKb } = statusOf(cold.pid);
      return {
        first: first.measure,
        cold: cold.measure,
        afterLoad: {
          busyRssMb: megabytes(busy.rssKb),
          rssMb: megabytes(rssKb),
          peakMb: megabytes(peakKb),
          seconds,
          ...load,
        },
      };
    } finally {
      await stop(cold);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same on a throwaway database of the local PostgreSQL server, dropped afterwards. */
async function onThrowawayPostgres<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `manna_bench_footprint_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    try {
      return await run(`postgres://postgres@127.0.0.1:5432/${name}`);
    } finally {
      await admin.query(`drop database ${name} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

/** Builds the server (the bundle `npm run serve` runs), then measures it on PGlite and PostgreSQL. */
export async function benchServerFootprint(port: number) {
  execFileSync('npm', ['run', 'build', '-w', '@manna/api'], { cwd: REPO_ROOT, stdio: 'ignore' });
  const pglite = await footprint(port);
  const postgres = await onThrowawayPostgres((url) => footprint(port, url));
  return { pglite, postgres };
}
