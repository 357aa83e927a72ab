import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_SETTINGS, selectRows } from './client';

// docs/decisions/014-server-footprint.md
describe('PGlite on a data folder', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'manna-pglite-footprint-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('creates a new folder, then opens it with the small buffer pool', async () => {
    const dataDir = path.join(folder, 'pglite');
    const database = await openDatabase({ pgliteDir: dataDir });
    try {
      expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
      for (const [name, value] of Object.entries(PGLITE_SETTINGS)) {
        const [row] = await selectRows<Record<string, string>>(
          database.db,
          sql.raw(`show ${name}`),
        );
        expect(row?.[name]).toBe(value);
      }
    } finally {
      await database.close();
    }
    // And again, as every later start opens it.
    const again = await openDatabase({ pgliteDir: dataDir });
    await again.close();
  });
});
