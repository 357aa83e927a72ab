import { meEndpoints, READING_PLANS } from '@manna/shared';
import { describe, expect, it } from 'vitest';
import { memberClient } from '../../testing/member-client';
import { createTestApp, useTestApp } from '../../testing/test-app';
import { promoteToAdmin } from './admin.service';

describe('admin', () => {
  const t = useTestApp();

  it('promotes an existing member by email, ignoring case and spaces', async () => {
    const member = await t.signUp({ email: 'deborah@example.com' });
    expect(await promoteToAdmin(t.db, '  Deborah@Example.com ')).toBe(true);

    const { user } = await memberClient(t, member).read(meEndpoints.get);
    expect(user?.role).toBe('admin');
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
      plans: READING_PLANS.length,
      testimonies_pending: 0,
    });
  });

  it('promotes members listed in ADMIN_EMAILS when they sign up or sign in', async () => {
    const configured = await createTestApp({
      seed: false,
      env: { ADMIN_EMAILS: 'Phoebe@Example.com, junia@example.com' },
    });
    try {
      const phoebe = await configured.signUp({ email: 'phoebe@example.com' });
      const other = await configured.signUp({ email: 'tertius@example.com' });
      const roleOf = async (cookie: string) =>
        (await memberClient(configured, { cookie }).read(meEndpoints.get)).user?.role;
      expect(await roleOf(phoebe.cookie)).toBe('admin');
      expect(await roleOf(other.cookie)).toBe('user');
    } finally {
      await configured.close();
    }
  });

  it('turns signed-out visitors away with 401', async () => {
    const response = await t.request('/api/admin/overview');
    expect(response.status).toBe(401);
  });
});
