import { supportEndpoints as endpoints, type SupportChange } from '@manna/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readAs } from '../../testing/member-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';

// Live support conversations across servers (docs/product/support.md#live-updates): a change
// committed through one API server reaches the Server-Sent Events streams of another on the same
// database (PostgreSQL's LISTEN/NOTIFY; one PGlite shared by two app instances here).

interface StreamEvent {
  event: string;
  data: string;
}

/** An open event stream, read one event at a time. */
async function openStream(app: TestApp, path: string, cookie: string) {
  const controller = new AbortController();
  const response = await app.request(path, { cookie, signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const body = response.body;
  if (!body) throw new Error('an event stream without a body');
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';

  /** The next event, heartbeats (comment lines) skipped; undefined once the stream has ended. */
  async function next(): Promise<StreamEvent | undefined> {
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const lines = block.split('\n').filter((line) => !line.startsWith(':'));
        if (lines.length === 0) continue;
        const field = (name: string) =>
          lines
            .filter((line) => line.startsWith(`${name}:`))
            .map((line) => line.slice(name.length + 1).trimStart())
            .join('\n');
        return { event: field('event'), data: field('data') };
      }
      const { done, value } = await reader.read();
      if (done) return undefined;
      buffered += value;
    }
  }

  /** The next `support` event's change. */
  async function nextChange(): Promise<SupportChange> {
    const event = await next();
    expect(event?.event).toBe('support');
    return JSON.parse(event?.data ?? '{}');
  }

  return {
    next,
    nextChange,
    async close() {
      await reader.cancel();
    },
  };
}

describe('live support across two servers', () => {
  let database: TestDatabase;
  let serverA: TestApp;
  let serverB: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    serverA = await createTestApp({ database: await database.connectAgain() });
    serverB = await createTestApp({ database: await database.connectAgain() });
  });
  afterAll(async () => {
    await serverA?.close();
    await serverB?.close();
    await database?.close();
  });

  it('brings a message posted on server A to the streams of server B, to whom it concerns', async () => {
    const [member, stranger] = await Promise.all([serverA.signUp(), serverA.signUp()]);
    const admin = await serverA.signUpAdmin();
    const readOnA = readAs(serverA);

    const staffStream = await openStream(serverB, endpoints.staffEvents.path, admin.cookie);
    const memberStream = await openStream(serverB, endpoints.events.path, member.cookie);
    const strangerStream = await openStream(serverB, endpoints.events.path, stranger.cookie);
    for (const stream of [staffStream, memberStream, strangerStream]) {
      expect(await stream.next()).toEqual({ event: 'ready', data: '' });
    }

    const { message } = await readOnA(member, endpoints.send, {
      body: { body: 'Hello from server A' },
      status: 201,
    });
    const change = { conversation_id: message.conversation_id };
    expect(await staffStream.nextChange()).toEqual(change);
    expect(await memberStream.nextChange()).toEqual(change);

    // The staff reply on A; the member's stream on B hears of it. Ids only travel: the body is
    // fetched by an authorised request.
    await readOnA(admin, endpoints.reply, {
      params: { id: message.conversation_id },
      body: { body: 'Hello back' },
      status: 201,
    });
    expect(await memberStream.nextChange()).toEqual(change);
    expect(await staffStream.nextChange()).toEqual(change);

    // The stranger's stream heard nothing of it: the next thing it hears is its own message.
    const own = await readOnA(stranger, endpoints.send, { body: { body: 'Mine' }, status: 201 });
    expect(await strangerStream.nextChange()).toEqual({
      conversation_id: own.message.conversation_id,
    });

    await Promise.all([staffStream.close(), memberStream.close(), strangerStream.close()]);
  });

  // A restart, a failover or an operator closes the listening connection: the server listens
  // again (with backoff) and tells its streams to refetch what they missed.
  it.runIf(inject('databaseKind') === 'postgres')(
    'listens again after PostgreSQL drops the listening connection',
    async () => {
      const member = await serverA.signUp();
      const stream = await openStream(serverB, endpoints.events.path, member.cookie);
      expect(await stream.next()).toEqual({ event: 'ready', data: '' });

      await database.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen support%'`);
      expect(await stream.next()).toEqual({ event: 'ready', data: '' });

      const { message } = await readAs(serverA)(member, endpoints.send, {
        body: { body: 'After the outage' },
        status: 201,
      });
      expect(await stream.nextChange()).toEqual({ conversation_id: message.conversation_id });
      await stream.close();
    },
  );

  it('ends every stream when its server stops, so that shutdown never waits on one', async () => {
    const serverC = await createTestApp({ database: await database.connectAgain() });
    const member = await serverC.signUp();
    const stream = await openStream(serverC, endpoints.events.path, member.cookie);
    expect(await stream.next()).toEqual({ event: 'ready', data: '' });
    await serverC.support.close();
    expect(await stream.next()).toBeUndefined();
    await serverC.close();
  });
});
