import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { databaseTargetFor, openDatabase } from '../db/client';
import { users } from '../db/schema';

const run = promisify(execFile);
/** How execFile fails when the command exits with a code other than 0. */
const failedRunSchema = z.object({ code: z.number(), stderr: z.string() });
const SCRIPT = path.resolve(import.meta.dirname, 'create-admin.ts');
const TSX = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');

async function createAdmin(dataDir: string, email: string) {
  try {
    const { stdout } = await run(TSX, [SCRIPT, email], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failure = failedRunSchema.parse(error);
    return { code: failure.code, output: failure.stderr };
  }
}

// The command works on the embedded database folder; PostgreSQL needs no separate proof.
describe.skipIf(inject('databaseKind') !== 'pglite')('npm run create-admin', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'manna-create-admin-'));
  const target = databaseTargetFor({ DATA_DIR: dataDir });

  it('makes an existing member an admin', async () => {
    const database = await openDatabase(target);
    await database.migrate();
    await database.db
      .insert(users)
      .values({ id: 'u1', name: 'Miriam', email: 'miriam@example.com' });
    await database.close();

    const result = await createAdmin(dataDir, 'Miriam@example.com');
    expect(result).toEqual({ code: 0, output: 'Miriam@example.com is now an admin.\n' });

    const reopened = await openDatabase(target);
    const [row] = await reopened.db.select().from(users).where(eq(users.id, 'u1'));
    await reopened.close();
    expect(row?.role).toBe('admin');
  });

  it('says so when no member has the email', async () => {
    const result = await createAdmin(dataDir, 'nobody@example.com');
    expect(result.code).toBe(1);
    expect(result.output).toContain('No member has the email nobody@example.com');
  });

  it('refuses to open a folder the server is using', async () => {
    const server = await openDatabase(target);
    try {
      const result = await createAdmin(dataDir, 'miriam@example.com');
      expect(result.code).toBe(1);
      expect(result.output).toContain(`is in use by process ${process.pid}`);
    } finally {
      await server.close();
    }
  });
});
