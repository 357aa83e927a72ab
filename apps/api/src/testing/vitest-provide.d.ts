declare module 'vitest' {
  export interface ProvidedContext {
    databaseKind: 'pglite' | 'postgres';
    testDatabaseUrl: string;
  }
}

export {};
