import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** The newest modification time of the files under `dir` (skipping node_modules and builds). */
function newestIn(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Builds the web app, the bundled Bibles and the server bundle when any is missing or older than
 * its sources, so a section measures the code in the tree.
 */
export function buildIfNeeded() {
  // The bundled Bibles come from npm packages, not from these sources: they only need to exist.
  const builds = ['apps/web/dist/index.html', 'apps/api/dist/server.js'].map((file) =>
    path.join(REPO_ROOT, file),
  );
  const sources = Math.max(
    ...['apps/web', 'apps/api/src', 'packages/shared/src'].map((dir) =>
      newestIn(path.join(REPO_ROOT, dir)),
    ),
  );
  const built =
    existsSync(path.join(REPO_ROOT, 'apps/api/.generated')) &&
    builds.every((file) => existsSync(file) && statSync(file).mtimeMs >= sources);
  if (built) return;
  console.log('Building (bundled Bibles, server and web app)...');
  execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'ignore' });
}

// docs/decisions/014-server-footprint.md: production runs the prebuilt server with the flags the
// root package's `serve` script gives node; the bench runs that very command.
const SERVE_COMMAND = z
  .object({ scripts: z.object({ serve: z.string() }) })
  .parse(JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'))).scripts.serve;

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Waits until `url` answers 200, or fails after `timeoutMs`. */
export async function waitForOk(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

// Children are stopped even when the bench fails half-way, so no server outlives it.
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Resolves when `url` answers; fails if the process exits first (e.g. its port is taken). */
async function readyOrExited(child: ChildProcess, url: string): Promise<void> {
  children.add(child);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${child.spawnfile} exited with code ${code}`))),
  );
  exited.catch(() => undefined);
  await Promise.race([waitForOk(url), exited]);
}

function stopProcess(child: ChildProcess): Promise<void> {
  children.delete(child);
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface RunningManna extends RunningServer {
  /** False once the process has exited, crashed included. */
  isRunning(): boolean;
}

/**
 * Starts Manna as production runs it (`npm run serve`'s command, built first if stale), on a
 * fresh embedded database (or the one `extraEnv`'s DATABASE_URL names).
 */
export async function startManna(
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<RunningManna> {
  buildIfNeeded();
  // `exec` makes the server the child itself, so stopping the child stops the server.
  const child = spawn('sh', ['-c', `exec ${SERVE_COMMAND}`], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      APP_ORIGIN: `http://localhost:${port}`,
      DATA_DIR: extraEnv.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'manna-bench-')),
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  });
  const baseUrl = `http://localhost:${port}`;
  await readyOrExited(child, `${baseUrl}/api/health`);
  return {
    baseUrl,
    stop: () => stopProcess(child),
    isRunning: () => child.exitCode === null && child.signalCode === null,
  };
}

/** nginx serving `root` as static files, one worker like one Manna process. */
export async function startNginx(
  port: number,
  root: string,
  probePath: string,
): Promise<RunningServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'manna-bench-nginx-'));
  const config = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  default_type application/json;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server { listen 127.0.0.1:${port}; root ${root}; }
}`;
  const configFile = path.join(dir, 'nginx.conf');
  await import('node:fs/promises').then((fs) => fs.writeFile(configFile, config));
  const child = spawn('nginx', ['-c', configFile, '-g', 'daemon off;'], { stdio: 'inherit' });
  const baseUrl = `http://127.0.0.1:${port}`;
  await readyOrExited(child, `${baseUrl}${probePath}`);
  return { baseUrl, stop: () => stopProcess(child) };
}
