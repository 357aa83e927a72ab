import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pushSubscriptions } from '../../db/schema';
import { DomainError } from '../../lib/domain-errors';
import { createTestApp, useTestApp } from '../../testing/test-app';
import { createTestDatabase } from '../../testing/test-database';
import { savePushSubscription } from './push-subscriptions.service';

// docs/product/reminders.md#push: one subscription per device, owned by whoever signed in on it.

const deviceKeys = () => ({
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
});
const publicKeyAnswer = z.object({ publicKey: z.string() });
const newEndpoint = () => `https://push.example.com/send/${randomUUID()}`;

describe('push subscriptions', () => {
  const t = useTestApp();

  const subscriptionAt = async (endpoint: string) =>
    t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

  it('answers the same VAPID public key to anyone, from every server on the database', async () => {
    const database = await createTestDatabase();
    const servers = [
      await createTestApp({ database: await database.connectAgain() }),
      await createTestApp({ database: await database.connectAgain() }),
    ];
    try {
      const answers = await Promise.all(
        servers.map((server) => server.request('/api/push/public-key')),
      );
      const keys = await Promise.all(
        answers.map(async (answer) => publicKeyAnswer.parse(await answer.json())),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(keys[1]).toEqual(keys[0]);
      // A P-256 point, base64url: what PushManager.subscribe takes as applicationServerKey.
      expect(Buffer.from(keys[0]?.publicKey ?? '', 'base64url')).toHaveLength(65);
    } finally {
      for (const server of servers) await server.close();
      await database.close();
    }
  });

  it('uses the key pair from env when it is set', async () => {
    const keys = (await import('web-push')).default.generateVAPIDKeys();
    const app = await createTestApp({
      env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey },
    });
    try {
      const answer = await app.request('/api/push/public-key');
      expect(await answer.json()).toEqual({ publicKey: keys.publicKey });
    } finally {
      await app.close();
    }
  });

  it("stores a device's subscription once, however often it is posted", async () => {
    const member = await t.signUp();
    const endpoint = newEndpoint();
    for (const keys of [deviceKeys(), deviceKeys()]) {
      const answer = await t.request('/api/push/subscriptions', {
        method: 'POST',
        cookie: member.cookie,
        json: { endpoint, keys },
        headers: { 'user-agent': 'Test browser' },
      });
      expect(answer.status).toBe(204);
    }
    const rows = await subscriptionAt(endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.user_id).toBe(member.id);
    expect(rows[0]?.user_agent).toBe('Test browser');
  });

  it('hands a device over to the member who signs in on it next', async () => {
    const before = await t.signUp();
    const after = await t.signUp();
    const endpoint = newEndpoint();
    for (const member of [before, after]) {
      await t.request('/api/push/subscriptions', {
        method: 'POST',
        cookie: member.cookie,
        json: { endpoint, keys: deviceKeys() },
      });
    }
    const rows = await subscriptionAt(endpoint);
    expect(rows.map((row) => row.user_id)).toEqual([after.id]);
  });

  it("removes the member's own subscription, and leaves another member's alone", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const endpoint = newEndpoint();
    await t.request('/api/push/subscriptions', {
      method: 'POST',
      cookie: owner.cookie,
      json: { endpoint, keys: deviceKeys() },
    });

    const byOther = await t.request('/api/push/subscriptions', {
      method: 'DELETE',
      cookie: other.cookie,
      json: { endpoint },
    });
    expect(byOther.status).toBe(204);
    expect(await subscriptionAt(endpoint)).toHaveLength(1);

    const byOwner = await t.request('/api/push/subscriptions', {
      method: 'DELETE',
      cookie: owner.cookie,
      json: { endpoint },
    });
    expect(byOwner.status).toBe(204);
    expect(await subscriptionAt(endpoint)).toHaveLength(0);
  });

  it('refuses keys that are not base64url, and an endpoint that is not a URL', async () => {
    const member = await t.signUp();
    for (const json of [
      { endpoint: newEndpoint(), keys: { p256dh: 'not base64!', auth: 'x' } },
      { endpoint: 'javascript:alert(1)', keys: deviceKeys() },
    ]) {
      const answer = await t.request('/api/push/subscriptions', {
        method: 'POST',
        cookie: member.cookie,
        json,
      });
      expect(answer.status).toBe(400);
    }
  });

  it('refuses a plain-http endpoint where https is required (production)', async () => {
    const member = await t.signUp();
    await expect(
      savePushSubscription(
        t.db,
        member.id,
        { endpoint: 'http://push.example.com/send/1', keys: deviceKeys() },
        { userAgent: null, requireHttps: true },
      ),
    ).rejects.toThrow(DomainError);
  });
});
