import {
  scriptureEndpoints as endpoints,
  TRANSLATION_UNAVAILABLE_REASONS,
  type TranslationId,
  type TranslationUnavailableBody,
} from '@manna/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { scriptureCache, scriptureUpstreamRequests } from '../../db/schema';
import { loadEnv } from '../../env';
import { createDependencies } from '../../lib/dependencies';
import { createLogger } from '../../lib/logger';
import { FAKE_COPYRIGHT, type FakeApiBible, startFakeApiBible } from '../../testing/fake-api-bible';
import { answerOf } from '../../testing/member-client';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestMember } from '../../testing/test-app';
import { createApiBibleClient } from './api-bible-client';
import { createBundledLibrary } from './bundled-library';
import { createScriptureService } from './scripture.service';
import { cleanUpAfterScriptureTests } from './scripture-test-helpers';

// Short enough to keep the suite quick, long enough that a loaded machine answers the fake in it.
const TIMEOUT_MS = 250;
const OPEN_MS = 30_000;
const NETWORK_FAILURE = 'Failed to fetch from Scripture API Bible';

/** The answer for a licensed chapter API.Bible could not give and the server had no copy of. */
const unavailable = (
  translation: TranslationId,
  error = NETWORK_FAILURE,
): TranslationUnavailableBody => ({
  error,
  code: 'TRANSLATION_UNAVAILABLE',
  translation_id: translation,
  fallback_translation_id: 'kjv',
});

describe('scripture while API.Bible is down', () => {
  let upstream: FakeApiBible;
  let t: TestApp;
  let member: TestMember;
  /** The circuit breaker's clock: tests move it instead of waiting. */
  const clock = { now: 0 };

  beforeAll(async () => {
    upstream = await startFakeApiBible();
    t = await createTestApp({ seed: false });
    member = await t.signUp();
  });
  cleanUpAfterScriptureTests(() => ({ upstream, t }));

  /**
   * The app on the test database, with its scripture service talking to `baseUrl` under a short
   * timeout and a breaker that opens after two failures and runs on `clock`.
   */
  function reader({
    baseUrl = upstream.baseUrl,
    timeoutMs = TIMEOUT_MS,
    failureThreshold = 2,
  } = {}) {
    const env = loadEnv({
      NODE_ENV: 'test',
      AUTH_SECRET: 'outage-tests-use-the-test-apps-own-auth',
      APP_ORIGIN: TEST_ORIGIN,
      DATA_DIR: '/nonexistent/manna-test',
      LOG_LEVEL: 'silent',
    });
    const logger = createLogger(env.LOG_LEVEL);
    const scripture = createScriptureService({
      db: t.db,
      logger,
      library: createBundledLibrary(),
      apiBible: createApiBibleClient({ baseUrl, apiKey: 'test-key', timeoutMs }),
      bibleIds: {},
      breaker: { failureThreshold, openMs: OPEN_MS, now: () => clock.now },
    });
    // The test app's auth, so the member's session cookie holds here too.
    const app = createApp({ ...createDependencies(env, t.db, logger), auth: t.auth, scripture });
    return (path: string) =>
      app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie: member.cookie } });
  }

  const chapterPath = (chapter: number, translation: TranslationId = 'niv') =>
    `/api/scripture/${translation}/JHN/${chapter}`;
  const listed = async (request: ReturnType<typeof reader>) =>
    (await answerOf(endpoints.translations, await request('/api/scripture/translations')))
      .translations;

  it('answers within the timeout when API.Bible hangs: 503, the SPEC message and KJV offered', async () => {
    upstream.breakWith('hang');
    const request = reader();

    const started = performance.now();
    const response = await request(chapterPath(3));
    const elapsed = performance.now() - started;

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(unavailable('niv'));
    expect(upstream.requests).toHaveLength(1);
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 10);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 2_000);
  });

  it('stops calling API.Bible once it has failed, answering at once with the same message', async () => {
    upstream.breakWith('close');
    const request = reader();
    expect((await request(chapterPath(3))).status).toBe(503);
    expect((await request(chapterPath(4))).status).toBe(503);
    expect(upstream.requests).toHaveLength(2);

    const response = await request(chapterPath(5));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(unavailable('niv'));
    expect(response.headers.get('retry-after')).toBe('30');
    expect(upstream.requests).toHaveLength(2);
    // Paused calls spend no slot of the fleet-wide limit.
    expect(await t.db.$count(scriptureUpstreamRequests)).toBe(2);
  });

  it("words a paused provider's answer with the failure that paused it", async () => {
    upstream.failWith(500);
    const request = reader();
    await request(chapterPath(3));
    await request(chapterPath(4));

    const response = await request(chapterPath(5));
    expect(await response.json()).toEqual(
      unavailable('niv', 'Scripture API error: Something broke upstream'),
    );
    expect(upstream.requests).toHaveLength(2);
  });

  it('serves stale copies at once while API.Bible is down: a chapter, and a verse from it', async () => {
    const request = reader();
    expect((await request(chapterPath(3))).status).toBe(200);
    await t.db.update(scriptureCache).set({ fetched_at: sql`now() - interval '25 hours'` });
    upstream.breakWith('hang');
    await request(chapterPath(4));
    await request(chapterPath(5));
    expect(upstream.requests).toHaveLength(3);

    expect(await answerOf(endpoints.chapter, await request(chapterPath(3)))).toMatchObject({
      translation_id: 'niv',
      translation_note: FAKE_COPYRIGHT,
      verses: [{ verse: 1 }, { verse: 2 }, { verse: 3 }],
    });
    const verse = await request('/api/scripture/passage?reference=John+3:2&translation=niv');
    expect(await answerOf(endpoints.passage, verse)).toMatchObject({
      reference: 'John 3:2',
      text: 'Second verse with “quoted” words.',
      translation_id: 'niv',
    });
    expect(upstream.requests).toHaveLength(3);
  });

  it('lists the licensed translations as temporarily unavailable while calls are paused', async () => {
    const request = reader();
    expect((await listed(request)).every((translation) => translation.available)).toBe(true);
    upstream.breakWith('close');
    await request(chapterPath(3));
    await request(chapterPath(4));

    const translations = await listed(request);
    expect(
      translations.map(({ id, available, status, reason }) => ({ id, available, status, reason })),
    ).toEqual(
      ['nasb', 'kjv', 'esv', 'niv', 'nlt', 'web'].map((id) =>
        id === 'kjv' || id === 'web'
          ? { id, available: true, status: 'available', reason: undefined }
          : {
              id,
              available: false,
              status: 'temporarily-unavailable',
              reason: TRANSLATION_UNAVAILABLE_REASONS['temporarily-unavailable'],
            },
      ),
    );
  });

  it('recovers by itself: one probe after the pause, again until API.Bible answers', async () => {
    upstream.breakWith('hang');
    const request = reader();
    await request(chapterPath(3));
    await request(chapterPath(4));

    // Still down when the pause ends: the one probe fails and calls pause again.
    clock.now += OPEN_MS;
    expect((await listed(request)).find(({ id }) => id === 'niv')?.status).toBe('available');
    expect((await request(chapterPath(5))).status).toBe(503);
    expect(upstream.requests).toHaveLength(3);
    expect((await request(chapterPath(6))).status).toBe(503);
    expect(upstream.requests).toHaveLength(3);

    // Back: nothing goes out before the pause ends, then the probe succeeds and calls flow.
    upstream.breakWith(undefined);
    expect((await request(chapterPath(6))).status).toBe(503);
    clock.now += OPEN_MS;
    expect((await request(chapterPath(6))).status).toBe(200);
    expect((await request(chapterPath(7))).status).toBe(200);
    expect(upstream.requests).toHaveLength(5);
    expect((await listed(request)).find(({ id }) => id === 'niv')?.status).toBe('available');
  });

  it('leaves no socket open once requests to a hanging API.Bible have timed out', async () => {
    const hanging = await startFakeApiBible();
    try {
      hanging.breakWith('hang');
      // Long enough for all six requests to reach the server on a loaded machine before any
      // times out: the test is about the sockets they leave behind.
      const request = reader({ baseUrl: hanging.baseUrl, failureThreshold: 100, timeoutMs: 2_000 });
      const responses = await Promise.all(
        [1, 2, 3, 4, 5, 6].map((chapter) => request(chapterPath(chapter, 'esv'))),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(6).fill(503));
      expect(hanging.requests).toHaveLength(6);
      await vi.waitFor(async () => expect(await hanging.openConnections()).toBe(0));
    } finally {
      await hanging.close();
    }
  });

  it('frees the socket of a refusal whose body never ends, without waiting for the timeout', async () => {
    const stalling = await startFakeApiBible();
    try {
      stalling.failWith(401);
      stalling.breakWith('stall');
      const request = reader({ baseUrl: stalling.baseUrl, timeoutMs: 10_000 });
      const response = await request(chapterPath(3, 'nlt'));
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual(
        unavailable('nlt', 'Invalid API key. Please check your Scripture API credentials.'),
      );
      await vi.waitFor(async () => expect(await stalling.openConnections()).toBe(0));
    } finally {
      await stalling.close();
    }
  });
});
