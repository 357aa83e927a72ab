import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { promoteToAdmin } from './admin.service';

describe('admin', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('promotes an existing member by email, ignoring case and spaces', async () => {
    const member = await t.signUp({ email: 'deborah@example.com' });
    expect(await promoteToAdmin(t.db, '  Deborah@Example.com ')).toBe(true);

    const response = await t.request('/api/me', { cookie: member.cookie });
    expect(((await response.json()) as { user: { role: string } }).user.role).toBe('admin');
  });

  it('reports an unknown email', async () => {
    expect(await promoteToAdmin(t.db, 'nobody@example.com')).toBe(false);
  });

  it('counts members, admins, recent sign-ups and plans', async () => {
    const admin = await t.signUpAdmin();
    const response = await t.request('/api/admin/overview', { cookie: admin.cookie });
    expect(await response.json()).toEqual({
      members: 2,
      admins: 2,
      signups_last_7_days: 2,
      plans: 3,
    });
  });

  it('turns signed-out visitors away with 401', async () => {
    const response = await t.request('/api/admin/overview');
    expect(response.status).toBe(401);
  });
});
