import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('dev mailbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('shows captured e-mails newest first outside production', async () => {
    const member = await t.signUp();
    await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: member.email, redirectTo: '/reset-password' },
    });
    const response = await t.request('/api/dev/mailbox');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { enabled: boolean; messages: { to: string }[] };
    expect(body.enabled).toBe(true);
    expect(body.messages[0]?.to).toBe(member.email);
  });

  it('keeps captured e-mails to admins in production', async () => {
    const production = await createTestApp({ seed: false, env: { NODE_ENV: 'production' } });
    try {
      const member = await production.signUp();
      const admin = await production.signUpAdmin();
      expect((await production.request('/api/dev/mailbox')).status).toBe(401);
      expect((await production.request('/api/dev/mailbox', { cookie: member.cookie })).status).toBe(
        403,
      );
      expect((await production.request('/api/dev/mailbox', { cookie: admin.cookie })).status).toBe(
        200,
      );
    } finally {
      await production.close();
    }
  });
});
