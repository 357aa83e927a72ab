import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The test files share a module graph per worker, which spares each importing the app afresh
// (half the suites' time); each opens a database of its own. A file that replaced a module or a
// global would replace it for the files after it, so none may.
const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules|stubGlobal|stubEnv)\(/;
const sources = fileURLToPath(new URL('./src', import.meta.url));
for (const file of readdirSync(sources, { recursive: true, encoding: 'utf8' })) {
  if (
    file.endsWith('.test.ts') &&
    REPLACES_MODULES.test(readFileSync(path.join(sources, file), 'utf8'))
  ) {
    throw new Error(
      `apps/api/src/${file} replaces a module or a global, which the API's test files share: pass the dependency in instead (as readBundledBible takes its folder).`,
    );
  }
}

export default defineProject({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    isolate: false,
    // Each file gets its own database, started from one of the run's templates; room for a
    // loaded machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['./src/testing/template-database.setup.ts'],
  },
});
