import type { RouteEntry } from '../../lib/route-access';

/**
 * The better-auth endpoints Manna serves (docs/security.md#route-inventory).
 * Only these reach better-auth: auth.routes.ts registers exactly this list, and every other
 * endpoint better-auth offers is refused with 404 (REFUSED_AUTH_ENDPOINTS says why).
 */
export const AUTH_ENDPOINTS = [
  { method: 'POST', path: '/api/auth/sign-up/email', access: 'public', does: 'create an account' },
  { method: 'POST', path: '/api/auth/sign-in/email', access: 'public', does: 'sign in' },
  {
    method: 'POST',
    path: '/api/auth/phone-number/send-otp',
    access: 'public',
    does: 'text a sign-up code to a phone number',
  },
  {
    method: 'POST',
    path: '/api/auth/phone-number/verify',
    access: 'public',
    does: 'check the code and create the phone account',
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/phone-number',
    access: 'public',
    does: 'sign in with a phone number',
  },
  {
    method: 'POST',
    path: '/api/auth/phone-number/request-password-reset',
    access: 'public',
    does: 'text a password reset code to a phone account',
  },
  {
    method: 'POST',
    path: '/api/auth/phone-number/reset-password',
    access: 'public',
    does: 'set a new password with the texted code',
  },
  {
    method: 'POST',
    path: '/api/auth/sign-out',
    access: 'public',
    does: 'end the session, if there is one',
  },
  {
    method: 'GET',
    path: '/api/auth/get-session',
    access: 'public',
    does: 'the current session (null for a visitor)',
  },
  {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    access: 'public',
    does: 'e-mail a reset link',
  },
  {
    method: 'GET',
    path: '/api/auth/reset-password/:token',
    access: 'public',
    does: 'the e-mailed reset link: on to the reset screen',
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    does: 'set a new password with a reset token',
  },
  {
    method: 'GET',
    path: '/api/auth/verify-email',
    access: 'public',
    does: 'the e-mailed confirmation link',
  },
  {
    method: 'POST',
    path: '/api/auth/send-verification-email',
    access: 'public',
    does: 'e-mail a fresh confirmation link',
  },
  {
    method: 'GET',
    path: '/api/auth/error',
    access: 'public',
    does: "better-auth's page for a link that failed",
  },
  {
    method: 'POST',
    path: '/api/auth/two-factor/verify-totp',
    access: 'member',
    does: 'the second sign-in step, or confirming two-factor',
  },
  {
    method: 'POST',
    path: '/api/auth/two-factor/verify-backup-code',
    access: 'member',
    does: 'the second sign-in step with a backup code',
  },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    access: 'member',
    does: 'change the password',
  },
  {
    method: 'POST',
    path: '/api/auth/update-user',
    access: 'member',
    does: "change the member's name",
  },
  {
    method: 'POST',
    path: '/api/auth/two-factor/enable',
    access: 'member',
    does: 'turn two-factor on',
  },
  {
    method: 'POST',
    path: '/api/auth/two-factor/disable',
    access: 'member',
    does: 'turn two-factor off',
  },
] as const satisfies readonly RouteEntry[];

const NO_SOCIAL_SIGN_IN = 'Manna has no sign-in through other sites';
const NOT_OFFERED = 'no screen offers it: fewer doors, fewer ways in';
// docs/security.md#admins: an admin runs the community but never reads a member's journal,
// notes, prayers or voice memos, so no endpoint may let an admin become a member.
const ADMIN_AS_MEMBER = 'would let an admin sign in as a member and read what is theirs alone';
const ADMIN_RULES =
  'the admin area does this through its own routes, with its rules (the last admin stays) and an audit';

/** Everything else better-auth offers (paths under /api/auth), with the reason it answers 404. */
export const REFUSED_AUTH_ENDPOINTS: readonly { path: string; why: string }[] = [
  { path: '/sign-in/social', why: NO_SOCIAL_SIGN_IN },
  { path: '/callback/:id', why: NO_SOCIAL_SIGN_IN },
  { path: '/link-social', why: NO_SOCIAL_SIGN_IN },
  { path: '/unlink-account', why: NO_SOCIAL_SIGN_IN },
  { path: '/list-accounts', why: NO_SOCIAL_SIGN_IN },
  { path: '/refresh-token', why: NO_SOCIAL_SIGN_IN },
  { path: '/get-access-token', why: NO_SOCIAL_SIGN_IN },
  { path: '/account-info', why: NO_SOCIAL_SIGN_IN },
  {
    path: '/change-email',
    why: 'changing the address an account signs in with needs a confirmation flow of its own',
  },
  {
    path: '/delete-user',
    why: 'deleting an account must also remove its voice memo files, which better-auth does not know',
  },
  { path: '/delete-user/callback', why: 'see /delete-user' },
  { path: '/update-session', why: NOT_OFFERED },
  { path: '/verify-password', why: NOT_OFFERED },
  { path: '/list-sessions', why: NOT_OFFERED },
  { path: '/revoke-session', why: NOT_OFFERED },
  { path: '/revoke-sessions', why: NOT_OFFERED },
  { path: '/revoke-other-sessions', why: NOT_OFFERED },
  { path: '/ok', why: 'GET /api/health says the server is up' },
  { path: '/two-factor/get-totp-uri', why: NOT_OFFERED },
  { path: '/two-factor/generate-backup-codes', why: NOT_OFFERED },
  {
    path: '/two-factor/send-otp',
    why: 'two-factor codes come from an authenticator app, not e-mail',
  },
  { path: '/two-factor/verify-otp', why: 'see /two-factor/send-otp' },
  { path: '/admin/impersonate-user', why: ADMIN_AS_MEMBER },
  { path: '/admin/stop-impersonating', why: ADMIN_AS_MEMBER },
  { path: '/admin/set-user-password', why: ADMIN_AS_MEMBER },
  {
    path: '/admin/update-user',
    why: `${ADMIN_AS_MEMBER} (by changing the account's e-mail address)`,
  },
  { path: '/admin/create-user', why: ADMIN_RULES },
  { path: '/admin/set-role', why: ADMIN_RULES },
  { path: '/admin/get-user', why: ADMIN_RULES },
  { path: '/admin/list-users', why: ADMIN_RULES },
  { path: '/admin/list-user-sessions', why: ADMIN_RULES },
  { path: '/admin/ban-user', why: ADMIN_RULES },
  { path: '/admin/unban-user', why: ADMIN_RULES },
  { path: '/admin/revoke-user-session', why: ADMIN_RULES },
  { path: '/admin/revoke-user-sessions', why: ADMIN_RULES },
  { path: '/admin/remove-user', why: ADMIN_RULES },
  { path: '/admin/has-permission', why: ADMIN_RULES },
];
