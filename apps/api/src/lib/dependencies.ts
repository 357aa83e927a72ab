import { createAuth } from '../auth';
import type { Database } from '../db/client';
import type { Env } from '../env';
import { createApiBibleClient } from '../features/scripture/api-bible-client';
import { createBundledLibrary } from '../features/scripture/bundled-library';
import { createScriptureService } from '../features/scripture/scripture.service';
import type { AppDependencies } from './context';
import type { Logger } from './logger';
import { createMailer } from './mailer';
import { createFileStorage } from './storage/create-file-storage';

/** Wires the services every request handler uses, once per process (or per test app). */
export function createDependencies(env: Env, db: Database, logger: Logger): AppDependencies {
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, db, logger });
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
    auth: createAuth({ env, db, mailer, logger }),
  };
}
