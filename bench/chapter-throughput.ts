import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startManna, startNginx } from './server';

const run = promisify(execFile);
const CHAPTER_PATH = '/api/scripture/kjv/JHN/3';
const DURATION = '10s';
const CONNECTIONS = '32';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  mismatchedBodies: number;
  socketErrors: number;
}

async function load(url: string, expectedBodyFile: string): Promise<LoadResult> {
  const args = [
    '-t1',
    `-c${CONNECTIONS}`,
    '--latency',
    '-s',
    path.join(import.meta.dirname, 'check-body.lua'),
  ];
  const env = { ...process.env, BENCH_EXPECTED_BODY: expectedBodyFile };
  await run('wrk', [...args, '-d2s', url], { env }); // warm-up
  const { stdout } = await run('wrk', [...args, `-d${DURATION}`, url], { env });
  const line = stdout.split('\n').find((text) => text.startsWith('BENCH_RESULT'));
  if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
  const field = (name: string) => Number(line.match(new RegExp(`${name}=([\\d.]+)`))?.[1]);
  return {
    requestsPerSecond: field('requests') / field('seconds'),
    p50Ms: field('p50_us') / 1000,
    p99Ms: field('p99_us') / 1000,
    non2xx: field('non2xx'),
    mismatchedBodies: field('mismatched'),
    socketErrors: field('errors'),
  };
}

/**
 * The bundled chapter endpoint against nginx serving the very same bytes as a static file,
 * both single-process, loaded by wrk from this machine.
 */
export async function benchChapterThroughput(ports: { manna: number; nginx: number }) {
  const manna = await startManna(ports.manna);
  const nginxRoot = mkdtempSync(path.join(tmpdir(), 'manna-bench-static-'));
  try {
    const body = await (await fetch(`${manna.baseUrl}${CHAPTER_PATH}`)).text();
    const staticFile = path.join(nginxRoot, CHAPTER_PATH);
    mkdirSync(path.dirname(staticFile), { recursive: true });
    writeFileSync(staticFile, body);
    // nginx's worker runs unprivileged: let it read the file.
    for (let dir = path.dirname(staticFile); dir.startsWith(nginxRoot); dir = path.dirname(dir)) {
      chmodSync(dir, 0o755);
    }
    chmodSync(staticFile, 0o644);

    const nginx = await startNginx(ports.nginx, nginxRoot, CHAPTER_PATH);
    try {
      const nginxBody = await (await fetch(`${nginx.baseUrl}${CHAPTER_PATH}`)).text();
      if (nginxBody !== body) throw new Error('nginx does not serve the same body');
      const mannaResult = await load(`${manna.baseUrl}${CHAPTER_PATH}`, staticFile);
      const nginxResult = await load(`${nginx.baseUrl}${CHAPTER_PATH}`, staticFile);
      return {
        bodyBytes: Buffer.byteLength(body),
        manna: mannaResult,
        nginx: nginxResult,
        ratio: mannaResult.requestsPerSecond / nginxResult.requestsPerSecond,
      };
    } finally {
      await nginx.stop();
    }
  } finally {
    await manna.stop();
  }
}
