import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAYMENT_KEY_NAMES } from '@manna/shared';
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

  it('keeps voice memos on local disk unless S3 is chosen', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'manna-env-'));
    expect(loadEnv({ DATA_DIR: dataDir })).toMatchObject({
      STORAGE_DRIVER: 'local',
      S3_REGION: 'us-east-1',
    });
  });

  it('accepts an S3-compatible bucket with its keys', () => {
    const env = loadEnv({
      AUTH_SECRET: SECRET,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'auto',
      S3_BUCKET: 'manna',
      S3_ACCESS_KEY_ID: 'access',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(env).toMatchObject({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'auto',
      S3_BUCKET: 'manna',
    });
  });

  it('names every missing S3 setting', () => {
    expect(problemsOf({ AUTH_SECRET: SECRET, STORAGE_DRIVER: 's3' })).toEqual([
      'S3_BUCKET: S3_BUCKET is required when STORAGE_DRIVER=s3',
      'S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID is required when STORAGE_DRIVER=s3',
      'S3_SECRET_ACCESS_KEY: S3_SECRET_ACCESS_KEY is required when STORAGE_DRIVER=s3',
    ]);
    expect(
      problemsOf({ AUTH_SECRET: SECRET, STORAGE_DRIVER: 'disk', S3_ENDPOINT: 'minio:9000' }),
    ).toEqual([
      'STORAGE_DRIVER: STORAGE_DRIVER must be local or s3',
      'S3_ENDPOINT: S3_ENDPOINT must be a URL such as https://s3.example.org',
    ]);
  });

  it('treats empty variables as unset', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'manna-env-'));
    expect(loadEnv({ DATA_DIR: dataDir, PORT: '', DATABASE_URL: '' })).toMatchObject({
      PORT: 3000,
    });
  });

  it('takes a VAPID key pair whole, or none, and a mailto: or https: subject', () => {
    const publicKey = `B${'A'.repeat(86)}`;
    const privateKey = 'A'.repeat(43);
    expect(
      problemsOf({
        AUTH_SECRET: SECRET,
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
        VAPID_SUBJECT: 'mailto:pastor@example.org',
      }),
    ).toEqual([]);
    expect(problemsOf({ AUTH_SECRET: SECRET, VAPID_PUBLIC_KEY: publicKey })).toEqual([
      'VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither',
    ]);
    expect(problemsOf({ AUTH_SECRET: SECRET, VAPID_SUBJECT: 'http://example.org' })).toEqual([
      'VAPID_SUBJECT: VAPID_SUBJECT must be a mailto: or https:// address',
    ]);
  });

  it('takes an http(s) SMS webhook for phone sign-in codes', () => {
    expect(
      problemsOf({
        AUTH_SECRET: SECRET,
        SMS_WEBHOOK_URL: 'https://sms.example.org/send',
        SMS_WEBHOOK_TOKEN: 'token',
      }),
    ).toEqual([]);
    expect(problemsOf({ AUTH_SECRET: SECRET, SMS_WEBHOOK_URL: 'ftp://sms.example.org' })).toEqual([
      'SMS_WEBHOOK_URL: SMS_WEBHOOK_URL must be an http(s) URL',
    ]);
  });

  describe('payments', () => {
    const stripeSettings = {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_PRICE_TOKENS_10: 'price_10',
      STRIPE_PRICE_TOKENS_30: 'price_30',
      STRIPE_PRICE_TOKENS_100: 'price_100',
      STRIPE_PRICE_MONTHLY: 'price_monthly',
      STRIPE_PRICE_YEARLY: 'price_yearly',
    };

    it('sells in test mode without Stripe keys', () => {
      expect(loadEnv({ AUTH_SECRET: SECRET }).payments).toEqual({
        mode: 'sandbox',
        stripe: null,
        wrapperSecret: null,
        keysPresent: Object.fromEntries(PAYMENT_KEY_NAMES.map((name) => [name, false])),
      });
      expect(loadEnv({ AUTH_SECRET: SECRET, PAYMENTS_MODE: 'off' }).payments.mode).toBe('off');
    });

    it('goes through Stripe when its key is set, with the prices and another API server', () => {
      const env = loadEnv({
        AUTH_SECRET: SECRET,
        ...stripeSettings,
        STRIPE_API_BASE_URL: 'http://127.0.0.1:12111',
        WRAPPER_PURCHASE_SECRET: 'a-wrapper-secret-long-enough',
      });
      expect(env.payments).toEqual({
        mode: 'stripe',
        stripe: {
          secretKey: 'sk_test_123',
          webhookSecret: 'whsec_123',
          prices: {
            tokens_10: 'price_10',
            tokens_30: 'price_30',
            tokens_100: 'price_100',
            monthly: 'price_monthly',
            yearly: 'price_yearly',
          },
          apiBaseUrl: 'http://127.0.0.1:12111',
        },
        wrapperSecret: 'a-wrapper-secret-long-enough',
        keysPresent: Object.fromEntries(PAYMENT_KEY_NAMES.map((name) => [name, true])),
      });
      // The secrets live in `payments` only, never among the plain settings.
      expect(Object.keys(env).filter((key) => key.startsWith('STRIPE_'))).toEqual([]);
    });

    it('reports which payment settings are set, also when the mode ignores them', () => {
      const env = loadEnv({ AUTH_SECRET: SECRET, ...stripeSettings, PAYMENTS_MODE: 'sandbox' });
      expect(env.payments.mode).toBe('sandbox');
      expect(env.payments.stripe).toBeNull();
      expect(env.payments.keysPresent).toMatchObject({
        STRIPE_SECRET_KEY: true,
        STRIPE_PRICE_YEARLY: true,
        WRAPPER_PURCHASE_SECRET: false,
      });
    });

    it('refuses Stripe mode without its key, naming what is missing', () => {
      expect(problemsOf({ AUTH_SECRET: SECRET, PAYMENTS_MODE: 'stripe' })).toContain(
        'STRIPE_SECRET_KEY: STRIPE_SECRET_KEY is required when payments go through Stripe (PAYMENTS_MODE=stripe)',
      );
      expect(
        problemsOf({
          AUTH_SECRET: SECRET,
          STRIPE_SECRET_KEY: 'sk_test_123',
          PAYMENTS_MODE: 'stripe',
        }),
      ).toEqual(
        Object.keys(stripeSettings)
          .filter((name) => name !== 'STRIPE_SECRET_KEY')
          .map(
            (name) =>
              `${name}: ${name} is required when payments go through Stripe (PAYMENTS_MODE=stripe)`,
          ),
      );
      expect(problemsOf({ AUTH_SECRET: SECRET, PAYMENTS_MODE: 'free' })).toEqual([
        'PAYMENTS_MODE: PAYMENTS_MODE must be stripe, sandbox or off',
      ]);
    });

    it('keeps a key in sandbox mode when told to', () => {
      const env = loadEnv({ AUTH_SECRET: SECRET, ...stripeSettings, PAYMENTS_MODE: 'sandbox' });
      expect(env.payments).toMatchObject({ mode: 'sandbox', stripe: null });
    });
  });
});
