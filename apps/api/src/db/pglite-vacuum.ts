import { sql } from 'drizzle-orm';
import type { Database, DatabaseLogger } from './client';

/** How often a server on PGlite vacuums its database. */
export const PGLITE_VACUUM_INTERVAL_MS = 60 * 60 * 1000;

/**
 * PGlite runs PostgreSQL without the autovacuum workers of a PostgreSQL server, so nothing marks
 * its heap pages all-visible: an index-only scan (a member's completions of a plan, the streak's
 * days) still reads the heap page of every row it returns, and on a big community's database a
 * member's rows lie on as many pages as they have rows, which PGlite's small buffer pool does not
 * hold (docs/decisions/013-marking-a-chapter.md). A plain VACUUM every hour does that part of
 * autovacuum's work. It skips the pages already all-visible, so each takes about as long as the
 * hour's writes need; the first on a database never vacuumed reads it all, once. Not at start:
 * it would lengthen the cold start (docs/decisions/014-server-footprint.md). The returned
 * function stops it, after a vacuum under way, so the database is not closed under it.
 */
export function startPgliteVacuum(
  db: Database,
  logger: DatabaseLogger,
  intervalMs = PGLITE_VACUUM_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const vacuum = () => {
    running ??= db
      .execute(sql`vacuum`)
      .then(
        () => undefined,
        (error: unknown) => logger.warn({ err: error }, 'PGlite vacuum failed: trying again later'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(vacuum, intervalMs);
  // The vacuum alone must not keep the process alive.
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
