import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file gets its own database, started from one of the run's templates; room for a
    // loaded machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['./src/testing/template-database.setup.ts'],
  },
});
