import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client';
import { seedReferenceData } from '../apps/api/src/db/seed/reference-data';

/** The PostgreSQL server the sections make their databases on (trust authentication). */
export const BENCH_POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type DatabaseKind = 'pglite' | 'postgres';

export interface ThrowawayDatabase {
  kind: DatabaseKind;
  /** A folder of its own for the app's files (the PGlite database lives in it). */
  dataDir: string;
  /** What a Manna server needs in its environment to run on this database. */
  serverEnv: Record<string, string>;
  /** Opens the database, migrated and seeded as the server leaves it at start. */
  open(): Promise<DatabaseHandle>;
  /** Deletes it all; safe to call more than once, and after a failure. */
  remove(): Promise<void>;
}

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${BENCH_POSTGRES_URL} (set BENCH_POSTGRES_URL): ${String(error)}`,
    );
  }
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database for one measurement: a PGlite folder in a temporary folder, or a database of its
 * own on BENCH_POSTGRES_URL's server, created here and dropped by remove().
 */
export async function createThrowawayDatabase(kind: DatabaseKind): Promise<ThrowawayDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `manna-bench-${kind}-`));
  const removeFolder = () => rmSync(dataDir, { recursive: true, force: true });
  const opened = async (handle: DatabaseHandle) => {
    try {
      await handle.migrate();
      await seedReferenceData(handle.db);
      return handle;
    } catch (error) {
      await handle.close();
      throw error;
    }
  };

  if (kind === 'pglite') {
    return {
      kind,
      dataDir,
      serverEnv: { DATA_DIR: dataDir },
      open: async () => opened(await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })),
      remove: async () => removeFolder(),
    };
  }

  const name = `manna_bench_${randomUUID().replaceAll('-', '')}`;
  const url = new URL(BENCH_POSTGRES_URL);
  url.pathname = `/${name}`;
  try {
    await onServer(`create database ${name}`);
  } catch (error) {
    removeFolder();
    throw error;
  }
  let removed = false;
  return {
    kind,
    dataDir,
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: async () => opened(await openDatabase({ url: url.toString() })),
    async remove() {
      if (removed) return;
      removed = true;
      removeFolder();
      await onServer(`drop database if exists ${name} with (force)`);
    },
  };
}
