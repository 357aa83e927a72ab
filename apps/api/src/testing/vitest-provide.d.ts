declare module 'vitest' {
  export interface ProvidedContext {
    databaseKind: 'pglite' | 'postgres';
    testDatabaseUrl: string;
    /**
     * The migrated database each test file starts from (template-database.setup.ts): a dump file
     * for PGlite, a template database's name on PostgreSQL.
     */
    templateDatabase: string;
  }
}

export {};
