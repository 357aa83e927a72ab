import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// A test file that replaces a module or a global (vi.mock and its kin) needs a module graph and
// an environment of its own; the others share one per worker, which spares each of them importing
// the app and setting up jsdom afresh: that was most of the suites' time.
const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules|stubGlobal|stubEnv)\(/;

/**
 * A workspace's tests as one project whose files share modules, plus one whose files each get
 * their own when any replace modules. Each takes the workspace's config and leaves out the
 * other's files (a project's `exclude` adds to the config it extends; its `include` would too).
 */
function projectsOf(
  workspace: string,
  name: string,
  test: TestProjectInlineConfiguration['test'] = {},
): TestProjectInlineConfiguration[] {
  const sources = path.join(workspace, 'src');
  const testFiles = readdirSync(sources, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join('src', file.split(path.sep).join('/')));
  const replacing = testFiles.filter((file) =>
    REPLACES_MODULES.test(readFileSync(path.join(workspace, file), 'utf8')),
  );
  const sharing = testFiles.filter((file) => !replacing.includes(file));
  const project = (projectName: string, isolate: boolean, leftOut: string[]) => ({
    extends: `./${workspace}/vitest.config.ts`,
    root: `./${workspace}`,
    test: { ...test, name: projectName, isolate, exclude: [...configDefaults.exclude, ...leftOut] },
  });
  return [
    project(name, false, replacing),
    ...(replacing.length > 0 ? [project(`${name} (own modules)`, true, sharing)] : []),
  ];
}

// API suites run once per database: always on embedded PGlite, and on PostgreSQL too
// when TEST_DATABASE_URL points at a server (as on CI).
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const apiProjects = (databaseKind: 'pglite' | 'postgres') =>
  projectsOf('apps/api', `api (${databaseKind})`, {
    provide: { databaseKind, testDatabaseUrl: testDatabaseUrl ?? '' },
  });

export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on a 2-core machine means one file at a time;
    // the suites are CPU-bound (PGlite, password hashing, jsdom), so every core earns its keep.
    maxWorkers: '100%',
    projects: [
      'packages/shared',
      'scripts',
      ...projectsOf('apps/web', 'web'),
      ...apiProjects('pglite'),
      ...(testDatabaseUrl ? apiProjects('postgres') : []),
    ],
  },
});
