import type { Agent } from 'node:https';
import type { PushReminderPayload } from '@manna/shared';
import { TimeoutStrategy, timeout } from 'cockatiel';
import { eq, inArray, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import type { Env } from '../../env';
import type { Logger } from '../../lib/logger';
import { type ClaimedReminder, claimDueReminders } from './reminder-claim';
import { vapidDetailsFor } from './vapid-keys';

// Every API server runs this (docs/product/reminders.md#push): each tick claims the reminders
// due now in the database (reminder-claim.ts), so however many servers tick, a reminder goes out
// once a day, and then sends it to each of its member's devices through their push services.

/** Twice a minute: a reminder goes out within 30 s of its minute. */
export const REMINDER_TICK_MS = 30_000;
/** A push service that has not answered by then will not; the next reminders must not wait. */
const SEND_TIMEOUT_MS = 10_000;
/** A reminder not delivered within four hours (a phone switched off) is dropped by the service. */
const PUSH_TTL_SECONDS = 4 * 60 * 60;
/** The screen a reminder opens: today's reading. */
const REMINDER_URL = '/reading';

export interface TickResult {
  claimed: number;
  sent: number;
  removed: number;
  failed: number;
}

export interface ReminderSchedulerOptions {
  db: Database;
  logger: Logger;
  env: Parameters<typeof vapidDetailsFor>[1];
  /** The clock; tests set it. */
  now?: () => Date;
  /** How to reach push services; tests put their local one behind it. */
  agent?: Agent;
}

type Outcome = 'sent' | 'gone' | 'failed';

export function createReminderScheduler({
  db,
  logger,
  env,
  now = () => new Date(),
  agent,
}: ReminderSchedulerOptions) {
  const sendTimeout = timeout(SEND_TIMEOUT_MS, TimeoutStrategy.Aggressive);
  let running: Promise<TickResult> | undefined;

  async function send(
    subscription: typeof pushSubscriptions.$inferSelect,
    payload: string,
  ): Promise<Outcome> {
    const vapidDetails = await vapidDetailsFor(db, env);
    try {
      await sendTimeout.execute(() =>
        webpush.sendNotification(
          {
            endpoint: subscription.endpoint,
            keys: { p256dh: subscription.p256dh, auth: subscription.auth },
          },
          payload,
          {
            vapidDetails,
            TTL: PUSH_TTL_SECONDS,
            timeout: SEND_TIMEOUT_MS,
            urgency: 'normal',
            ...(agent && { agent }),
          },
        ),
      );
      await db
        .update(pushSubscriptions)
        .set({ failures: 0, last_success_at: sql`now()` })
        .where(eq(pushSubscriptions.id, subscription.id));
      return 'sent';
    } catch (error) {
      const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
      // The push service says the subscription expired or was withdrawn: it never comes back.
      if (status === 404 || status === 410) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        return 'gone';
      }
      await db
        .update(pushSubscriptions)
        .set({ failures: sql`${pushSubscriptions.failures} + 1` })
        .where(eq(pushSubscriptions.id, subscription.id));
      // The endpoint is a capability URL (and WebPushError carries it): the service's host and
      // answer say enough.
      logger.warn(
        {
          ...(error instanceof webpush.WebPushError
            ? { answer: error.body.slice(0, 200) }
            : { err: error }),
          status,
          pushService: new URL(subscription.endpoint).host,
          subscription: subscription.id,
        },
        'a reminder could not be pushed',
      );
      return 'failed';
    }
  }

  async function deliver(claimed: ClaimedReminder[]): Promise<TickResult> {
    const result: TickResult = { claimed: claimed.length, sent: 0, removed: 0, failed: 0 };
    if (claimed.length === 0) return result;
    const devices = await db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.user_id, [...new Set(claimed.map((r) => r.user_id))]));
    const sends = claimed.flatMap((reminder) => {
      const payload: PushReminderPayload = {
        title: reminder.title,
        body: reminder.message,
        url: REMINDER_URL,
        // The in-app check's tag (apps/web/src/features/reminders): with the app open too, the
        // second notification of the day replaces the first instead of stacking.
        tag: `${reminder.id}-${reminder.local_date}`,
      };
      const text = JSON.stringify(payload);
      return devices
        .filter((device) => device.user_id === reminder.user_id)
        .map((device) => send(device, text));
    });
    for (const outcome of await Promise.allSettled(sends)) {
      if (outcome.status === 'rejected') {
        // Only the bookkeeping after a send can throw (the database went away): logged, counted.
        logger.warn({ err: outcome.reason }, 'a reminder push could not be recorded');
        result.failed += 1;
      } else if (outcome.value === 'sent') result.sent += 1;
      else if (outcome.value === 'gone') result.removed += 1;
      else result.failed += 1;
    }
    return result;
  }

  /**
   * One round: claim what is due, then push it. A tick still running is joined, never doubled.
   * It rejects when the database is down (quickly: the pool's connection timeout); the next tick
   * simply tries again.
   */
  function tick(): Promise<TickResult> {
    running ??= claimDueReminders(db, now())
      .then(deliver)
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    tick,
    start(intervalMs = REMINDER_TICK_MS) {
      const round = () => {
        tick()
          .then((result) => {
            if (result.claimed > 0) logger.info(result, 'reminders pushed');
          })
          .catch((error: unknown) => {
            logger.warn({ err: error }, 'reminder tick failed: trying again at the next one');
          });
      };
      timer = setInterval(round, intervalMs);
      // The scheduler alone must not keep the process alive.
      timer.unref();
    },
    /** Stops ticking and waits for a round under way, so shutdown does not cut a send short. */
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

export type ReminderScheduler = ReturnType<typeof createReminderScheduler>;

/** The scheduler of one API server, ticking from now on. */
export function startReminderScheduler(deps: {
  db: Database;
  logger: Logger;
  env: Env;
}): ReminderScheduler {
  const scheduler = createReminderScheduler(deps);
  scheduler.start();
  return scheduler;
}
