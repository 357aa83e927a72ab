import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostics, ServerInternals } from '@manna/shared';
import { desc, sql } from 'drizzle-orm';
import { bigint, pgSchema, serial } from 'drizzle-orm/pg-core';
import { type Database, MIGRATIONS_FOLDER, notificationSourceOf } from '../../db/client';
import type { AppDependencies } from '../../lib/context';

// docs/product/tools.md#diagnostic-tools

const JOURNAL_PATH = path.join(MIGRATIONS_FOLDER, 'meta/_journal.json');

// Drizzle's own record of the migrations it applied (read only; not part of our schema, so
// drizzle-kit never generates it).
const drizzleMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: serial('id').primaryKey(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
});

interface JournalEntry {
  when: number;
  tag: string;
}

function isJournalEntry(value: unknown): value is JournalEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    'when' in value &&
    typeof value.when === 'number' &&
    'tag' in value &&
    typeof value.tag === 'string'
  );
}

/** The migrations' names by the time Drizzle records for each (`created_at`). */
function readJournal(): JournalEntry[] {
  const data: unknown = JSON.parse(readFileSync(JOURNAL_PATH, 'utf8'));
  if (typeof data !== 'object' || data === null || !('entries' in data)) return [];
  return Array.isArray(data.entries) ? data.entries.filter(isJournalEntry) : [];
}

/** A `select 1`, timed: how long one query takes from this server to its database. */
export async function measureDatabaseRoundTrip(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 10) / 10;
}

/** The newest migration Drizzle applied to this database, by its file's name. */
export async function latestMigration(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ createdAt: drizzleMigrations.createdAt })
    .from(drizzleMigrations)
    .orderBy(desc(drizzleMigrations.createdAt))
    .limit(1);
  if (!row) return null;
  const when = row.createdAt;
  return readJournal().find((entry) => entry.when === when)?.tag ?? String(when);
}

async function serverInternals(deps: AppDependencies): Promise<ServerInternals> {
  return {
    database_kind: notificationSourceOf(deps.db).kind,
    latest_migration: await latestMigration(deps.db),
    background_queue_size: deps.background.size(),
  };
}

export async function getDiagnostics(
  deps: AppDependencies,
  { isAdmin }: { isAdmin: boolean },
): Promise<Diagnostics> {
  const database_round_trip_ms = await measureDatabaseRoundTrip(deps.db);
  return {
    server_time: new Date().toISOString(),
    database_round_trip_ms,
    scripture: deps.scripture.providerStatus(),
    ...(isAdmin && { server: await serverInternals(deps) }),
  };
}
