import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteTemplate, type DatabaseHandle, openDatabase } from '../db/client';
import { seedReferenceData } from '../db/seed/reference-data';
import { runOnServer } from './test-database';

/**
 * Vitest global setup for the API projects: migrates one database for the whole run, and one
 * more with the reference data loaded, which every test file's database then starts from
 * (test-database.ts). Migrating a database per file cost most of the API suites' time, and
 * loading the reading plans' chapters into each one a good part of what was left.
 */
export default async function setup(project: TestProject) {
  const { databaseKind, testDatabaseUrl } = project.config.provide;
  if (databaseKind === 'postgres') {
    if (!testDatabaseUrl) throw new Error('The PostgreSQL API project needs TEST_DATABASE_URL');
    const serverUrl = new URL(testDatabaseUrl);
    const migrated = `manna_template_${randomUUID().replaceAll('-', '')}`;
    const seeded = `${migrated}_seeded`;
    // Closed before any file clones it: PostgreSQL copies only a database nobody is connected to.
    const prepare = async (name: string, work: (database: DatabaseHandle) => Promise<void>) => {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ url: url.toString() });
      try {
        await work(database);
      } finally {
        await database.close();
      }
    };
    await runOnServer(serverUrl, `create database ${migrated}`);
    await prepare(migrated, (database) => database.migrate());
    await runOnServer(serverUrl, `create database ${seeded} template ${migrated}`);
    await prepare(seeded, (database) => seedReferenceData(database.db));
    project.provide('templateDatabases', { migrated, seeded });
    return async () => {
      for (const name of [seeded, migrated]) {
        await runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
      }
    };
  }

  const folder = await mkdtemp(path.join(tmpdir(), 'manna-pglite-template-'));
  const dumpTo = async (name: string, dump: Blob) => {
    const file = path.join(folder, `${name}.tar`);
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    return file;
  };
  // The seeded one starts from the migrated one, as on PostgreSQL: initdb and the migrations
  // were most of the setup's time, and both templates ran them.
  const migratedDump = await createPgliteTemplate();
  const seededDump = await createPgliteTemplate({ fill: seedReferenceData, from: migratedDump });
  const [migrated, seeded] = await Promise.all([
    dumpTo('migrated', migratedDump),
    dumpTo('seeded', seededDump),
  ]);
  project.provide('templateDatabases', { migrated, seeded });
  return () => rm(folder, { recursive: true, force: true });
}
