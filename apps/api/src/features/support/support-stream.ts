import { SUPPORT_STREAM_EVENTS, type SupportChange } from '@manna/shared';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../lib/context';
import type { SupportNotice } from './support-notifications';

/**
 * A comment line this often keeps proxies and load balancers (60 s idle timeouts are common)
 * from closing a quiet stream, and lets the server notice a client that left.
 */
export const HEARTBEAT_MS = 25_000;

const [READY, CHANGE] = SUPPORT_STREAM_EVENTS;

/**
 * A Server-Sent Events stream of the support notices `wants` lets through
 * (docs/product/support.md#live-updates): `ready` once listening (and again after the database
 * came back, when the client must refetch what it missed), `support` with a conversation's id
 * when it changed. It ends when the client goes away or the server stops.
 */
export function supportStream<E extends AppEnv>(
  c: Context<E>,
  wants: (notice: SupportNotice) => boolean,
) {
  const { support } = c.var.deps;
  return streamSSE(c, async (stream) => {
    let unsubscribe = () => {};
    await new Promise<void>((resolve) => {
      const end = () => {
        unsubscribe();
        clearInterval(heartbeat);
        resolve();
      };
      // Writes are queued in order; a write to a stream that has gone is dropped.
      const send = (event: string, data: string) =>
        void stream.writeSSE({ event, data }).catch(end);
      const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
      stream.onAbort(end);
      unsubscribe = support.subscribe({
        ready: () => send(READY, ''),
        notice(notice: SupportNotice) {
          if (!wants(notice)) return;
          const change: SupportChange = { conversation_id: notice.conversation_id };
          send(CHANGE, JSON.stringify(change));
        },
        closed: end,
      });
    });
  });
}
