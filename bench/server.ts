import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');

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
 * Starts Manna as production runs it, on a fresh embedded database (or the one `extraEnv`'s
 * DATABASE_URL names).
 */
export async function startManna(
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<RunningManna> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/index.ts'], {
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
