import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import { type DatabaseHandle, selectRows } from './client';
import * as schema from './schema';

const tables: PgTable[] = Object.values(schema).filter((value) => is(value, PgTable));

// The product's tables by their documented names (issue #2), so that a table dropped
// from the schema by mistake fails here rather than in production.
const REQUIRED_TABLES = [
  'users',
  'sessions',
  'accounts',
  'verifications',
  'two_factors',
  'rate_limits',
  'journal_entries',
  'journal_topics',
  'journal_topic_entries',
  'voice_memos',
  'achievements',
  'user_achievements',
  'bible_reading_plans',
  'bible_reading_chapters',
  'user_completed_chapters',
  'user_reading_progress',
  'bible_study_notes',
  'bookmarks',
  'prayers',
  'testimonies',
  'subscriptions',
  'token_ledger',
  'dev_mailbox',
  'scripture_cache',
  'scripture_upstream_requests',
];

describe('migrations', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('create every table of the schema', async () => {
    const rows = await selectRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const existing = rows.map((row) => row.table_name);
    const declared = tables.map((table) => getTableConfig(table).name);

    expect(declared).toEqual(expect.arrayContaining(REQUIRED_TABLES));
    expect(existing).toEqual(expect.arrayContaining(declared));
  });

  it('create every declared column with time zones on timestamps', async () => {
    const rows = await selectRows<{ table_name: string; column_name: string; data_type: string }>(
      database.db,
      sql`select table_name, column_name, data_type from information_schema.columns where table_schema = 'public'`,
    );
    const columns = new Map(
      rows.map((row) => [`${row.table_name}.${row.column_name}`, row.data_type]),
    );
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const column of config.columns) {
        const type = columns.get(`${config.name}.${column.name}`);
        expect(type, `${config.name}.${column.name}`).toBeDefined();
        expect(type, `${config.name}.${column.name}`).not.toBe('timestamp without time zone');
      }
    }
  });

  it('create every declared index and unique key', async () => {
    const rows = await selectRows<{ indexname: string }>(
      database.db,
      sql`select indexname from pg_indexes where schemaname = 'public'`,
    );
    const existing = rows.map((row) => row.indexname);
    const declared = tables.flatMap((table) =>
      getTableConfig(table).indexes.map((index) => index.config.name),
    );
    expect(declared.length).toBeGreaterThan(20);
    expect(existing).toEqual(expect.arrayContaining(declared));
  });

  it('can run again without changing anything', async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });
});
