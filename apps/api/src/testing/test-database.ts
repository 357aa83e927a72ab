import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';

/**
 * A migrated database of its own for one test file, empty or with the reference data loaded
 * (`referenceData`): in-memory PGlite, or a throwaway database on the PostgreSQL server named by
 * TEST_DATABASE_URL; either starts from one of the run's templates (template-database.setup.ts).
 */
export interface TestDatabase extends DatabaseHandle {
  /**
   * Another handle on the same database, as a second app instance would have: a separate
   * connection pool on PostgreSQL; on in-memory PGlite (one process only) the same handle.
   */
  connectAgain(): Promise<DatabaseHandle>;
}

export async function createTestDatabase({ referenceData = false } = {}): Promise<TestDatabase> {
  const templates = inject('templateDatabases');
  const template = referenceData ? templates.seeded : templates.migrated;
  if (inject('databaseKind') !== 'postgres') {
    const dump = await readFile(template);
    const database = await openDatabase({ inMemory: true, from: new Blob([dump]) });
    return { ...database, connectAgain: async () => ({ ...database, close: async () => {} }) };
  }

  const serverUrl = new URL(inject('testDatabaseUrl'));
  const name = `manna_test_${randomUUID().replaceAll('-', '')}`;
  await runOnServer(serverUrl, `create database ${name} template ${template}`);
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
