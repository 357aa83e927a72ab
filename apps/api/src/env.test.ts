import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env';

const SECRET = 'a-production-secret-of-enough-length-1234';

function problemsOf(raw: Record<string, string>): string[] {
  try {
    loadEnv(raw);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadEnv', () => {
  it('applies the defaults for a zero-setup start', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'manna-env-'));
    const env = loadEnv({ DATA_DIR: dataDir });
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      APP_ORIGIN: 'http://localhost:3000',
      DATA_DIR: dataDir,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('generates a development secret once and keeps it with the data', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'manna-env-'));
    const first = loadEnv({ DATA_DIR: dataDir });
    const second = loadEnv({ DATA_DIR: dataDir });
    expect(first.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.AUTH_SECRET).toBe(first.AUTH_SECRET);
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(first.AUTH_SECRET);
  });

  it('refuses to start in production without AUTH_SECRET', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'AUTH_SECRET: AUTH_SECRET is required in production: set it to a random string of at least 32 characters',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', AUTH_SECRET: SECRET })).toEqual([]);
  });

  it('lists every problem with a clear message', () => {
    expect(
      problemsOf({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://localhost/manna',
        AUTH_SECRET: 'short',
        APP_ORIGIN: 'not a url',
      }),
    ).toEqual([
      'PORT: PORT must be a number',
      'DATABASE_URL: DATABASE_URL must be a postgres:// or postgresql:// URL',
      'AUTH_SECRET: AUTH_SECRET must be at least 32 characters (try: openssl rand -base64 32)',
      'APP_ORIGIN: APP_ORIGIN must be a URL such as https://manna.example.org',
    ]);
  });

  it('resolves a relative DATA_DIR against the folder the command ran in', () => {
    const env = loadEnv({ DATA_DIR: 'var/manna', INIT_CWD: '/srv', AUTH_SECRET: SECRET });
    expect(env.DATA_DIR).toBe('/srv/var/manna');
  });

  it('treats empty variables as unset', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'manna-env-'));
    expect(loadEnv({ DATA_DIR: dataDir, PORT: '', DATABASE_URL: '' })).toMatchObject({
      PORT: 3000,
    });
  });
});
