import {
  communityNoticeEndpoints,
  adminSettingsEndpoints as endpoints,
  NOTICE_TOO_LONG,
  PRICE_CENTS,
  purchasesEndpoints,
  REMINDER_TIME_INVALID,
  SIGN_UP_CLOSED,
  unknownPlanMessage,
} from '@manna/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminAuditLog, appSettings } from '../../db/schema';
import { memberClient, readAs } from '../../testing/member-client';
import { expectError } from '../../testing/responses';
import { type TestMember, useTestApp } from '../../testing/test-app';

// The admin's settings (docs/product/admin.md#settings): validated, saved in one transaction with
// one audit row, and acted on at once by sign-up, the notice and the catalogue.
const errorOf = (body: unknown) => z.object({ error: z.string() }).parse(body).error;

describe('settings', () => {
  const t = useTestApp();
  const read = readAs(t);
  let admin: TestMember;

  beforeAll(async () => {
    admin = await t.signUpAdmin({ name: 'Overseer Titus' });
  });

  const visitor = () => memberClient(t);
  const defaults = async () => (await read(admin, endpoints.get)).settings;
  const save = (settings: Awaited<ReturnType<typeof defaults>>) =>
    memberClient(t, admin).call(endpoints.update, { body: settings });

  it('answers the defaults, prices in major units, until an admin saves', async () => {
    expect(await read(admin, endpoints.get)).toEqual({
      settings: {
        commerce: {
          token_pack_prices: { '10': 1.99, '30': 4.99, '100': 12.99 },
          subscription_prices: { monthly: 4.99, yearly: 39.99 },
          monthly_token_grant: 20,
          plan_unlock_price_tokens: 30,
          premium_plan_slugs: ['gospels-30-days', 'letters-of-paul', 'psalms-and-proverbs-31-days'],
        },
        community: { sign_up_open: true, default_reminder_time: '08:00', notice: '' },
      },
      currency: 'usd',
      updated_at: null,
      plans: expect.arrayContaining([
        { slug: 'new-testament', title: expect.any(String) },
        { slug: 'letters-of-paul', title: expect.any(String) },
      ]),
    });
    expect(await visitor().read(communityNoticeEndpoints.get)).toEqual({
      notice: null,
      sign_up_open: true,
      phone_sign_in: true,
    });
  });

  it('saves both in one go, stores prices in minor units, and writes one audit row', async () => {
    const before = await defaults();
    const changed = {
      commerce: {
        ...before.commerce,
        token_pack_prices: { ...before.commerce.token_pack_prices, '30': 5.49 },
        premium_plan_slugs: ['letters-of-paul'],
      },
      community: { sign_up_open: true, default_reminder_time: '06:30', notice: '  Retreat  ' },
    };
    const saved = await read(admin, endpoints.update, { body: changed });
    expect(saved.settings.commerce.token_pack_prices['30']).toBe(5.49);
    expect(saved.settings.community).toEqual({
      sign_up_open: true,
      default_reminder_time: '06:30',
      notice: 'Retreat',
    });
    expect(saved.updated_at).not.toBeNull();

    const [commerce] = await t.db.select().from(appSettings).where(eq(appSettings.key, 'commerce'));
    expect(commerce?.value).toMatchObject({
      currency: 'usd',
      token_pack_prices: { '10': 199, '30': 549, '100': 1299 },
      premium_plan_slugs: ['letters-of-paul'],
    });
    // The catalogue members buy from follows at once.
    const catalog = await visitor().read(purchasesEndpoints.catalog);
    expect(catalog.token_packs).toContainEqual({ amount: 30, price: 549 });

    const rows = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'settings.update'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      admin_id: admin.id,
      target_type: 'settings',
      target_id: 'app_settings',
      target_user_id: null,
      before: {
        commerce: { token_pack_prices: { '30': 499 } },
        community: { notice: '' },
      },
      after: {
        commerce: { token_pack_prices: { '30': 549 }, premium_plan_slugs: ['letters-of-paul'] },
        community: { notice: 'Retreat', default_reminder_time: '06:30' },
      },
    });
  });

  it('refuses bad values with the form’s messages and keeps what was stored', async () => {
    const current = await defaults();
    const client = memberClient(t, admin);
    const refusal = async (body: unknown) => {
      const response = await client.send('PUT', '/api/admin/settings', body);
      expect(response.status).toBe(400);
      return errorOf(await response.json());
    };
    const withCommerce = (commerce: object) => ({
      ...current,
      commerce: { ...current.commerce, ...commerce },
    });
    const withCommunity = (community: object) => ({
      ...current,
      community: { ...current.community, ...community },
    });
    expect(
      await refusal(withCommerce({ subscription_prices: { monthly: 4.999, yearly: 39.99 } })),
    ).toContain(PRICE_CENTS);
    expect(await refusal(withCommunity({ default_reminder_time: '25:00' }))).toContain(
      REMINDER_TIME_INVALID,
    );
    expect(await refusal(withCommunity({ notice: 'x'.repeat(281) }))).toContain(NOTICE_TOO_LONG);
    expect(await refusal(withCommerce({ premium_plan_slugs: ['new-testament'] }))).toContain(
      'The New Testament Reading Plan is always free',
    );
    await expectError(
      await client.send(
        'PUT',
        '/api/admin/settings',
        withCommerce({ premium_plan_slugs: ['nope'] }),
      ),
      400,
      unknownPlanMessage('nope'),
    );
    expect(await defaults()).toEqual(current);
  });

  it('shows the notice to visitors and members, and none once it is emptied', async () => {
    const member = await t.signUp();
    const current = await defaults();
    await save({ ...current, community: { ...current.community, notice: 'Service at 10' } });
    expect(await read(member, communityNoticeEndpoints.get)).toEqual({
      notice: 'Service at 10',
      sign_up_open: true,
      phone_sign_in: true,
    });
    expect((await visitor().read(communityNoticeEndpoints.get)).notice).toBe('Service at 10');
    await save({ ...current, community: { ...current.community, notice: '' } });
    expect((await read(member, communityNoticeEndpoints.get)).notice).toBeNull();
  });

  it('refuses sign-up with 403 while it is closed, and takes it again once reopened', async () => {
    const current = await defaults();
    await save({ ...current, community: { ...current.community, sign_up_open: false } });
    expect(await visitor().read(communityNoticeEndpoints.get)).toMatchObject({
      sign_up_open: false,
    });

    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { name: 'Lois', email: 'lois@example.com', password: 'faithful-reader-42' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'SIGN_UP_CLOSED', message: SIGN_UP_CLOSED });
    // Members who have an account still sign in.
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: admin.email, password: admin.password },
    });
    expect(signIn.status).toBe(200);

    await save({ ...current, community: { ...current.community, sign_up_open: true } });
    await expect(t.signUp({ name: 'Eunice' })).resolves.toMatchObject({ name: 'Eunice' });
  });
});
