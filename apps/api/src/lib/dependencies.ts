import { createAuth, type PasswordHashing } from '../auth';
import type { Database } from '../db/client';
import type { Env } from '../env';
import { createSmsSender } from '../features/auth/phone-sign-in';
import { createPayments } from '../features/purchases/payments';
import { createApiBibleClient } from '../features/scripture/api-bible-client';
import { createBundledLibrary } from '../features/scripture/bundled-library';
import { createScriptureService } from '../features/scripture/scripture.service';
import { createSupportNotifications } from '../features/support/support-notifications';
import { createBackgroundTasks } from './background-tasks';
import { createClientAddressResolver } from './client-address';
import type { AppDependencies } from './context';
import type { Logger } from './logger';
import { createMailer, type Mailer } from './mailer';
import { createFileStorage } from './storage/create-file-storage';

/**
 * Wires the services every request handler uses, once per process (or per test app, which may
 * put its own mailer and a cheaper password hashing in).
 */
export function createDependencies(
  env: Env,
  db: Database,
  logger: Logger,
  replacements: { mailer?: Mailer; passwordHashing?: PasswordHashing } = {},
): AppDependencies {
  const mailer =
    replacements.mailer ??
    createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      db,
      logger,
      logMessageText: env.NODE_ENV !== 'production',
    });
  const background = createBackgroundTasks(logger);
  const sms = createSmsSender(env, logger);
  const scripture = createScriptureService({
    db,
    logger,
    library: createBundledLibrary(),
    apiBible: env.SCRIPTURE_API_KEY
      ? createApiBibleClient({ baseUrl: env.SCRIPTURE_API_BASE_URL, apiKey: env.SCRIPTURE_API_KEY })
      : undefined,
    bibleIds: env.SCRIPTURE_BIBLE_IDS,
  });
  return {
    env,
    db,
    logger,
    mailer,
    scripture,
    storage: createFileStorage(env),
    background,
    clientAddress: createClientAddressResolver(env.TRUSTED_PROXIES),
    payments: createPayments(env.payments, db),
    support: createSupportNotifications(db, logger),
    sms,
    auth: createAuth({
      env,
      db,
      mailer,
      sms,
      logger,
      background,
      passwordHashing: replacements.passwordHashing,
    }),
  };
}
