import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';
const DATABASE_NAME = 'manna';

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** The newest PostgreSQL installed from Debian's packages. */
function postgresBinDir(): string {
  const versions = existsSync(POSTGRES_ROOT)
    ? readdirSync(POSTGRES_ROOT)
        .filter((version) => existsSync(path.join(POSTGRES_ROOT, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const [newest] = versions;
  if (!newest) throw new Error(`PostgreSQL is missing: apt-get install -y postgresql`);
  return path.join(POSTGRES_ROOT, newest, 'bin');
}

// PostgreSQL refuses to run as root: as root, its binaries run as the postgres OS user.
const asRoot = process.getuid?.() === 0;
const commandFor = (bin: string, args: string[]): [string, string[]] =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];

async function idOf(flag: '-u' | '-g'): Promise<number> {
  return Number((await run('id', [flag, 'postgres'])).stdout.trim());
}

export interface PostgresCluster {
  /** DATABASE_URL of the cluster's one database. */
  url: string;
  /** pg_ctl restart -m fast: every connection is closed, the server is back in a second or so. */
  restart(): Promise<void>;
  /** pg_ctl stop -m fast: an outage until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server if it runs and deletes its files; safe to call more than once. */
  remove(): void;
}

/**
 * A PostgreSQL cluster of its own in a temporary folder, on a free port of 127.0.0.1 with trust
 * authentication: for a script that restarts and stops it without touching any other server.
 */
export async function createPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'manna-chaos-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  let removed = false;

  const pgCtl = async (...args: string[]) => {
    const [command, commandArgs] = commandFor(path.join(bin, 'pg_ctl'), ['-D', dataDir, ...args]);
    await run(command, commandArgs);
  };
  // -l on every start: without it the server would write to (and hold open) our pipe.
  const serverOptions = ['-l', logFile, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`];

  const cluster: PostgresCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/${DATABASE_NAME}`,
    restart: () => pgCtl('-w', '-t', '60', '-m', 'fast', ...serverOptions, 'restart'),
    stop: () => pgCtl('-w', '-t', '60', '-m', 'fast', 'stop'),
    start: () => pgCtl('-w', '-t', '60', ...serverOptions, 'start'),
    remove() {
      if (removed) return;
      removed = true;
      try {
        const [command, args] = commandFor(path.join(bin, 'pg_ctl'), [
          '-D',
          dataDir,
          '-m',
          'immediate',
          'stop',
        ]);
        execFileSync(command, args, { stdio: 'ignore' });
      } catch {
        // not running
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  // Whatever happens to the script, the cluster goes with it.
  process.on('exit', () => cluster.remove());

  try {
    if (asRoot) {
      mkdirSync(dataDir);
      const [uid, gid] = [await idOf('-u'), await idOf('-g')];
      chownSync(dir, uid, gid);
      chownSync(dataDir, uid, gid);
    }
    const [command, args] = commandFor(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    await run(command, args);
    await cluster.start();
    const client = new pg.Client({ connectionString: cluster.url.replace(/\/\w+$/, '/postgres') });
    await client.connect();
    try {
      await client.query(`create database ${DATABASE_NAME}`);
    } finally {
      await client.end();
    }
    return cluster;
  } catch (error) {
    cluster.remove();
    throw error;
  }
}
