import { scriptureEndpoints as endpoints } from '@manna/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptureCache, scriptureUpstreamRequests } from '../../db/schema';
import { FAKE_COPYRIGHT, type FakeApiBible, startFakeApiBible } from '../../testing/fake-api-bible';
import { answerOf, memberClient } from '../../testing/member-client';
import { expectError } from '../../testing/responses';
import { createTestApp, type TestApp, useTestApp } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { cleanUpAfterScriptureTests } from './scripture-test-helpers';

const JOHN_3_16 =
  'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.';

describe('scripture without an API.Bible key', () => {
  const t = useTestApp({ seed: false });

  it('lists the five translations, NASB first, plus WEB, with the licensed ones unavailable', async () => {
    const { translations } = await memberClient(t).read(endpoints.translations);
    expect(translations.map((translation) => [translation.id, translation.available])).toEqual([
      ['nasb', false],
      ['kjv', true],
      ['esv', false],
      ['niv', false],
      ['nlt', false],
      ['web', true],
    ]);
    expect(translations.find((translation) => translation.id === 'esv')).toMatchObject({
      status: 'not-configured',
      reason: 'Not offered on this server',
    });
    expect(translations.find((translation) => translation.id === 'kjv')).not.toHaveProperty(
      'reason',
    );
  });

  it('serves a bundled chapter to anyone, with validators and long-lived caching', async () => {
    const response = await t.request('/api/scripture/kjv/JHN/3');
    const chapter = await answerOf(endpoints.chapter, response);
    expect(chapter).toMatchObject({
      translation_id: 'kjv',
      translation_name: 'King James Version',
      book_id: 'JHN',
      book_name: 'John',
      chapter: 3,
    });
    expect(chapter.verses.find((verse) => verse.verse === 16)?.text).toBe(JOHN_3_16);
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d{6,}/);

    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const revalidated = await t.request('/api/scripture/kjv/JHN/3', {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(revalidated.status).toBe(304);
  });

  it('sends the same chapter gzipped to clients that accept it', async () => {
    const response = await t.request('/api/scripture/web/jhn/11', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = new Response(response.body?.pipeThrough(new DecompressionStream('gzip')));
    const chapter = await answerOf(endpoints.chapter, body);
    expect(chapter.verses.find((verse) => verse.verse === 35)?.text).toBe('Jesus wept.');
  });

  it('falls back to KJV with a notice for a licensed translation', async () => {
    const chapter = await memberClient(t).read(endpoints.chapter, {
      params: { translation: 'nasb', book: 'JHN', chapter: '3' },
    });
    expect(chapter.translation_id).toBe('kjv');
    expect(chapter.fallback).toEqual({
      requested: 'nasb',
      message: 'NASB is not available on this server, so you are reading the King James Version.',
    });
  });

  it('reads a translation it does not know as NASB, so as KJV with the notice here', async () => {
    for (const path of [
      '/api/scripture/xyz/JHN/3',
      '/api/scripture/passage?reference=John+3:16&translation=xyz',
    ]) {
      const response = await t.request(path);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        translation_id: 'kjv',
        fallback: { requested: 'nasb' },
      });
    }
  });

  it.each([
    ['/api/scripture/kjv/JHN/22', 404, 'Chapter not found'],
    ['/api/scripture/kjv/XYZ/1', 404, 'Chapter not found'],
    ['/api/scripture/kjv/JHN/three', 400, 'Chapter must be a number'],
    ['/api/scripture/kjv/JHN/0', 404, 'Chapter not found'],
  ])('answers %s with %i', async (path, status, error) => {
    const response = await t.request(path);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error });
  });

  it('returns passages in the documented shape', async () => {
    const passage = await memberClient(t).read(endpoints.passage, {
      query: { reference: 'John 3:16-18', translation: 'kjv' },
    });
    expect(passage).toMatchObject({
      reference: 'John 3:16-18',
      translation_id: 'kjv',
      translation_name: 'King James Version',
      translation_note: null,
    });
    expect(passage.verses.map((verse) => verse.verse)).toEqual([16, 17, 18]);
    expect(passage.verses[0]).toEqual({
      book_id: 'JHN',
      book_name: 'John',
      chapter: 3,
      verse: 16,
      text: JOHN_3_16,
    });
    expect(passage.text.startsWith(JOHN_3_16)).toBe(true);
  });

  it('refuses a malformed reference with the invalid-format message', async () => {
    const response = await t.request('/api/scripture/passage?reference=hello');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid reference format: hello' });
  });
});

describe('scripture through API.Bible', () => {
  let upstream: FakeApiBible;
  let t: TestApp;
  let member: Awaited<ReturnType<TestApp['signUp']>>;

  beforeAll(async () => {
    upstream = await startFakeApiBible();
    t = await createTestApp({
      seed: false,
      env: { SCRIPTURE_API_KEY: 'test-key', SCRIPTURE_API_BASE_URL: upstream.baseUrl },
    });
    member = await t.signUp();
  });
  cleanUpAfterScriptureTests(() => ({ upstream, t }));

  const nasbJohn3 = () => t.request('/api/scripture/nasb/JHN/3', { cookie: member.cookie });

  it('marks every translation available', async () => {
    const { translations } = await memberClient(t).read(endpoints.translations);
    expect(translations.every((translation) => translation.available)).toBe(true);
  });

  it('fetches a chapter with the documented flags and key, split into verses, then caches it', async () => {
    const chapter = await answerOf(endpoints.chapter, await nasbJohn3());
    expect(chapter).toMatchObject({
      translation_id: 'nasb',
      translation_name: 'New American Standard Bible',
      translation_note: FAKE_COPYRIGHT,
      book_id: 'JHN',
      chapter: 3,
    });
    expect(chapter.verses).toEqual([
      { verse: 1, text: 'First verse of JHN 3.', paragraph: true, heading: 'A heading for JHN 3' },
      { verse: 2, text: 'Second verse with “quoted” words.' },
      { verse: 3, text: 'Third verse.', paragraph: true },
    ]);

    expect(upstream.requests).toHaveLength(1);
    const [request] = upstream.requests;
    expect(request?.path).toBe('/bibles/a761ca71e0b3ddcf-01/chapters/JHN.3');
    expect(request?.apiKey).toBe('test-key');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      'include-notes': 'false',
      'include-titles': 'true',
      'include-chapter-numbers': 'true',
      'include-verse-numbers': 'true',
      'include-verse-spans': 'false',
    });

    expect((await nasbJohn3()).status).toBe(200);
    expect(upstream.requests).toHaveLength(1);
  });

  it('keeps the provider quota for members', async () => {
    const response = await t.request('/api/scripture/nasb/JHN/3');
    expect(response.status).toBe(401);
    expect(upstream.requests).toHaveLength(0);
  });

  it('fetches a single licensed verse from the verse endpoint', async () => {
    const passage = await memberClient(t, member).read(endpoints.passage, {
      query: { reference: 'John 3:16', translation: 'esv' },
    });
    expect(passage).toMatchObject({
      reference: 'John 3:16',
      text: 'The verse JHN 3:16.',
      translation_id: 'esv',
      translation_note: FAKE_COPYRIGHT,
    });
    expect(upstream.requests[0]?.path).toBe('/bibles/f421fe261da7624f-01/verses/JHN.3.16');
    expect(upstream.requests[0]?.query.get('include-chapter-numbers')).toBe('false');
  });

  it.each([
    [401, 'Invalid API key. Please check your Scripture API credentials.'],
    [403, 'Access forbidden. Please check your API permissions.'],
    [500, 'Scripture API error: Something broke upstream'],
  ])(
    'turns a provider %i into a 503 with its message and KJV offered',
    async (upstreamStatus, error) => {
      upstream.failWith(upstreamStatus);
      const response = await nasbJohn3();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error,
        code: 'TRANSLATION_UNAVAILABLE',
        translation_id: 'nasb',
        fallback_translation_id: 'kjv',
      });
    },
  );

  it('passes a provider 429 on as a rate limit', async () => {
    upstream.failWith(429);
    await expectError(await nasbJohn3(), 429, 'Rate limit exceeded. Please try again later.');
  });

  it('reports a provider that cannot be reached', async () => {
    const unreachable = await createTestApp({
      seed: false,
      database: t.database,
      env: { SCRIPTURE_API_KEY: 'test-key', SCRIPTURE_API_BASE_URL: 'http://127.0.0.1:1' },
    });
    const response = await unreachable.request('/api/scripture/niv/JHN/3', {
      cookie: member.cookie,
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      error: 'Failed to fetch from Scripture API Bible',
      fallback_translation_id: 'kjv',
    });
  });

  it('serves a stale copy when the provider fails after the 24 hours are up', async () => {
    expect((await nasbJohn3()).status).toBe(200);
    await t.db.update(scriptureCache).set({ fetched_at: sql`now() - interval '25 hours'` });
    upstream.failWith(500);

    const chapter = await answerOf(endpoints.chapter, await nasbJohn3());
    expect(chapter.translation_note).toBe(FAKE_COPYRIGHT);
    expect(upstream.requests).toHaveLength(2);
  });

  it('refreshes a copy older than 24 hours', async () => {
    expect((await nasbJohn3()).status).toBe(200);
    await t.db.update(scriptureCache).set({ fetched_at: sql`now() - interval '25 hours'` });
    expect((await nasbJohn3()).status).toBe(200);
    expect(upstream.requests).toHaveLength(2);
  });
});

describe('the API.Bible limiter', () => {
  let upstream: FakeApiBible;
  let database: TestDatabase;

  beforeAll(async () => {
    upstream = await startFakeApiBible();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    await upstream.close();
  });

  it('lets two instances on one database send 15 requests per 30 s between them', async () => {
    const env = { SCRIPTURE_API_KEY: 'test-key', SCRIPTURE_API_BASE_URL: upstream.baseUrl };
    const first = await createTestApp({ database, env });
    const second = await createTestApp({ database: await database.connectAgain(), env });
    const member = await first.signUp();

    const statuses: number[] = [];
    for (let chapter = 1; chapter <= 16; chapter++) {
      const instance = chapter % 2 === 0 ? first : second;
      const response = await instance.request(`/api/scripture/nlt/PSA/${chapter}`, {
        cookie: member.cookie,
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toEqual({
          error: 'Rate limit exceeded. Please try again later.',
        });
      }
    }
    expect(statuses).toEqual([...Array(15).fill(200), 429]);
    expect(upstream.requests).toHaveLength(15);

    // Once the window has passed, requests flow again.
    await database.db.update(scriptureUpstreamRequests).set({
      requested_at: sql`now() - interval '31 seconds'`,
    });
    const later = await second.request('/api/scripture/nlt/PSA/17', { cookie: member.cookie });
    expect(later.status).toBe(200);
    await second.close();
  });
});
