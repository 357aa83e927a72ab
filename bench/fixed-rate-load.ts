import { existsSync } from 'node:fs';
import path from 'node:path';
import { BENCH_AUTH_SECRET } from './in-process-app';
import { chaptersAnswerSchema, plansAnswerSchema } from './mark-as-read';
import { type OpenLoopResult, runOpenLoop, type ScheduledRequest } from './open-loop';
import { freePort } from './postgres-cluster';
import { seedSignedInMembers } from './seeded-members';
import { REPO_ROOT, startManna } from './server';
import { createThrowawayDatabase, type DatabaseKind } from './throwaway-database';

export const CHAPTER_PATH = '/api/scripture/kjv/JHN/3';
const WARM_UP_SECONDS = 3;
const SECONDS = 15;
const CONNECTIONS = 200;
/**
 * Enough members that each marks at most a chapter every 2 s at 1,000 marks/s, as a member
 * ticking through a day's reading would: fewer would queue each member's marks behind one another
 * on their progress row's lock, a convoy no member makes.
 */
const MEMBERS = 2_000;
/** Each member toggles these first chapters of the default plan, one after another. */
const TOGGLED_CHAPTERS = 20;
/** Connections that mark each member's first chapter before the load. */
const HISTORY_CONNECTIONS = 16;
const TIMEOUT_MS = 10_000;

export interface LoadCase {
  name: string;
  result: OpenLoopResult;
  /** Whether the server was still running after the load. */
  serverSurvived: boolean;
}

/** The bundled chapter on the real server (on a free port, a fresh embedded database), at `rate` a second. */
export async function chapterAtFixedRate(rate: number): Promise<LoadCase> {
  if (!existsSync(path.join(REPO_ROOT, 'apps/api/.generated/bibles'))) {
    throw new Error('The bundled Bibles are not built: run `npm run build` first');
  }
  const database = await createThrowawayDatabase('pglite');
  try {
    const server = await startManna(await freePort(), database.serverEnv);
    try {
      const expected = await (await fetch(`${server.baseUrl}${CHAPTER_PATH}`)).text();
      const result = await runOpenLoop({
        origin: server.baseUrl,
        ratePerSecond: rate,
        warmUpSeconds: WARM_UP_SECONDS,
        seconds: SECONDS,
        connections: CONNECTIONS,
        timeoutMs: TIMEOUT_MS,
        request: () => ({ method: 'GET', path: CHAPTER_PATH }),
        rightBody: { exactly: expected },
      });
      return { name: 'chapter (KJV John 3)', result, serverSurvived: server.isRunning() };
    } finally {
      await server.stop();
    }
  } finally {
    await database.remove();
  }
}

/**
 * Mark as read on the real server, started as production runs it on a database of `kind`
 * prepared beforehand with MEMBERS signed-in members, each of whom has read a chapter before
 * through the same endpoint: a day's marks in a community are members' next chapters, not their
 * first ever, which earns 'First Chapter' and its tokens (three statements more). Without it,
 * nearly every measured mark was a member's first (docs/decisions/013-marking-a-chapter.md,
 * revision 8). Request i is member i mod MEMBERS's;
 * each member marks the default plan's first TOGGLED_CHAPTERS chapters read one after another,
 * then unread, and so on, so every request changes something (a completion written or
 * deleted, progress and streak recomputed). Answers must be 200 with JSON, whatever its shape.
 */
export async function markAsReadAtFixedRate(kind: DatabaseKind, rate: number): Promise<LoadCase> {
  const database = await createThrowawayDatabase(kind);
  try {
    const handle = await database.open();
    const members = await seedSignedInMembers(handle.db, {
      count: MEMBERS,
      idPrefix: 'load-',
    }).finally(() => handle.close());

    const server = await startManna(await freePort(), {
      ...database.serverEnv,
      AUTH_SECRET: BENCH_AUTH_SECRET,
    });
    try {
      const get = async (pathname: string, cookie = '') => {
        const response = await fetch(`${server.baseUrl}${pathname}`, { headers: { cookie } });
        if (!response.ok) {
          throw new Error(`GET ${pathname} answered ${response.status}: ${await response.text()}`);
        }
        return response.json();
      };
      const { plans } = plansAnswerSchema.parse(await get('/api/reading/plans'));
      const planId = plans[0]?.id ?? '';
      const { chapters } = chaptersAnswerSchema.parse(
        await get(`/api/reading/plans/${planId}/chapters`),
      );
      const chapterIds = chapters.slice(0, TOGGLED_CHAPTERS).map((chapter) => chapter.id);
      const readBefore = chapters[TOGGLED_CHAPTERS]?.id;
      if (!readBefore) throw new Error(`the plan has fewer than ${TOGGLED_CHAPTERS + 1} chapters`);
      // The seeded sessions must be accepted, or we would measure 401s.
      await get('/api/reading/streak', members[0]?.cookie);
      // A member's mark of `chapterId`, as the reading screen sends it.
      const completion = (chapterId: string, cookie: string, completed: boolean) =>
        ({
          method: 'PUT',
          path: `/api/reading/plans/${planId}/chapters/${chapterId}/completion`,
          headers: { origin: server.baseUrl, cookie },
          body: JSON.stringify({ completed }),
        }) satisfies ScheduledRequest;
      const markReadBefore = async (cookie: string) => {
        const { path: pathname, headers, ...request } = completion(readBefore, cookie, true);
        const response = await fetch(`${server.baseUrl}${pathname}`, {
          ...request,
          headers: { ...headers, 'content-type': 'application/json' },
        });
        if (!response.ok) throw new Error(`a first mark answered ${response.status}`);
      };
      const waiting = members.map((member) => member.cookie);
      await Promise.all(
        Array.from({ length: HISTORY_CONNECTIONS }, async () => {
          for (let cookie = waiting.pop(); cookie !== undefined; cookie = waiting.pop()) {
            await markReadBefore(cookie);
          }
        }),
      );

      const result = await runOpenLoop({
        origin: server.baseUrl,
        ratePerSecond: rate,
        warmUpSeconds: WARM_UP_SECONDS,
        seconds: SECONDS,
        connections: CONNECTIONS,
        timeoutMs: TIMEOUT_MS,
        request(index) {
          const sweep = Math.floor(index / MEMBERS);
          return completion(
            chapterIds[sweep % chapterIds.length] ?? '',
            members[index % MEMBERS]?.cookie ?? '',
            Math.floor(sweep / chapterIds.length) % 2 === 0,
          );
        },
        rightBody: 'json',
      });
      return {
        name: `mark as read, ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`,
        result,
        serverSurvived: server.isRunning(),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database.remove();
  }
}
