import { execFile } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Placeholder, type Query, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { API_ROOT } from '../api-root';
import { systemErrorCode } from '../lib/system-errors';
import { PreparingPGlite } from './pglite-statements';
import * as schema from './schema';

export type Schema = typeof schema;
/** The same Drizzle API over PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Database | Transaction;

/**
 * Where a database's notifications (LISTEN/NOTIFY) can be heard: a connection string to open a
 * dedicated PostgreSQL connection with, or the PGlite instance itself (one process, so no second
 * connection). Looked up from the Drizzle database with `notificationSourceOf`.
 */
export type NotificationSource =
  | { kind: 'postgres'; connectionString: string }
  | { kind: 'pglite'; client: PGlite };

const notificationSources = new WeakMap<Database, NotificationSource>();

/** How to LISTEN on the database `db` was opened on (openDatabase registers every database). */
export function notificationSourceOf(db: Database): NotificationSource {
  const source = notificationSources.get(db);
  if (!source) throw new Error('This database was not opened with openDatabase');
  return source;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'src/db/migrations');
// Arbitrary constant shared by every instance: one of them migrates, the others wait.
const MIGRATION_LOCK_KEY = 727_514_001;

export type DatabaseTarget =
  | { url: string }
  | { pgliteDir: string }
  /** `from`: a dump of another PGlite database (createPgliteTemplate) to start from. */
  | { inMemory: true; from?: Blob };

/** Where the database reports trouble it recovers from by itself (the app's logger fits). */
export interface DatabaseLogger {
  warn(fields: object, message: string): void;
}

export interface DatabaseOptions {
  /** Where lost PostgreSQL connections are reported; console.warn by default. */
  logger?: DatabaseLogger;
}

/**
 * How long a query waits for a PostgreSQL connection (a new one, or a free one from a busy
 * pool): long enough for a loaded server to accept one, short enough that a request during an
 * outage answers 503 well before a member gives up on it.
 */
export const CONNECTION_TIMEOUT_MS = 5_000;

const consoleLogger: DatabaseLogger = {
  warn: (_fields, message) => console.warn(message),
};

export async function openDatabase(
  target: DatabaseTarget,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  if ('url' in target) return openPostgres(target.url, options);
  if ('pgliteDir' in target) return openPglite({ dataDir: target.pgliteDir });
  return openPglite({ loadDataDir: target.from });
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const logger = options.logger ?? consoleLogger;
  // No query or statement timeout: migrations and the reference-data seed may legitimately
  // run long. A restart or an outage closes the sockets, which fails in-flight queries at once.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
  });
  // A connection the server closes (restart, failover, pg_terminate_backend) is an 'error'
  // event on its client; unheard, it crashes the process. pg-pool listens only while a client
  // is idle, so a client checked out for a transaction or the migration lock needs a listener
  // of its own, for its whole life. pg has already failed the client's queries with that error
  // (so the request answers 503) and marked it unusable, so the pool discards it on release
  // and the next query opens a fresh connection.
  pool.on('connect', (client) => {
    let lost = false;
    client.on('error', (error) => {
      // pg reports one lost connection twice: the server's goodbye, then the socket's end.
      if (lost) return;
      lost = true;
      logger.warn({ err: error }, `PostgreSQL connection lost: ${error.message}`);
    });
  });
  // The idle case again, as the pool reports it: the listener above has already logged it.
  pool.on('error', () => {});
  const db: Database = drizzleNodePostgres({ client: pool, schema });
  notificationSources.set(db, { kind: 'postgres', connectionString: url });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Many API instances may start together against one server: an advisory lock held on
      // one connection lets exactly one apply migrations while the rest wait.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePostgres(drizzleNodePostgres({ client }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

// What the migrations ask PGlite for: pg_trgm for the member search (0008_members_search),
// btree_gin for the personal search's indexes by owner (0013_personal_search_by_owner).
const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

/**
 * PGlite runs PostgreSQL inside the server's own process, in a WebAssembly memory that grows and
 * never shrinks. initdb's defaults size a dedicated database server (128 MB of shared buffers,
 * 64 MB per maintenance job): they alone held half the server's memory. The operating system
 * caches the data folder's files, so a small buffer pool costs a copy, not a disk read
 * (docs/decisions/014-server-footprint.md).
 */
export const PGLITE_SETTINGS = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
  wal_buffers: '1MB',
  temp_buffers: '2MB',
} as const;

const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

const migratePgliteClient = (client: PGlite) =>
  migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });

/**
 * A migrated in-memory database, filled by `fill` (empty without it), dumped: starting PGlite from
 * it skips initdb, the migrations and the filling, several times faster than a fresh one (the API
 * tests start one per file). Started `from` another such dump, it skips initdb and the migrations
 * too (they find nothing left to do).
 */
export async function createPgliteTemplate({
  fill,
  from,
}: {
  fill?: (db: Database) => Promise<void>;
  from?: Blob;
} = {}): Promise<Blob> {
  const client = await PGlite.create({
    extensions: PGLITE_EXTENSIONS,
    startParams: PGLITE_START_PARAMS,
    ...(from ? { loadDataDir: from } : {}),
  });
  try {
    await migratePgliteClient(client);
    await fill?.(drizzlePglite({ client, schema }));
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

// Run by a node of its own: PGlite's module, the data folder, the start parameters.
const INITDB_SCRIPT = `
const [module, dataDir, startParams] = process.argv.slice(1);
const { PGlite } = await import(module);
await (await PGlite.create({ dataDir, startParams: JSON.parse(startParams) })).close();
`;

/**
 * Creates a new data folder in a process of its own. PGlite runs initdb in two more WebAssembly
 * instances of its own, and the memory they took stayed with the server for its whole life:
 * several hundred megabytes after a first start (docs/decisions/014-server-footprint.md).
 */
async function initdbInChildProcess(dataDir: string): Promise<void> {
  const pgliteModule = pathToFileURL(
    createRequire(import.meta.url).resolve('@electric-sql/pglite'),
  );
  await promisify(execFile)(process.execPath, [
    '--input-type=module',
    '--eval',
    INITDB_SCRIPT,
    pgliteModule.href,
    dataDir,
    JSON.stringify(PGLITE_START_PARAMS),
  ]);
}

async function openPglite({
  dataDir,
  loadDataDir,
}: {
  dataDir?: string;
  loadDataDir?: Blob | undefined;
}): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  if (dataDir) {
    // PGlite only creates the last folder of its path, and does not lock it itself.
    mkdirSync(path.dirname(dataDir), { recursive: true });
    releaseLock = lockDataDir(dataDir);
  }
  try {
    if (dataDir && !existsSync(path.join(dataDir, 'PG_VERSION')))
      await initdbInChildProcess(dataDir);
    const client = await PreparingPGlite.open({
      ...(dataDir ? { dataDir } : { loadDataDir }),
      extensions: PGLITE_EXTENSIONS,
      startParams: PGLITE_START_PARAMS,
    });
    const db: Database = drizzlePglite({ client, schema });
    notificationSources.set(db, { kind: 'pglite', client });
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePgliteClient(client),
      async close() {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (is the Manna server running?). ` +
        'Stop that process first: PGlite allows only one process per data folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.pid`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if (systemErrorCode(error) !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirInUseError(dataDir, holder);
      }
      // Left behind by a process that died: take it over.
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return systemErrorCode(error) === 'EPERM';
  }
}

export function databaseTargetFor(env: { DATABASE_URL?: string | undefined; DATA_DIR: string }) {
  return env.DATABASE_URL
    ? { url: env.DATABASE_URL }
    : { pgliteDir: path.join(env.DATA_DIR, 'pglite') };
}

/** Rows of a raw SQL query; PGlite and node-postgres both answer with `{ rows }`. */
export async function selectRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  // Drizzle types a raw result as unknown over the generic driver: the SQL names the columns.
  const result = (await executor.execute(query)) as { rows: Row[] };
  return result.rows;
}

const dialect = new PgDialect();

/** A value of a statement: the value itself, or a placeholder of a statement built once. */
export type BoundValue<T> = T | SQLWrapper;

/**
 * A raw SQL statement whose text is built once, with a placeholder for each of its values, then run
 * on every call as the prepared statement `name` with `values`. Building a statement through
 * drizzle (its `is` checks, its SQL assembly) cost more of a mark's CPU than most of its statements
 * took to run on PGlite; and on PostgreSQL the name makes the connection parse and plan it once
 * instead of on every call (node-postgres remembers which statements each connection holds;
 * PGlite prepares every query by its text anyway, pglite-statements.ts)
 * (docs/decisions/013-marking-a-chapter.md). For hot statements only: a connection keeps every
 * name it has prepared, and refuses a name with another text. `build` is called once, with the
 * executor of the first call (for subqueries drizzle builds from one), and must give the same text
 * whatever the values: a value the text depends on (a list's length) cannot be a placeholder.
 */
export function statementBuiltOnce<Values extends Record<string, unknown>, Row>(
  name: string,
  build: (value: (key: keyof Values & string) => Placeholder, executor: Executor) => SQL,
): (executor: Executor, values: Values) => Promise<Row[]> {
  let query: Query | undefined;
  return async (executor, values) => {
    query ??= dialect.sqlToQuery(build((key) => sql.placeholder(key), executor));
    const prepared = executor._.session.prepareQuery(query, undefined, name, false);
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
