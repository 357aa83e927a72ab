// The accounts' limits, codes and messages, apart from the schemas (auth-schemas.ts) so that a
// screen showing them loads no zod (docs/decisions/005-first-load-budget.md).

// Sign-up or sign-in needs an email (or phone) and a password
// (docs/product/accounts-and-shell.md#sign-in-sign-up-recovery).
export const MISSING_CREDENTIALS_MESSAGE =
  'You must provide either an email or phone number and a password';

/** The web screen a confirmation link lands on, with `?error=` when the link is spent or expired. */
export const EMAIL_CONFIRMED_PATH = '/email-confirmed';

export const PASSWORD_MIN_LENGTH = 8;
/** The error code of a password refused as too easy to guess (its message says why). */
export const WEAK_PASSWORD_CODE = 'WEAK_PASSWORD';
/** Until a new account's e-mail is confirmed it cannot sign in (better-auth's code). */
export const EMAIL_NOT_VERIFIED_CODE = 'EMAIL_NOT_VERIFIED';
// RFC 5321's limit on a forward path: no deliverable address is longer.
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_TOO_LONG_MESSAGE = 'That email address is too long';
export const PASSWORD_MAX_LENGTH = 128;
