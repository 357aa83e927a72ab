import { desc, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Property names follow better-auth's field names (its drizzle adapter reads them);
// column names are snake_case like the domain tables'.
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    // better-auth's required `name` is the member's full name (`profile.full_name`,
    // docs/product/accounts-and-shell.md#who-is-signed-in).
    name: text('full_name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').notNull().default('user'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    tokens: integer('tokens').notNull().default(0),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    timeZone: text('time_zone'),
    // better-auth's phone number plugin (docs/security.md#accounts): E.164, confirmed by a code.
    phoneNumber: text('phone_number').unique(),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    // The landing page a visitor signed up from ('landing', 'landingv2'... ), null otherwise.
    signupVariant: text('signup_variant'),
    // Translation, font family and size, so reading looks the same on every device.
    readerPreferences: jsonb('reader_preferences').$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (table) => [
    index('users_role_idx').on(table.role),
    index('users_created_at_idx').on(table.createdAt),
    // The admin's member list (docs/product/admin.md#members): search by any part of a name or
    // e-mail (trigrams, pg_trgm), and its orders by name and by last sign-in, with 100,000 members.
    // No GIN pending list (fastupdate): PGlite runs no autovacuum to merge it, and a search would
    // scan it whole (bench/admin-members.ts); sign-ups are rare enough to update the index inline.
    index('users_full_name_trgm_idx')
      .using('gin', table.name.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('users_email_trgm_idx')
      .using('gin', table.email.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('users_name_order_idx').on(sql`lower(${table.name})`, table.id),
    index('users_last_login_order_idx').on(table.lastLogin.desc().nullsLast(), table.id),
    index('users_banned_idx').on(table.createdAt).where(sql`${table.banned}`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
    ...timestamps,
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [
    index('two_factors_user_id_idx').on(table.userId),
    index('two_factors_secret_idx').on(table.secret),
  ],
);

// Rate-limit counters live in the database so that every API instance shares them.
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// Every sign-in, kept apart from sessions (which end at sign-out) so an admin can see a member's
// sign-in history (docs/security.md#admins).
export const signIns = pgTable(
  'sign_ins',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sign_ins_user_created_at_idx').on(table.userId, desc(table.createdAt))],
);
