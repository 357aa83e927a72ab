import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteTemplate, openDatabase } from '../db/client';
import { runOnServer } from './test-database';

/**
 * Vitest global setup for the API projects: migrates one database for the whole run, which every
 * test file's database then starts from (test-database.ts). Migrating a database per file cost
 * most of the API suites' time.
 */
export default async function setup(project: TestProject) {
  const { databaseKind, testDatabaseUrl } = project.config.provide;
  if (databaseKind === 'postgres') {
    if (!testDatabaseUrl) throw new Error('The PostgreSQL API project needs TEST_DATABASE_URL');
    const serverUrl = new URL(testDatabaseUrl);
    const name = `manna_template_${randomUUID().replaceAll('-', '')}`;
    await runOnServer(serverUrl, `create database ${name}`);
    const templateUrl = new URL(serverUrl);
    templateUrl.pathname = `/${name}`;
    // Closed before any file clones it: PostgreSQL copies only a database nobody is connected to.
    const template = await openDatabase({ url: templateUrl.toString() });
    try {
      await template.migrate();
    } finally {
      await template.close();
    }
    project.provide('templateDatabase', name);
    return () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
  }

  const folder = await mkdtemp(path.join(tmpdir(), 'manna-pglite-template-'));
  const dumpFile = path.join(folder, 'template.tar');
  const dump = await createPgliteTemplate();
  await writeFile(dumpFile, new Uint8Array(await dump.arrayBuffer()));
  project.provide('templateDatabase', dumpFile);
  return () => rm(folder, { recursive: true, force: true });
}
