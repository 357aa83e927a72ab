import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file gets its own fresh database; migrations and hashing make setup slowish.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
