import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { loadEnv } from './env';
import { startServer } from './server';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

// The production listener answers bundled chapters itself, before Hono: prove it answers
// exactly like the app does. It runs on the embedded database only.
describe.skipIf(inject('databaseKind') !== 'pglite')('the production server', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let baseUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = await startServer(
      loadEnv({
        PORT: String(port),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'manna-server-')),
        AUTH_SECRET: 'a-test-secret-that-is-long-enough-1234',
        LOG_LEVEL: 'silent',
      }),
    );
  });
  afterAll(() => server.close());

  it('serves a bundled chapter with its validator, and 304 when it is unchanged', async () => {
    const response = await fetch(`${baseUrl}/api/scripture/kjv/jhn/3?ignored=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    const chapter = z
      .object({ book_id: z.string(), verses: z.array(z.unknown()) })
      .parse(await response.json());
    expect(chapter.book_id).toBe('JHN');
    expect(chapter.verses).toHaveLength(36);

    const etag = response.headers.get('etag') ?? '';
    const again = await fetch(`${baseUrl}/api/scripture/kjv/JHN/3`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('sends gzip to clients that accept it', async () => {
    const response = await fetch(`${baseUrl}/api/scripture/web/PSA/23`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes gzip itself: a body that parses proves the encoding was real.
    const body = z.object({ title: z.string() }).parse(await response.json());
    expect(body.title).toContain('David');
  });

  it('answers an unknown chapter with 404 and everything else through the app', async () => {
    const missing = await fetch(`${baseUrl}/api/scripture/kjv/JHN/99`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Chapter not found' });

    const health = await fetch(`${baseUrl}/api/health`);
    expect(await health.json()).toEqual({ ok: true });
    const me = await fetch(`${baseUrl}/api/me`);
    expect(await me.json()).toEqual({ user: null });
  });
});
