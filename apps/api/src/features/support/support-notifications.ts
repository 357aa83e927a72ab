// Live support conversations across API servers (docs/architecture.md#live-support-conversations):
// the transaction that changes a conversation publishes its ids with pg_notify, PostgreSQL
// delivers them on commit to every server that LISTENs, and each server fans them out in process
// to its own Server-Sent Events streams. On PGlite (one process) the same NOTIFY reaches the
// listeners of that process.
import type { PGlite } from '@electric-sql/pglite';
import { ExponentialBackoff, handleWhen, retry } from 'cockatiel';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import {
  CONNECTION_TIMEOUT_MS,
  type Database,
  type Executor,
  notificationSourceOf,
} from '../../db/client';
import type { Logger } from '../../lib/logger';

const CHANNEL = 'support';

/** What a notification carries: ids only (a payload is limited to 8000 bytes, and never logged). */
const supportNoticeSchema = z.object({ conversation_id: z.uuid(), member_id: z.string() });
export type SupportNotice = z.infer<typeof supportNoticeSchema>;

/**
 * Tells every server that a conversation changed, when `executor`'s transaction commits (and
 * never if it rolls back): call it in the transaction that makes the change.
 */
export async function publishSupportNotice(executor: Executor, notice: SupportNotice) {
  await executor.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(notice)})`);
}

/** One live stream's ends of the fan-out. */
export interface SupportSubscriber {
  /** A conversation changed. */
  notice(notice: SupportNotice): void;
  /**
   * Listening: at first, and again after a lost database connection came back, when
   * notifications sent meanwhile were missed and the client must refetch.
   */
  ready(): void;
  /** The server is stopping: end the stream. */
  closed(): void;
}

export interface SupportNotifications {
  /** Starts listening on the first subscriber; answers the unsubscribe. */
  subscribe(subscriber: SupportSubscriber): () => void;
  /** Stops listening and ends every stream, so that shutdown never waits on one. */
  close(): Promise<void>;
}

interface ChannelHandlers {
  payload(text: string): void;
  listening(): void;
  /** The connection is gone; notifications are missed until `listening` again. */
  lost(): void;
}

interface Channel {
  stop(): Promise<void>;
}

/**
 * The fan-out of one server, over its database: one LISTEN (on PostgreSQL, one connection of its
 * own) whatever the number of streams.
 */
export function createSupportNotifications(db: Database, logger: Logger): SupportNotifications {
  const subscribers = new Set<SupportSubscriber>();
  let channel: Channel | undefined;
  let listening = false;
  let closed = false;

  const handlers: ChannelHandlers = {
    payload(text) {
      const notice = parseNotice(text);
      if (!notice) {
        logger.warn('support notification ignored: not ids');
        return;
      }
      for (const subscriber of subscribers) subscriber.notice(notice);
    },
    listening() {
      listening = true;
      for (const subscriber of subscribers) subscriber.ready();
    },
    lost() {
      listening = false;
    },
  };

  return {
    subscribe(subscriber) {
      if (closed) {
        queueMicrotask(() => subscriber.closed());
        return () => {};
      }
      subscribers.add(subscriber);
      if (!channel) channel = openChannel(db, handlers, logger);
      else if (listening) queueMicrotask(() => subscriber.ready());
      return () => subscribers.delete(subscriber);
    },
    async close() {
      closed = true;
      for (const subscriber of subscribers) subscriber.closed();
      subscribers.clear();
      await channel?.stop();
    },
  };
}

function parseNotice(text: string): SupportNotice | undefined {
  try {
    const parsed = supportNoticeSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function openChannel(db: Database, handlers: ChannelHandlers, logger: Logger): Channel {
  const source = notificationSourceOf(db);
  return source.kind === 'pglite'
    ? listenOnPglite(source.client, handlers)
    : listenOnPostgres(source.connectionString, handlers, logger);
}

/** PGlite runs in this process: its own listen() hears every NOTIFY it commits. */
function listenOnPglite(client: PGlite, handlers: ChannelHandlers): Channel {
  const unlisten = client.listen(CHANNEL, handlers.payload).then((stop) => {
    handlers.listening();
    return stop;
  });
  return {
    async stop() {
      // A database closed first has dropped its listeners already.
      await unlisten.then((stop) => stop()).catch(() => {});
    },
  };
}

/** Thrown into the retry loop once the server stops, which ends it. */
class ChannelStopped extends Error {}

/**
 * A dedicated connection (LISTEN holds its session, so it cannot come from the pool) that
 * reconnects with exponential backoff whenever PostgreSQL goes away: a restart, a failover, a
 * terminated backend. TCP keepalive notices a peer that vanished without closing the socket.
 */
function listenOnPostgres(
  connectionString: string,
  handlers: ChannelHandlers,
  logger: Logger,
): Channel {
  let stopped = false;
  let current: pg.Client | undefined;
  const reconnect = retry(
    handleWhen((error) => !(error instanceof ChannelStopped)),
    {
      maxAttempts: Number.POSITIVE_INFINITY,
      backoff: new ExponentialBackoff({ initialDelay: 100, maxDelay: 5_000 }),
    },
  )
    // A pending reconnection never keeps a stopping process alive.
    .dangerouslyUnref();
  reconnect.onRetry(({ delay, ...reason }) => {
    const message = 'error' in reason ? reason.error.message : 'no connection';
    logger.warn(
      { delayMs: Math.round(delay) },
      `support notifications: cannot listen (${message}), retrying`,
    );
  });

  async function connect(): Promise<pg.Client> {
    if (stopped) throw new ChannelStopped();
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // A lost connection is also its 'end', which the loop below waits for.
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      return client;
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
  }

  async function run() {
    while (!stopped) {
      let client: pg.Client;
      try {
        client = await reconnect.execute(connect);
      } catch {
        return;
      }
      if (stopped) {
        await client.end().catch(() => {});
        return;
      }
      current = client;
      const ended = new Promise<void>((resolve) => {
        client.once('end', resolve);
        client.once('error', () => resolve());
      });
      client.on('notification', ({ channel, payload }) => {
        if (channel === CHANNEL && payload) handlers.payload(payload);
      });
      handlers.listening();
      await ended;
      current = undefined;
      handlers.lost();
      await client.end().catch(() => {});
      if (!stopped) logger.warn('support notifications: connection lost, reconnecting');
    }
  }

  void run();
  return {
    async stop() {
      stopped = true;
      await current?.end().catch(() => {});
    },
  };
}
