declare module 'vitest' {
  export interface ProvidedContext {
    databaseKind: 'pglite' | 'postgres';
    testDatabaseUrl: string;
    /**
     * The migrated databases each test file starts from (template-database.setup.ts), empty and
     * with the reference data loaded: dump files for PGlite, template databases' names on
     * PostgreSQL.
     */
    templateDatabases: { migrated: string; seeded: string };
  }
}

export {};
