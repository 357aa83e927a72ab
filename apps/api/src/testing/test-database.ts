import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';

/**
 * A migrated, empty database of its own for one test file: in-memory PGlite, or a
 * throwaway database on the PostgreSQL server named by TEST_DATABASE_URL; either starts from
 * the run's template (template-database.setup.ts).
 */
export interface TestDatabase extends DatabaseHandle {
  /**
   * Another handle on the same database, as a second app instance would have: a separate
   * connection pool on PostgreSQL; on in-memory PGlite (one process only) the same handle.
   */
  connectAgain(): Promise<DatabaseHandle>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (inject('databaseKind') !== 'postgres') {
    const template = await readFile(inject('templateDatabase'));
    const database = await openDatabase({ inMemory: true, from: new Blob([template]) });
    return { ...database, connectAgain: async () => ({ ...database, close: async () => {} }) };
  }

  const serverUrl = new URL(inject('testDatabaseUrl'));
  const name = `manna_test_${randomUUID().replaceAll('-', '')}`;
  await runOnServer(serverUrl, `create database ${name} template ${inject('templateDatabase')}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: databaseUrl.toString() });
  return {
    ...database,
    connectAgain: () => openDatabase({ url: databaseUrl.toString() }),
    async close() {
      await database.close();
      await runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export async function runOnServer(serverUrl: URL, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
