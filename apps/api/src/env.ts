import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PAYMENT_KEY_NAMES, type PaymentKeyName, type PaymentMode } from '@manna/shared';
import { z } from 'zod';
import { API_ROOT } from './api-root';
import type { StripeConfig } from './features/purchases/stripe/stripe-gateway';

// The only module that reads process.env: configuration is parsed once, at boot.

const REPO_ROOT = path.resolve(API_ROOT, '../..');
const AUTH_SECRET_MIN_LENGTH = 32;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ message: 'PORT must be a number' })
      .int('PORT must be a whole number')
      .min(1, 'PORT must be between 1 and 65535')
      .max(65535, 'PORT must be between 1 and 65535')
      .default(3000),
    DATABASE_URL: z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
      .optional(),
    DATA_DIR: z.string().trim().min(1, 'DATA_DIR must not be empty').default('.data'),
    AUTH_SECRET: z
      .string()
      .min(
        AUTH_SECRET_MIN_LENGTH,
        `AUTH_SECRET must be at least ${AUTH_SECRET_MIN_LENGTH} characters (try: openssl rand -base64 32)`,
      )
      .optional(),
    APP_ORIGIN: z
      .url({ message: 'APP_ORIGIN must be a URL such as https://manna.example.org' })
      .optional(),
    // Further addresses members open Manna at (a LAN address for phones, a second domain).
    // APP_ORIGIN and this server's own port on localhost, 127.0.0.1 and [::1] are always trusted.
    TRUSTED_ORIGINS: z
      .string()
      .default('')
      .transform((list, ctx) => {
        const origins: string[] = [];
        for (const item of splitList(list)) {
          const origin = originOf(item);
          if (!origin) {
            ctx.addIssue({
              code: 'custom',
              message: `TRUSTED_ORIGINS must be a comma-separated list of origins such as http://192.168.1.20:3000 (got "${item}")`,
            });
            return z.NEVER;
          }
          origins.push(origin);
        }
        return origins;
      }),
    // Reverse proxies (addresses or CIDR ranges) whose X-Forwarded-For is believed. Without
    // them the client is the socket's peer: a header anyone can send never picks the address
    // that sign-in attempts are counted against.
    TRUSTED_PROXIES: z
      .string()
      .default('')
      .transform((list) => splitList(list))
      .pipe(
        z.array(
          z.union([z.cidrv4(), z.cidrv6(), z.ipv4(), z.ipv6()], {
            message:
              'TRUSTED_PROXIES must be a comma-separated list of IP addresses or CIDR ranges such as 10.0.0.0/8',
          }),
        ),
      ),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Manna <no-reply@manna.local>'),
    // Members with these e-mails become admins when they sign up or sign in: a way to
    // bootstrap the first admin on a live server (npm run create-admin needs it stopped on PGlite).
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((list) => splitList(list).map((email) => email.toLowerCase()))
      .pipe(
        z.array(z.email({ message: 'ADMIN_EMAILS must be a comma-separated list of e-mails' })),
      ),
    // API.Bible serves the licensed translations (NASB, ESV, NIV, NLT); without a key they are
    // listed as unavailable and readers get the bundled KJV instead.
    SCRIPTURE_API_KEY: z.string().trim().min(1).optional(),
    SCRIPTURE_API_BASE_URL: z
      .url({ message: 'SCRIPTURE_API_BASE_URL must be a URL' })
      .default('https://api.scripture.api.bible/v1')
      .transform((url) => url.replace(/\/$/, '')),
    // Overrides of the API.Bible ids, e.g. "nasb=a761ca71e0b3ddcf-01,esv=f421fe261da7624f-01".
    SCRIPTURE_BIBLE_IDS: z
      .string()
      .default('')
      .transform((list, ctx) => {
        const ids: Record<string, string> = {};
        for (const pair of splitList(list)) {
          const [name, id] = pair.split('=').map((part) => part.trim());
          if (!name || !id) {
            ctx.addIssue({
              code: 'custom',
              message: 'SCRIPTURE_BIBLE_IDS must look like "nasb=<id>,esv=<id>"',
            });
            return z.NEVER;
          }
          ids[name.toLowerCase()] = id;
        }
        return ids;
      }),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    // Voice memos live under DATA_DIR/voice-memos by default; several API instances (or a
    // disk that is not backed up) call for an S3-compatible bucket (AWS, MinIO, R2, ...).
    STORAGE_DRIVER: z
      .enum(['local', 's3'], { message: 'STORAGE_DRIVER must be local or s3' })
      .default('local'),
    S3_ENDPOINT: z
      .url({
        protocol: /^https?$/,
        message: 'S3_ENDPOINT must be a URL such as https://s3.example.org',
      })
      .optional(),
    // R2 wants 'auto'; MinIO accepts any region.
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_BUCKET: z.string().trim().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
    // Payments (docs/decisions/009-payments.md): Stripe when its key is set, else the built-in
    // test-mode checkout; 'off' sells nothing.
    PAYMENTS_MODE: z
      .enum(['stripe', 'sandbox', 'off'], {
        message: 'PAYMENTS_MODE must be stripe, sandbox or off',
      })
      .optional(),
    STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
    STRIPE_PRICE_TOKENS_10: z.string().trim().min(1).optional(),
    STRIPE_PRICE_TOKENS_30: z.string().trim().min(1).optional(),
    STRIPE_PRICE_TOKENS_100: z.string().trim().min(1).optional(),
    STRIPE_PRICE_MONTHLY: z.string().trim().min(1).optional(),
    STRIPE_PRICE_YEARLY: z.string().trim().min(1).optional(),
    // Another Stripe API server, e.g. the fake one of the tests.
    STRIPE_API_BASE_URL: z
      .url({ protocol: /^https?$/, message: 'STRIPE_API_BASE_URL must be an http(s) URL' })
      .optional(),
    // Web Push (docs/product/reminders.md#push): both keys or neither; without them the keys are
    // generated once and kept in the database, so every server on it signs with the same pair.
    VAPID_PUBLIC_KEY: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key')
      .optional(),
    // Push services contact the sender here about its messages; when unset, APP_ORIGIN if it is
    // https on a real host, else the MAIL_FROM address.
    VAPID_SUBJECT: z
      .string()
      .trim()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must be a mailto: or https:// address')
      .optional(),
    // Phone sign-in's codes (docs/security.md#accounts): POSTed as {to, body} JSON to any SMS
    // gateway's webhook. Without it codes go to the log in development, and phone sign-in is off
    // in production.
    SMS_WEBHOOK_URL: z
      .url({ protocol: /^https?$/, message: 'SMS_WEBHOOK_URL must be an http(s) URL' })
      .optional(),
    // Sent as `Authorization: Bearer <token>` to SMS_WEBHOOK_URL.
    SMS_WEBHOOK_TOKEN: z.string().trim().min(1).optional(),
    // Shared with the native wrapper's backend, which signs store purchases with it
    // (docs/native-wrapper.md#purchases); without it the endpoint answers 404.
    WRAPPER_PURCHASE_SECRET: z
      .string()
      .min(16, 'WRAPPER_PURCHASE_SECRET must be at least 16 characters')
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message:
          'AUTH_SECRET is required in production: set it to a random string of at least 32 characters',
      });
    }
    if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither',
      });
    }
    if (env.STORAGE_DRIVER === 's3') {
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `${name} is required when STORAGE_DRIVER=s3`,
          });
        }
      }
    }
    if (paymentsModeOf(env) === 'stripe') {
      for (const name of STRIPE_SETTINGS) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `${name} is required when payments go through Stripe (PAYMENTS_MODE=stripe)`,
          });
        }
      }
    }
  });

/** What Stripe needs; STRIPE_SECRET_KEY alone turns Stripe on, so the others must follow it. */
const isStripeSetting = (
  name: PaymentKeyName,
): name is Exclude<PaymentKeyName, 'WRAPPER_PURCHASE_SECRET'> => name !== 'WRAPPER_PURCHASE_SECRET';
const STRIPE_SETTINGS = PAYMENT_KEY_NAMES.filter(isStripeSetting);

type ParsedEnv = z.infer<typeof envSchema>;

function paymentsModeOf(env: Pick<ParsedEnv, 'PAYMENTS_MODE' | 'STRIPE_SECRET_KEY'>): PaymentMode {
  return env.PAYMENTS_MODE ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
}

/** The payment settings in one place; the secrets are read from here and never logged. */
export interface PaymentsConfig {
  mode: PaymentMode;
  /** Set when mode is stripe. */
  stripe: StripeConfig | null;
  wrapperSecret: string | null;
  /** Which payment settings are set, whatever the mode (the payment setup screen shows it). */
  keysPresent: Record<PaymentKeyName, boolean>;
}

function paymentsOf(env: ParsedEnv): PaymentsConfig {
  const mode = paymentsModeOf(env);
  const {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_TOKENS_10: tokens_10,
    STRIPE_PRICE_TOKENS_30: tokens_30,
    STRIPE_PRICE_TOKENS_100: tokens_100,
    STRIPE_PRICE_MONTHLY: monthly,
    STRIPE_PRICE_YEARLY: yearly,
  } = env;
  // The schema's refinement made these present in stripe mode; the checks narrow their types.
  const stripe =
    mode === 'stripe' &&
    secretKey &&
    webhookSecret &&
    tokens_10 &&
    tokens_30 &&
    tokens_100 &&
    monthly &&
    yearly
      ? {
          secretKey,
          webhookSecret,
          prices: { tokens_10, tokens_30, tokens_100, monthly, yearly },
          ...(env.STRIPE_API_BASE_URL && { apiBaseUrl: env.STRIPE_API_BASE_URL }),
        }
      : null;
  return {
    mode,
    stripe,
    wrapperSecret: env.WRAPPER_PURCHASE_SECRET ?? null,
    keysPresent: {
      STRIPE_SECRET_KEY: secretKey !== undefined,
      STRIPE_WEBHOOK_SECRET: webhookSecret !== undefined,
      STRIPE_PRICE_TOKENS_10: tokens_10 !== undefined,
      STRIPE_PRICE_TOKENS_30: tokens_30 !== undefined,
      STRIPE_PRICE_TOKENS_100: tokens_100 !== undefined,
      STRIPE_PRICE_MONTHLY: monthly !== undefined,
      STRIPE_PRICE_YEARLY: yearly !== undefined,
      WRAPPER_PURCHASE_SECRET: env.WRAPPER_PURCHASE_SECRET !== undefined,
    },
  };
}

function splitList(list: string): string[] {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The origin of an http(s) URL without path, query or fragment; undefined for anything else. */
function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username;
    return /^https?:$/.test(url.protocol) && bare ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Settings read once into `payments`, so that no other module touches the secrets. */
type PaymentVariable =
  | (typeof STRIPE_SETTINGS)[number]
  | 'PAYMENTS_MODE'
  | 'STRIPE_API_BASE_URL'
  | 'WRAPPER_PURCHASE_SECRET';

export type Env = Omit<ParsedEnv, 'AUTH_SECRET' | 'APP_ORIGIN' | PaymentVariable> & {
  AUTH_SECRET: string;
  APP_ORIGIN: string;
  /** Absolute path of DATA_DIR. */
  DATA_DIR: string;
  payments: PaymentsConfig;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type RawEnv = Record<string, string | undefined>;

/** Parses and completes the configuration; throws ConfigError listing every problem. */
export function loadEnv(raw: RawEnv = process.env): Env {
  // Empty variables count as unset, so `PORT= npm start` behaves like no PORT at all.
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const {
    PAYMENTS_MODE,
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_TOKENS_10,
    STRIPE_PRICE_TOKENS_30,
    STRIPE_PRICE_TOKENS_100,
    STRIPE_PRICE_MONTHLY,
    STRIPE_PRICE_YEARLY,
    STRIPE_API_BASE_URL,
    WRAPPER_PURCHASE_SECRET,
    ...env
  } = parsed.data;
  // npm runs scripts inside the workspace; a relative DATA_DIR means the folder the
  // command was typed in (INIT_CWD), and the default lives at the repository root.
  const baseDir = raw.DATA_DIR ? (raw.INIT_CWD ?? process.cwd()) : REPO_ROOT;
  const dataDir = path.resolve(baseDir, env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    AUTH_SECRET: env.AUTH_SECRET ?? loadOrCreateDevSecret(dataDir),
    APP_ORIGIN: (env.APP_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    payments: paymentsOf(parsed.data),
  };
}

// Outside production a secret is generated once and kept with the data, so sessions
// survive restarts without any setup.
function loadOrCreateDevSecret(dataDir: string): string {
  const secretFile = path.join(dataDir, 'auth-secret');
  if (existsSync(secretFile)) return readFileSync(secretFile, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(secretFile, secret, { mode: 0o600 });
  return secret;
}
