import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this: it diffs the schema into SQL files, which the
// server applies itself at start-up (PGlite allows one process per data folder).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
