import { TZDate } from '@date-fns/tz';
import { type AdminOverview, adminEndpoints, meEndpoints, type SalesFigures } from '@manna/shared';
import { format, startOfDay, subDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bibleReadingChapters,
  bibleReadingPlans,
  checkouts,
  subscriptions,
  supportConversations,
  userCompletedChapters,
  users,
} from '../../db/schema';
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

  it('counts the community and its last 30 days in the admin’s own calendar', async () => {
    const admin = await t.signUpAdmin();
    const member = await t.signUp();
    const zone = 'Pacific/Kiritimati'; // UTC+14: most of its day is another date in UTC
    await t.db.update(users).set({ timeZone: zone }).where(eq(users.id, admin.id));
    const now = new Date();
    const today = new TZDate(now, zone);
    // A minute into the admin's today, which is still yesterday in UTC.
    const earlyToday = new Date(startOfDay(today).getTime() + 60_000);
    const threeDaysAgo = subDays(earlyToday, 3);
    const client = memberClient(t, admin);
    // Other tests of this file share the database: the figures are compared with before.
    const before = await client.read(adminEndpoints.overview);
    await t.db
      .update(users)
      .set({ createdAt: threeDaysAgo, signupVariant: 'landingv5' })
      .where(eq(users.id, member.id));
    // Signed up from a landing page before the window: not counted.
    const earlier = await t.signUp();
    await t.db
      .update(users)
      .set({ createdAt: subDays(now, 31), signupVariant: 'landingv5' })
      .where(eq(users.id, earlier.id));
    const [plan] = await t.db.select().from(bibleReadingPlans).limit(1);
    const chapters = await t.db
      .select()
      .from(bibleReadingChapters)
      .where(eq(bibleReadingChapters.plan_id, plan?.id ?? ''))
      .limit(3);
    await t.db.insert(userCompletedChapters).values(
      chapters.map((chapter, index) => ({
        user_id: member.id,
        plan_id: chapter.plan_id,
        chapter_id: chapter.id,
        completed_at: index === 0 ? threeDaysAgo : earlyToday,
      })),
    );
    const completed = { status: 'completed' as const, completed_at: now, currency: 'usd' };
    await t.db.insert(checkouts).values([
      {
        ...completed,
        user_id: member.id,
        provider: 'stripe',
        kind: 'tokens',
        livemode: true,
        token_amount: 30,
        tokens_added: 30,
        price: 1199,
      },
      {
        ...completed,
        user_id: member.id,
        provider: 'sandbox',
        kind: 'tokens',
        token_amount: 10,
        tokens_added: 10,
        price: 499,
      },
      {
        ...completed,
        user_id: member.id,
        provider: 'sandbox',
        kind: 'subscription',
        plan: 'monthly',
        price: 499,
      },
      // Older than the window, and one never paid: neither counts.
      {
        ...completed,
        user_id: member.id,
        provider: 'stripe',
        kind: 'tokens',
        livemode: true,
        token_amount: 10,
        tokens_added: 10,
        price: 499,
        completed_at: subDays(now, 31),
      },
      {
        user_id: member.id,
        provider: 'stripe',
        kind: 'tokens',
        livemode: true,
        token_amount: 10,
        price: 499,
        currency: 'usd',
      },
    ]);
    await t.db.insert(subscriptions).values({
      user_id: member.id,
      plan: 'monthly',
      status: 'active',
      provider: 'sandbox',
    });
    await t.db.insert(supportConversations).values({ member_id: member.id });

    const after = await client.read(adminEndpoints.overview);

    const change = (pick: (overview: AdminOverview) => number) => pick(after) - pick(before);
    const usd = (figures: SalesFigures) =>
      figures.revenue.find((total) => total.currency === 'usd')?.amount ?? 0;
    expect(after.time_zone).toBe(zone);
    expect({
      members: change((o) => o.members),
      fromLandingV5: change(
        (o) => o.signups_by_variant.find(({ variant }) => variant === 'landingv5')?.signups ?? 0,
      ),
      active_subscriptions: change((o) => o.active_subscriptions),
      support_open: change((o) => o.support_open),
      live: {
        packs: change((o) => o.sales_last_30_days.live.token_packs),
        tokens: change((o) => o.sales_last_30_days.live.tokens),
        subscriptions: change((o) => o.sales_last_30_days.live.subscriptions),
        usd: change((o) => usd(o.sales_last_30_days.live)),
      },
      test: {
        packs: change((o) => o.sales_last_30_days.test.token_packs),
        tokens: change((o) => o.sales_last_30_days.test.tokens),
        subscriptions: change((o) => o.sales_last_30_days.test.subscriptions),
        usd: change((o) => usd(o.sales_last_30_days.test)),
      },
    }).toEqual({
      members: 1,
      fromLandingV5: 1,
      active_subscriptions: 1,
      support_open: 1,
      live: { packs: 1, tokens: 30, subscriptions: 0, usd: 1199 },
      test: { packs: 1, tokens: 10, subscriptions: 1, usd: 998 },
    });

    const dayOf = (instant: Date) => format(new TZDate(instant, zone), 'yyyy-MM-dd');
    expect(after.daily).toHaveLength(30);
    expect(after.daily[0]?.date).toBe(dayOf(subDays(today, 29)));
    expect(after.daily.at(-1)?.date).toBe(dayOf(now));
    const dailyChange = after.daily.map((day, index) => ({
      date: day.date,
      signups: day.signups - (before.daily[index]?.signups ?? 0),
      readings: day.readings - (before.daily[index]?.readings ?? 0),
    }));
    // The member moved from today to three days ago; two chapters read today, one then.
    expect(dailyChange.filter((day) => day.signups !== 0 || day.readings !== 0)).toEqual([
      { date: dayOf(threeDaysAgo), signups: 1, readings: 1 },
      { date: dayOf(now), signups: -1, readings: 2 },
    ]);
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
