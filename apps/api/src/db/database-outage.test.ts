import { createServer, type Server, type Socket } from 'node:net';
import { bookmarksEndpoints } from '@manna/shared';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '../lib/errors';
import { memberClient } from '../testing/member-client';
import { expectError } from '../testing/responses';
import { createTestApp, type TestApp, type TestMember } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import {
  CONNECTION_TIMEOUT_MS,
  type DatabaseHandle,
  type Executor,
  openDatabase,
  selectRows,
} from './client';

const bookmark = { reference: 'Psalm 46:1', text: 'God is our refuge and strength...' };

/** Errors nobody listened for: today's crash of a server process. */
function collectUncaughtErrors() {
  const errors: unknown[] = [];
  const collect = (error: unknown) => errors.push(error);
  return {
    errors,
    start: () => process.on('uncaughtException', collect),
    stop: () => process.off('uncaughtException', collect),
  };
}

async function waitUntil(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function countActivity(executor: Executor, query: SQL) {
  // Within a transaction, pg_stat_activity keeps showing its first snapshot unless it is cleared.
  await executor.execute(sql`select pg_stat_clear_snapshot()`);
  const [row] = await selectRows<{ count: number }>(executor, query);
  return row?.count ?? 0;
}

/**
 * What a PostgreSQL restart or failover does to every connection but the operator's own, and
 * waits until those backends are gone, so the app has been told before its next query.
 */
async function terminateOtherConnections(operator: Executor) {
  const others = sql`from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
  await operator.execute(sql`select pg_terminate_backend(pid) ${others}`);
  await waitUntil(
    async () => (await countActivity(operator, sql`select count(*)::int as count ${others}`)) === 0,
    'the terminated connections are gone',
  );
}

const expectDatabaseUnavailable = async (response: Response) => {
  await expectError(response, 503, DATABASE_UNAVAILABLE_MESSAGE);
  expect(response.headers.get('retry-after')).toBe(
    String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS),
  );
};

describe.skipIf(inject('databaseKind') !== 'postgres')(
  'when PostgreSQL closes the server’s connections',
  () => {
    let database: TestDatabase;
    let t: TestApp;
    let member: TestMember;
    // A connection outside the app's pool, as an operator's psql session would be.
    let operator: DatabaseHandle;
    const uncaught = collectUncaughtErrors();

    beforeAll(async () => {
      database = await createTestDatabase();
      t = await createTestApp({ database });
      operator = await database.connectAgain();
      member = await t.signUp();
    });
    afterAll(async () => {
      await operator.close();
      await t.close();
    });
    beforeEach(uncaught.start);
    afterEach(uncaught.stop);

    it('answers the request caught in a transaction with 503, and the next one as usual', async () => {
      const client = memberClient(t, member);
      let interrupted: Promise<Response> | undefined;

      await operator.db.transaction(async (tx) => {
        // The bookmark's transaction waits behind this lock, its connection checked out.
        await tx.execute(sql`lock table bookmarks in access exclusive mode`);
        interrupted = client.post('/api/bookmarks', bookmark);
        await waitUntil(
          async () =>
            (await countActivity(
              tx,
              sql`select count(*)::int as count from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock'`,
            )) > 0,
          'the bookmark waits for the lock',
        );
        await terminateOtherConnections(tx);
      });
      if (!interrupted) throw new Error('the bookmark was never sent');

      const response = await interrupted;
      // Before the fix, the checked-out connection's 'error' event had no listener.
      expect(uncaught.errors).toEqual([]);
      await expectDatabaseUnavailable(response);

      const { bookmark: saved } = await client.read(bookmarksEndpoints.create, {
        body: bookmark,
        status: 201,
      });
      const page = await client.read(bookmarksEndpoints.list);
      expect(page.bookmarks.map((each) => each.id)).toEqual([saved.id]);
    });

    it('serves again after losing every idle connection', async () => {
      const client = memberClient(t, member);
      await client.read(bookmarksEndpoints.list);

      await terminateOtherConnections(operator.db);

      const response = await client.send('GET', '/api/bookmarks');
      expect(uncaught.errors).toEqual([]);
      expect(response.status).toBe(200);
    });
  },
);

/** A port nothing listens on: connecting is refused at once, as when PostgreSQL is stopped. */
async function closedPort(): Promise<number> {
  const server = await listen(createServer());
  const port = portOf(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Accepts connections and never answers: a server that hangs, or packets dropped on the way. */
async function silentServer() {
  const sockets = new Set<Socket>();
  const server = await listen(
    createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }),
  );
  return {
    port: portOf(server),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function listen(server: Server): Promise<Server> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

function portOf(server: Server): number {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const urlOnPort = (port: number) => `postgres://postgres@127.0.0.1:${port}/manna`;

// No PostgreSQL needed: the app is pointed at a port where none answers.
describe('when the database cannot be reached', () => {
  let reachable: TestApp;
  let member: TestMember;

  beforeAll(async () => {
    reachable = await createTestApp({ seed: false });
    // Signed with the test secret, so the unreachable app has to look the session up.
    member = await reachable.signUp();
  });
  afterAll(() => reachable.close());

  async function appOn(url: string) {
    return createTestApp({ database: await openDatabase({ url }) });
  }

  it('answers 503 with a clear message when PostgreSQL refuses connections', async () => {
    const t = await appOn(urlOnPort(await closedPort()));
    try {
      await expectDatabaseUnavailable(await memberClient(t, member).send('GET', '/api/me'));
      await expectDatabaseUnavailable(
        await memberClient(t, member).post('/api/bookmarks', bookmark),
      );
    } finally {
      await t.close();
    }
  });

  it('answers sign-in with the same 503', async () => {
    const t = await appOn(urlOnPort(await closedPort()));
    try {
      const signIn = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: member.email, password: member.password },
      });
      await expectDatabaseUnavailable(signIn);
    } finally {
      await t.close();
    }
  });

  it('answers 503 within the connection timeout when PostgreSQL does not answer', async () => {
    const silent = await silentServer();
    const t = await appOn(urlOnPort(silent.port));
    try {
      const startedAt = performance.now();
      const response = await memberClient(t, member).send('GET', '/api/me');
      const elapsedMs = performance.now() - startedAt;

      await expectDatabaseUnavailable(response);
      expect(elapsedMs).toBeGreaterThanOrEqual(CONNECTION_TIMEOUT_MS - 100);
      expect(elapsedMs).toBeLessThan(CONNECTION_TIMEOUT_MS + 2_000);
    } finally {
      await t.close();
      await silent.close();
    }
  });
});
