import { defineProject } from 'vitest/config';

// Pure functions without module state, mocks or fake timers: the files can share one module
// graph per worker instead of each importing it afresh.
export default defineProject({ test: { name: 'shared', environment: 'node', isolate: false } });
