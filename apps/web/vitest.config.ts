import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Each file gets a fresh jsdom and module graph in a VM context (with more than one worker:
    // docs/architecture.md#tests), of a worker that keeps jsdom and the transformed modules loaded:
    // a process per file spent most of the suite's time importing jsdom and the app again.
    pool: 'vmThreads',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Room for several findBy* waits (setup-tests.ts) in one test on a loaded machine.
    testTimeout: 20_000,
  },
});
