import { createHash } from 'node:crypto';
import { JOURNAL_CONTENT_MAX_LENGTH } from '@manna/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtWebApp, DARK_MODE_SCRIPT } from '../testing/built-web-app';
import { createTestApp, TEST_PASSWORD, type TestMember, useTestApp } from '../testing/test-app';
import { bodyTooLargeMessage, DEFAULT_BODY_LIMIT } from './body-limits';
import { MISSING_ORIGIN_MESSAGE } from './origin-guard';
import { untrustedOriginMessage } from './trusted-origins';

const EVIL = 'https://evil.example';

describe('request guards', () => {
  const t = useTestApp({ seed: false, webRoot: builtWebApp() });
  let member: TestMember;

  beforeAll(async () => {
    member = await t.signUp();
  });

  describe('cross-site requests', () => {
    const newEntry = { content: 'Forged from another site' };

    it('refuses a member’s write sent from a foreign page, with a message a member can read', async () => {
      const response = await t.request('/api/journal/entries', {
        method: 'POST',
        cookie: member.cookie,
        json: newEntry,
        origin: EVIL,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: untrustedOriginMessage(EVIL) });
      expect(untrustedOriginMessage(EVIL)).not.toMatch(/invalid origin/i);
      const list = await t.request('/api/journal/entries', { cookie: member.cookie });
      expect(JSON.stringify(await list.json())).not.toContain('Forged from another site');
    });

    it('refuses the multipart voice memo upload from a foreign page', async () => {
      const form = new FormData();
      form.set('audio', new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], 'memo.webm'));
      const response = await t.request('/api/voice-memos', {
        method: 'POST',
        cookie: member.cookie,
        body: form,
        origin: EVIL,
      });
      expect(response.status).toBe(403);
    });

    it('refuses a write with the member’s cookie that names no page at all', async () => {
      const response = await t.request('/api/journal/entries', {
        method: 'POST',
        cookie: member.cookie,
        json: newEntry,
        origin: null,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: MISSING_ORIGIN_MESSAGE });
    });

    it('refuses better-auth’s routes from a foreign page in the same words', async () => {
      const response = await t.request('/api/auth/sign-out', {
        method: 'POST',
        cookie: member.cookie,
        json: {},
        origin: EVIL,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: untrustedOriginMessage(EVIL) });
    });

    it('lets a script without a session post without an Origin (no member to act for)', async () => {
      const response = await t.request('/api/client-errors', {
        method: 'POST',
        json: { message: 'from a script' },
        origin: null,
      });
      expect(response.status).toBe(204);
    });
  });

  describe('origins a newcomer opens the app at', () => {
    it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
      'signs up from %s',
      async (origin) => {
        const response = await t.request('/api/auth/sign-up/email', {
          method: 'POST',
          json: {
            name: 'Phoebe',
            email: `phoebe-${Math.random()}@example.com`,
            password: TEST_PASSWORD,
          },
          origin,
          clientAddress: '198.51.100.77',
        });
        expect(response.status).toBe(200);
      },
    );

    it('trusts the addresses an operator adds in TRUSTED_ORIGINS, and no others', async () => {
      const lan = await createTestApp({
        database: t.database,
        env: { TRUSTED_ORIGINS: 'http://192.168.1.20:3000' },
      });
      const write = (origin: string) =>
        lan.request('/api/me', {
          method: 'PATCH',
          cookie: member.cookie,
          json: { time_zone: 'Europe/London' },
          origin,
        });
      expect((await write('http://192.168.1.20:3000')).status).toBe(200);
      expect((await write('http://192.168.1.21:3000')).status).toBe(403);
    });
  });

  describe('headers', () => {
    it('marks personal API answers as never to be stored', async () => {
      const response = await t.request('/api/me', { cookie: member.cookie });
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it('sends the page a policy that lets only our own scripts run', async () => {
      const response = await t.request('/reading');
      expect(response.status).toBe(200);
      const policy = response.headers.get('content-security-policy') ?? '';
      const hash = createHash('sha256').update(DARK_MODE_SCRIPT).digest('base64');
      expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("media-src 'self' blob:");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      expect(response.headers.get('permissions-policy')).toContain('microphone=(self)');
      // Plain http here: a Strict-Transport-Security header would mean nothing.
      expect(response.headers.get('strict-transport-security')).toBeNull();
    });

    it('asks browsers to keep to https when the app is served over https', async () => {
      const secure = await createTestApp({
        database: t.database,
        env: { APP_ORIGIN: 'https://manna.example.org' },
      });
      const response = await secure.request('/api/health');
      expect(response.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    });
  });

  describe('body size', () => {
    it('refuses an anonymous oversized report with 413 before reading it', async () => {
      const response = await t.request('/api/client-errors', {
        method: 'POST',
        json: { message: 'x'.repeat(DEFAULT_BODY_LIMIT + 1) },
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: bodyTooLargeMessage(DEFAULT_BODY_LIMIT) });
    });

    it('refuses an oversized body that streams in without a Content-Length', async () => {
      const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 64) return controller.close();
          sent += 1;
          controller.enqueue(chunk);
        },
      });
      const response = await t.request('/api/client-errors', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        duplex: 'half',
      });
      expect(response.status).toBe(413);
      // It stopped reading long before the 4 MB were through.
      expect(sent).toBeLessThan(64);
    });

    it('refuses a 10 MB name at sign-up with 413', async () => {
      const response = await t.request('/api/auth/sign-up/email', {
        method: 'POST',
        json: {
          name: 'R'.repeat(10 * 1024 * 1024),
          email: 'big@example.com',
          password: TEST_PASSWORD,
        },
      });
      expect(response.status).toBe(413);
    });

    it('takes a journal entry of the longest allowed content', async () => {
      const response = await t.request('/api/journal/entries', {
        method: 'POST',
        cookie: member.cookie,
        // Four bytes each in UTF-8, the most a character can take.
        json: { content: '\u{1F64F}'.repeat(JOURNAL_CONTENT_MAX_LENGTH / 2) },
      });
      expect(response.status).toBe(201);
    });
  });
});
