import { defineConfig } from 'vitest/config';

// API suites run once per database: always on embedded PGlite, and on PostgreSQL too
// when TEST_DATABASE_URL points at a server (as on CI).
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const apiProject = (databaseKind: 'pglite' | 'postgres') => ({
  extends: './apps/api/vitest.config.ts',
  root: './apps/api',
  test: {
    name: `api (${databaseKind})`,
    provide: { databaseKind, testDatabaseUrl: testDatabaseUrl ?? '' },
  },
});

export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on a 2-core machine means one file at a time;
    // the suites are CPU-bound (PGlite, password hashing, jsdom), so every core earns its keep.
    maxWorkers: '100%',
    projects: [
      'packages/shared',
      'scripts',
      'apps/web',
      apiProject('pglite'),
      ...(testDatabaseUrl ? [apiProject('postgres')] : []),
    ],
  },
});
