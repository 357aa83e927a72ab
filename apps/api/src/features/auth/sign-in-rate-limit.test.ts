import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestMember, useTestApp } from '../../testing/test-app';

// auth.ts: twenty sign-in attempts a minute from one client address.
const SIGN_IN_LIMIT = 20;

describe.each(['development', 'production'] as const)(
  'sign-in rate limit (NODE_ENV=%s)',
  (mode) => {
    const t = useTestApp({ seed: false, env: { NODE_ENV: mode } });
    let behindProxy: TestApp;
    let member: TestMember;

    beforeAll(async () => {
      behindProxy = await createTestApp({
        database: t.database,
        env: { NODE_ENV: mode, TRUSTED_PROXIES: '192.0.2.0/24' },
      });
      member = await t.signUp();
    });

    function wrongSignIn(app: TestApp, clientAddress: string, forwardedFor?: string) {
      return app.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: member.email, password: 'not-the-password' },
        clientAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      });
    }

    async function statusesOf(attempts: (() => Promise<Response>)[]) {
      const statuses: number[] = [];
      for (const attempt of attempts) statuses.push((await attempt()).status);
      return statuses;
    }

    it('counts attempts per socket address, whatever X-Forwarded-For says', async () => {
      const statuses = await statusesOf(
        Array.from(
          { length: SIGN_IN_LIMIT + 1 },
          (_, attempt) => () => wrongSignIn(t, '203.0.113.10', `198.51.100.${attempt + 1}`),
        ),
      );
      expect(statuses.slice(0, SIGN_IN_LIMIT).every((status) => status === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });

    it('keeps another client’s sign-in open when one client is limited', async () => {
      await statusesOf(
        Array.from({ length: SIGN_IN_LIMIT + 1 }, () => () => wrongSignIn(t, '203.0.113.20')),
      );
      expect((await wrongSignIn(t, '203.0.113.20')).status).toBe(429);

      const other = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: member.email, password: member.password },
        clientAddress: '203.0.113.21',
      });
      expect(other.status).toBe(200);
    });

    it('behind a trusted proxy, counts the address the proxy saw, not what the client claimed', async () => {
      // The proxy (192.0.2.7) appends the real peer; whatever the client put before it is ignored.
      const statuses = await statusesOf(
        Array.from(
          { length: SIGN_IN_LIMIT + 1 },
          (_, attempt) => () =>
            wrongSignIn(behindProxy, '192.0.2.7', `10.9.9.${attempt + 1}, 203.0.113.30`),
        ),
      );
      expect(statuses.at(-1)).toBe(429);
      // Another client behind the same proxy is counted on its own.
      expect((await wrongSignIn(behindProxy, '192.0.2.7', '203.0.113.31')).status).toBe(401);
    });

    it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
      await statusesOf(
        Array.from(
          { length: SIGN_IN_LIMIT + 1 },
          (_, attempt) => () => wrongSignIn(behindProxy, '203.0.113.40', `198.51.100.${attempt}`),
        ),
      );
      expect((await wrongSignIn(behindProxy, '203.0.113.40', '198.51.100.200')).status).toBe(429);
    });

    it('does not let a client name its own address to better-auth', async () => {
      await statusesOf(
        Array.from(
          { length: SIGN_IN_LIMIT + 1 },
          (_, attempt) => () =>
            t.request('/api/auth/sign-in/email', {
              method: 'POST',
              json: { email: member.email, password: 'not-the-password' },
              clientAddress: '203.0.113.50',
              headers: { 'x-manna-client-address': `198.51.100.${attempt}` },
            }),
        ),
      );
      expect((await wrongSignIn(t, '203.0.113.50')).status).toBe(429);
    });
  },
);
