import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { Agent } from 'node:https';
import { type AddressInfo, createConnection, type NetConnectOpts } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { pushSubscriptions, reminders, users } from '../../db/schema';
import { createLogger } from '../../lib/logger';
import { createTestApp, type TestApp, type TestMember } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { DELIVERY_WINDOW_MINUTES } from './reminder-claim';
import { createReminderScheduler, type ReminderScheduler } from './reminder-scheduler';

// docs/product/reminders.md#push: a due reminder reaches each device once, however many servers
// tick, through a push service played here by a local HTTP server.

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service: records every message, and answers a path ending in /gone with 410. */
async function startPushService() {
  const received: Received[] = [];
  const answers = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answers.get(path) ?? 201);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = tcpAddress(server.address());
  return {
    received,
    /** A device's endpoint on this service, answered with `status`. */
    endpoint(status = 201) {
      const path = `/send/${randomUUID()}`;
      answers.set(path, status);
      return { url: `https://127.0.0.1:${port}${path}`, path };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function tcpAddress(address: string | AddressInfo | null): AddressInfo {
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return address;
}

/**
 * web-push speaks https only; this agent hands it a plain TCP connection instead of TLS, so the
 * local push service needs no certificate. The message itself is still encrypted (aes128gcm) and
 * signed (VAPID), which is what the tests check.
 */
class PlainConnectionAgent extends Agent {
  override createConnection(options: NetConnectOpts) {
    return createConnection(options);
  }
}

/** What a browser's PushSubscription.toJSON() gives: a fresh P-256 key and an auth secret. */
function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  return {
    p256dh: ecdh.generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

// Thursday 26 November 2026, 08:00:20 in Tokyo (UTC+9 all year).
const TOKYO_THURSDAY_0800 = new Date('2026-11-25T23:00:20Z');
const THURSDAY = 4;
const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

describe('reminders pushed by two servers on one database', () => {
  let database: TestDatabase;
  let serverA: TestApp;
  let serverB: TestApp;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  let clock = TOKYO_THURSDAY_0800;
  let schedulerA: ReminderScheduler;
  let schedulerB: ReminderScheduler;
  let member: TestMember;

  beforeAll(async () => {
    database = await createTestDatabase();
    serverA = await createTestApp({ database: await database.connectAgain() });
    serverB = await createTestApp({ database: await database.connectAgain() });
    pushService = await startPushService();
    const schedulerOf = (server: TestApp) =>
      createReminderScheduler({
        db: server.db,
        logger: createLogger('silent'),
        env: {
          APP_ORIGIN: 'http://localhost:3000',
          MAIL_FROM: 'Manna <no-reply@manna.local>',
        },
        now: () => clock,
        agent: new PlainConnectionAgent(),
      });
    schedulerA = schedulerOf(serverA);
    schedulerB = schedulerOf(serverB);
  });
  afterAll(async () => {
    await pushService?.close();
    await serverA?.close();
    await serverB?.close();
    await database?.close();
  });

  beforeEach(async () => {
    clock = TOKYO_THURSDAY_0800;
    member = await serverA.signUp();
    await serverA.db.update(users).set({ timeZone: 'Asia/Tokyo' }).where(eq(users.id, member.id));
    // Whatever a new member starts with, each test sets the member's reminders itself.
    await serverA.db.delete(reminders).where(eq(reminders.user_id, member.id));
  });

  async function addReminder(overrides: Partial<typeof reminders.$inferInsert> = {}) {
    const [reminder] = await serverA.db
      .insert(reminders)
      .values({
        user_id: member.id,
        title: 'Bible Reading Reminder',
        message: 'Time for your daily Bible reading!',
        time: '08:00',
        days_of_week: [THURSDAY],
        ...overrides,
      })
      .returning();
    if (!reminder) throw new Error('no reminder');
    return reminder;
  }

  async function subscribeDevice(server: TestApp, status = 201) {
    const endpoint = pushService.endpoint(status);
    const response = await server.request('/api/push/subscriptions', {
      method: 'POST',
      cookie: member.cookie,
      json: { endpoint: endpoint.url, keys: deviceKeys() },
    });
    expect(response.status).toBe(204);
    return endpoint;
  }

  const receivedAt = (path: string) => pushService.received.filter((r) => r.path === path);
  const tickBoth = () => Promise.all([schedulerA.tick(), schedulerB.tick()]);

  it('delivers a due reminder once, encrypted and signed, however many servers tick', async () => {
    await addReminder();
    const device = await subscribeDevice(serverB);

    const [a, b] = await tickBoth();
    await tickBoth();

    expect(a.claimed + b.claimed).toBe(1);
    const messages = receivedAt(device.path);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    const { publicKey } = z
      .object({ publicKey: z.string() })
      .parse(await (await serverA.request('/api/push/public-key')).json());
    expect(message?.headers['content-encoding']).toBe('aes128gcm');
    expect(message?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(message?.headers.authorization).toContain(`k=${publicKey}`);
    expect(Number(message?.headers.ttl)).toBeGreaterThan(0);
    // Encrypted: the reminder's words are not readable on the wire.
    expect(message?.body.length).toBeGreaterThan(0);
    expect(message?.body.toString('latin1')).not.toContain('Bible');

    const [stored] = await serverA.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.url));
    expect(stored?.failures).toBe(0);
    expect(stored?.last_success_at).not.toBeNull();
  });

  it('sends to every device of the member, and not again later that day', async () => {
    const reminder = await addReminder();
    const phone = await subscribeDevice(serverA);
    const laptop = await subscribeDevice(serverB);

    await tickBoth();
    clock = minutesAfter(TOKYO_THURSDAY_0800, 5);
    await tickBoth();

    expect(receivedAt(phone.path)).toHaveLength(1);
    expect(receivedAt(laptop.path)).toHaveLength(1);
    const [row] = await serverA.db.select().from(reminders).where(eq(reminders.id, reminder.id));
    // The member's date in Tokyo, not the server's (still the 25th in UTC).
    expect(row?.last_sent_on).toBe('2026-11-26');
  });

  it('still delivers within the window after an outage, and not after it', async () => {
    await addReminder({ time: '07:50' });
    const late = await addReminder({ time: '08:00', title: 'Evening' });
    await serverA.db
      .update(reminders)
      .set({ time: `07:${String(60 - DELIVERY_WINDOW_MINUTES).padStart(2, '0')}` })
      .where(eq(reminders.id, late.id));
    const device = await subscribeDevice(serverA);

    const [a, b] = await tickBoth();

    // 07:50 is 10 minutes ago: still sent; 07:45 is 15 minutes ago: missed for today.
    expect(a.claimed + b.claimed).toBe(1);
    expect(receivedAt(device.path)).toHaveLength(1);
  });

  it('sends nothing on a day outside the reminder’s days, or when it is disabled', async () => {
    await addReminder({ days_of_week: [0, 1, 2, 3, 5, 6] });
    await addReminder({ enabled: false, days_of_week: [THURSDAY] });
    const device = await subscribeDevice(serverA);

    const [a, b] = await tickBoth();

    expect(a.claimed + b.claimed).toBe(0);
    expect(receivedAt(device.path)).toHaveLength(0);
  });

  it('reads the time in UTC for a member without a time zone', async () => {
    await serverA.db.update(users).set({ timeZone: null }).where(eq(users.id, member.id));
    // 23:00 UTC on Wednesday.
    await addReminder({ time: '23:00', days_of_week: [3] });
    const device = await subscribeDevice(serverA);

    await tickBoth();

    expect(receivedAt(device.path)).toHaveLength(1);
  });

  it('removes a subscription the push service answers 410 for, and counts other failures', async () => {
    await addReminder();
    const gone = await subscribeDevice(serverA, 410);
    const failing = await subscribeDevice(serverA, 500);

    const [a, b] = await tickBoth();

    expect(a.removed + b.removed).toBe(1);
    expect(a.failed + b.failed).toBe(1);
    const left = await serverA.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.user_id, member.id));
    expect(left.map((row) => row.endpoint)).toEqual([failing.url]);
    expect(left[0]?.failures).toBe(1);
    expect(receivedAt(gone.path)).toHaveLength(1);
  });

  it('keeps ticking through a database outage and delivers once it is back', async () => {
    await addReminder();
    const device = await subscribeDevice(serverA);
    let databaseDown = true;
    // The database as a server sees it while it is away: every statement fails at once.
    const flakyDb = new Proxy(serverA.db, {
      get(target, property, receiver) {
        if (property === 'execute' && databaseDown) {
          return () => Promise.reject(new Error('connect ECONNREFUSED'));
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const scheduler = createReminderScheduler({
      db: flakyDb,
      logger: createLogger('silent'),
      env: { APP_ORIGIN: 'http://localhost:3000', MAIL_FROM: 'Manna <no-reply@manna.local>' },
      now: () => clock,
      agent: new PlainConnectionAgent(),
    });

    await expect(scheduler.tick()).rejects.toThrow('ECONNREFUSED');
    scheduler.start(20);
    try {
      databaseDown = false;
      await vi.waitFor(() => expect(receivedAt(device.path)).toHaveLength(1));
    } finally {
      await scheduler.stop();
    }
  });
});
