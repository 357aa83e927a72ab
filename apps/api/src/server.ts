import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { API_ROOT } from './api-root';
import { createApp } from './app';
import { databaseTargetFor, openDatabase } from './db/client';
import { startPgliteVacuum } from './db/pglite-vacuum';
import { seedReferenceData } from './db/seed/reference-data';
import type { Env } from './env';
import { startReminderScheduler } from './features/reminders/reminder-scheduler';
import { answerBundledChapter } from './features/scripture/bundled-chapter-answer';
import { startAbandonedVoiceMemoSweep } from './features/voice-memos/voice-memos.service';
import { createDependencies } from './lib/dependencies';
import { createLogger } from './lib/logger';

const WEB_DIST = path.resolve(API_ROOT, '../web/dist');

/** Opens the database, migrates, loads reference data and starts listening. */
export async function startServer(env: Env) {
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase(databaseTargetFor(env), { logger });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  logger.info({ database: database.kind }, 'database migrated and reference data loaded');

  const deps = createDependencies(env, database.db, logger);
  deps.scripture.preload();
  const loadStarted = performance.now();
  if ((await deps.scripture.loadSearchableVerses()) === 'loaded') {
    logger.info(
      { ms: Math.round(performance.now() - loadStarted) },
      'bundled verses loaded for scripture search',
    );
  }
  if (!env.SCRIPTURE_API_KEY) {
    logger.info('SCRIPTURE_API_KEY is not set: NASB, ESV, NIV and NLT fall back to KJV');
  }
  const webRoot = existsSync(path.join(WEB_DIST, 'index.html')) ? WEB_DIST : undefined;
  if (!webRoot) logger.warn('apps/web/dist is not built: serving the API only');
  const app = createApp(deps, { webRoot });

  const honoListener = getRequestListener(app.fetch);
  const findChapter = deps.scripture.getBundledChapter;
  const server = createServer((request, response) => {
    // Bundled chapters skip the web Request/Response round trip (docs/decisions/004).
    const answer =
      request.method === 'GET'
        ? answerBundledChapter(
            findChapter,
            (request.url ?? '').split('?', 1)[0] ?? '',
            request.headers['if-none-match'],
            request.headers['accept-encoding'],
          )
        : undefined;
    if (!answer) return void honoListener(request, response);
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
  // Idle connections outlive a load balancer's idle timeout (60 s on the common ones) and a
  // client's pooled sockets, so neither sends a request on a socket Node has just closed
  // (ECONNRESET); Node's 5 s default is shorter than both.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, resolve);
  });
  logger.info(`Manna is listening on ${env.APP_ORIGIN} (port ${env.PORT})`);
  const stopVoiceMemoSweep = startAbandonedVoiceMemoSweep(deps);
  // Each server ticks; the database decides which one sends a reminder (docs/product/reminders.md#push).
  const reminderScheduler = startReminderScheduler(deps);
  // A PostgreSQL server's autovacuum does this.
  const stopVacuum =
    database.kind === 'pglite' ? startPgliteVacuum(database.db, logger) : async () => {};

  return {
    logger,
    async close() {
      stopVoiceMemoSweep();
      await reminderScheduler.stop();
      // Live streams never end by themselves: end them first, or close() would wait forever.
      await deps.support.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stopVacuum();
      await database.close();
    },
  };
}
