import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { appSettings } from '../../db/schema';
import type { Env } from '../../env';

// The VAPID key pair signs every push message (docs/product/reminders.md#push). A browser's
// subscription is bound to the public key it subscribed with: a message signed with any other
// pair is refused by the push service. So every server on one database must sign with the same
// pair, for good. From env when the operator sets it; otherwise generated once and kept in
// app_settings, where one atomic insert-if-absent settles it for all servers, on PGlite and
// PostgreSQL alike. (A file in DATA_DIR, like the auth secret, would give each server of a
// PostgreSQL deployment its own pair, and every device subscribed through another server would
// silently stop getting reminders.) The admin settings screen reads named keys only, never this.

const VAPID_SETTINGS_KEY = 'vapid';

const storedVapidKeysSchema = z.object({ publicKey: z.string(), privateKey: z.string() });

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

type VapidEnv = Pick<
  Env,
  'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'APP_ORIGIN' | 'MAIL_FROM'
>;

/** Push services want an https: URL on a real host, or a mailto: address, to reach the sender. */
export function vapidSubjectFor(env: VapidEnv): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  const origin = new URL(env.APP_ORIGIN);
  if (origin.protocol === 'https:' && origin.hostname !== 'localhost') return env.APP_ORIGIN;
  const address = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM.trim();
  return `mailto:${address}`;
}

async function storedOrNewKeys(db: Database): Promise<{ publicKey: string; privateKey: string }> {
  const generated = webpush.generateVAPIDKeys();
  // The first server to get here wins; the others read its pair back.
  await db
    .insert(appSettings)
    .values({ key: VAPID_SETTINGS_KEY, value: generated })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, VAPID_SETTINGS_KEY));
  return storedVapidKeysSchema.parse(row?.value);
}

const loaded = new WeakMap<Database, Promise<VapidDetails>>();

/** This database's VAPID details, read once per process (and again after a failed read). */
export function vapidDetailsFor(db: Database, env: VapidEnv): Promise<VapidDetails> {
  const cached = loaded.get(db);
  if (cached) return cached;
  const subject = vapidSubjectFor(env);
  const details: Promise<VapidDetails> =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? Promise.resolve({
          subject,
          publicKey: env.VAPID_PUBLIC_KEY,
          privateKey: env.VAPID_PRIVATE_KEY,
        })
      : storedOrNewKeys(db).then((keys) => ({ subject, ...keys }));
  loaded.set(db, details);
  details.catch(() => loaded.delete(db));
  return details;
}
