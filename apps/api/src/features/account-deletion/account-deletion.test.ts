import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ACCOUNT_DELETION_MESSAGES,
  LAST_ADMIN,
  meEndpoints,
  readingEndpoints,
} from '@manna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { subscriptions, users } from '../../db/schema';
import { type FakeStripe, fakeStripeEnv, startFakeStripe } from '../../testing/fake-stripe';
import { memberClient } from '../../testing/member-client';
import { expectError } from '../../testing/responses';
import { rowsNaming } from '../../testing/rows-naming';
import { createTestApp, type TestApp, type TestMember, useTestApp } from '../../testing/test-app';
import { voiceMemoSample } from '../voice-memos/voice-memo-samples';

// docs/product/accounts-and-shell.md#delete-my-account

/**
 * Gives `member` a record of every kind a member makes, each naming `marker`: reading, journal,
 * topics, prayers, a testimony an admin reviewed, notes, bookmarks, a reminder, a support
 * conversation, a push device, a voice memo, test-mode purchases, tokens an admin gave, a reset
 * link and a deletion code waiting.
 */
async function fillAccount(t: TestApp, member: TestMember, admin: TestMember, marker: string) {
  const as = memberClient(t, member);
  const staff = memberClient(t, admin);
  async function created(response: Response): Promise<Record<string, unknown>> {
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return response.status === 204
      ? {}
      : z.record(z.string(), z.unknown()).parse(await response.json());
  }
  const firstId = (body: Record<string, unknown>) => {
    const record = Object.values(body).find(
      (value): value is { id: string } =>
        typeof value === 'object' && value !== null && 'id' in value,
    );
    if (!record) throw new Error(`no record in ${JSON.stringify(body)}`);
    return record.id;
  };

  const { plans } = await as.read(readingEndpoints.plans);
  const planId = plans[0]?.id ?? '';
  const { chapters } = await as.read(readingEndpoints.planChapters, { params: { planId } });
  await created(await as.post(`/api/reading/plans/${planId}/start`));
  await created(
    await t.request(`/api/reading/plans/${planId}/chapters/${chapters[0]?.id}/completion`, {
      method: 'PUT',
      cookie: member.cookie,
      json: { completed: true },
    }),
  );
  await created(
    await as.post('/api/journal/entries', {
      title: `Morning ${marker}`,
      content: `Thank you, Lord. ${marker}`,
      is_private: true,
    }),
  );
  const topic = firstId(
    await created(await as.post('/api/journal/topics', { title: `Family ${marker}` })),
  );
  await created(
    await as.post(`/api/journal/topics/${topic}/entries`, {
      type: 'prayer',
      content: `Keep them safe. ${marker}`,
    }),
  );
  await created(await as.post('/api/prayers', { title: `Healing ${marker}`, content: marker }));
  const testimony = firstId(
    await created(
      await as.post('/api/testimonies', { title: `Provided ${marker}`, content: marker }),
    ),
  );
  await created(
    await staff.post(`/api/admin/testimonies/${testimony}/review`, { status: 'approved' }),
  );
  await created(
    await as.post('/api/study-notes', { book: 'John', chapter: 3, verse: 16, content: marker }),
  );
  await created(
    await as.post('/api/bookmarks', { reference: 'Romans 8:28', text: marker, translation: 'kjv' }),
  );
  await created(
    await as.post('/api/reminders', {
      title: `Psalm ${marker}`,
      message: marker,
      time: '21:30',
      days_of_week: [0],
    }),
  );
  await created(await as.post('/api/support/messages', { body: `Help ${marker}` }));
  await created(
    await as.post('/api/push/subscriptions', {
      endpoint: `https://push.example.com/send/${randomUUID()}`,
      keys: {
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    }),
  );
  const form = new FormData();
  form.set('audio', new Blob([voiceMemoSample('webm')], { type: 'audio/webm' }), 'memo.webm');
  await created(
    await t.request('/api/voice-memos', { method: 'POST', body: form, cookie: member.cookie }),
  );
  for (const purchase of [
    as.post('/api/purchases/tokens', { amount: 10 }),
    as.post('/api/purchases/subscription', { plan: 'monthly' }),
  ]) {
    const checkout = firstId(await created(await purchase));
    await created(await as.post(`/api/purchases/checkouts/${checkout}/complete`));
  }
  await created(
    await staff.post(`/api/admin/members/${member.id}/tokens`, { amount: 5, reason: marker }),
  );
  await created(
    await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: member.email, redirectTo: '/reset-password' },
    }),
  );
  await created(await as.post('/api/me/deletion-code'));
  await t.settle();
}

const deleteAccount = (t: TestApp, member: TestMember, body: unknown) =>
  t.request(meEndpoints.deleteAccount.path, {
    method: 'DELETE',
    cookie: member.cookie,
    json: body,
  });

const signedInAs = async (t: TestApp, cookie: string) =>
  (await (await t.request('/api/me', { cookie })).json()) as { user: { id: string } | null };

describe('deleting my account', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'manna-account-deletion-'));
  const t = useTestApp({ env: { DATA_DIR: dataDir } });
  let admin: TestMember;
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  beforeAll(async () => {
    admin = await t.signUpAdmin();
  });

  it('leaves no row of the member in any table, nor a memo file, and keeps everyone else’s', async () => {
    const marker = `tabitha-${randomUUID()}`;
    const member = await t.signUp({ name: `Tabitha ${marker}` });
    const neighbour = await t.signUp({ name: 'Dorcas of Joppa' });
    const neighbourMarker = `dorcas-${randomUUID()}`;
    await fillAccount(t, member, admin, marker);
    await fillAccount(t, neighbour, admin, neighbourMarker);
    const otherDevice = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: member.email, password: member.password },
      clientAddress: '203.0.113.77',
    });
    const otherCookie = otherDevice.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(await rowsNaming(t.db, member.id)).not.toEqual([]);
    expect(existsSync(path.join(dataDir, 'voice-memos', member.id))).toBe(true);

    const response = await deleteAccount(t, member, { password: member.password });

    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/session_token=;/);
    for (const needle of [member.id, member.email, marker]) {
      expect(await rowsNaming(t.db, needle), needle).toEqual([]);
    }
    expect(existsSync(path.join(dataDir, 'voice-memos', member.id))).toBe(false);
    expect((await signedInAs(t, member.cookie)).user).toBeNull();
    expect((await signedInAs(t, otherCookie)).user).toBeNull();
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: member.email, password: member.password },
    });
    expect(signIn.status).toBe(401);
    // The neighbour's records, memo and admin's record of them are all still there.
    expect((await rowsNaming(t.db, neighbourMarker)).length).toBeGreaterThan(8);
    expect(existsSync(path.join(dataDir, 'voice-memos', neighbour.id))).toBe(true);
    expect((await signedInAs(t, neighbour.cookie)).user?.id).toBe(neighbour.id);
  });

  it('refuses a wrong password, and after five wrong tries the right one too, deleting nothing', async () => {
    const member = await t.signUp();
    for (let tries = 0; tries < 5; tries += 1) {
      await expectError(
        await deleteAccount(t, member, { password: 'not-my-password' }),
        403,
        ACCOUNT_DELETION_MESSAGES.wrongPassword,
      );
    }
    await expectError(
      await deleteAccount(t, member, { password: member.password }),
      429,
      ACCOUNT_DELETION_MESSAGES.tooManyTries,
    );
    expect((await signedInAs(t, member.cookie)).user?.id).toBe(member.id);
  });

  it('takes a code e-mailed to the member instead of the password, each code good for 3 tries', async () => {
    const member = await t.signUp();
    const as = memberClient(t, member);
    const sent = await as.read(meEndpoints.sendDeletionCode);
    expect(sent).toEqual({ sent_to: member.email, channel: 'email' });
    await expectError(
      await as.post('/api/me/deletion-code'),
      429,
      ACCOUNT_DELETION_MESSAGES.codeTooSoon,
    );
    await t.settle();
    const code = (await t.latestMailTo(member.email))?.text.match(/\b\d{6}\b/)?.[0] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';

    await expectError(
      await deleteAccount(t, member, { code: wrong }),
      403,
      ACCOUNT_DELETION_MESSAGES.wrongCode,
    );
    expect((await deleteAccount(t, member, { code })).status).toBe(204);
    expect(await rowsNaming(t.db, member.id)).toEqual([]);
  });

  it('retires a code after three wrong tries', async () => {
    const member = await t.signUp();
    await memberClient(t, member).read(meEndpoints.sendDeletionCode);
    await t.settle();
    const code = (await t.latestMailTo(member.email))?.text.match(/\b\d{6}\b/)?.[0] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let tries = 0; tries < 3; tries += 1) {
      expect((await deleteAccount(t, member, { code: wrong })).status).toBe(403);
    }
    await expectError(
      await deleteAccount(t, member, { code }),
      403,
      ACCOUNT_DELETION_MESSAGES.wrongCode,
    );
  });

  it('asks for a password or a code, and answers a visitor with 401', async () => {
    const member = await t.signUp();
    await expectError(
      await deleteAccount(t, member, {}),
      400,
      ACCOUNT_DELETION_MESSAGES.proofRequired,
    );
    const visitor = await t.request(meEndpoints.deleteAccount.path, {
      method: 'DELETE',
      json: { password: member.password },
    });
    expect(visitor.status).toBe(401);
  });

  it('refuses to delete the last admin', async () => {
    const [only] = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    expect(only?.id).toBe(admin.id);
    await expectError(await deleteAccount(t, admin, { password: admin.password }), 409, LAST_ADMIN);
  });
});

describe('deleting my account with a Stripe subscription', () => {
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({ env: fakeStripeEnv(fake.baseUrl) });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** A member paying monthly through Stripe, as the webhook would have recorded them. */
  async function subscriber() {
    const member = await t.signUp();
    const gateway = t.deps.payments.gateway;
    if (!gateway) throw new Error('payments are off');
    const { providerSessionId } = await gateway.startCheckout({
      id: randomUUID(),
      userId: member.id,
      email: member.email,
      kind: 'subscription',
      tokenAmount: null,
      plan: 'monthly',
      successUrl: 'http://manna.test/subscription/success',
      cancelUrl: 'http://manna.test/subscription',
    });
    fake.completeSession(providerSessionId);
    const stripeId = fake.sessions.get(providerSessionId)?.subscription ?? '';
    await t.db.insert(subscriptions).values({
      user_id: member.id,
      plan: 'monthly',
      status: 'active',
      provider: 'stripe',
      provider_subscription_id: stripeId,
    });
    return { member, stripeSubscription: () => fake.subscriptions.get(stripeId) };
  }

  it('cancels the subscription at Stripe before deleting the account', async () => {
    const { member, stripeSubscription } = await subscriber();

    expect((await deleteAccount(t, member, { password: member.password })).status).toBe(204);

    expect(stripeSubscription()?.status).toBe('canceled');
    expect(await rowsNaming(t.db, member.id)).toEqual([]);
  });

  it('deletes nothing when Stripe cannot be reached, and says so', async () => {
    const { member, stripeSubscription } = await subscriber();
    fake.refuse = true;
    try {
      await expectError(
        await deleteAccount(t, member, { password: member.password }),
        502,
        ACCOUNT_DELETION_MESSAGES.subscriptionNotCancelled,
      );
    } finally {
      fake.refuse = false;
    }
    expect(stripeSubscription()?.status).toBe('active');
    expect((await signedInAs(t, member.cookie)).user?.id).toBe(member.id);
  });
});
