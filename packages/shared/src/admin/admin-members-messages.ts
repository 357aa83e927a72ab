// What admins read about members and their actions, once (docs/product/admin.md#members).

export const MEMBER_NOT_FOUND = 'Member not found';
export const LAST_ADMIN =
  'This is the last admin: make another member an admin before changing this role.';
export const CANNOT_DEMOTE_YOURSELF =
  'You cannot remove your own admin role: ask another admin to do it.';
export const CANNOT_BAN_YOURSELF = 'You cannot ban yourself.';
export const CANNOT_DELETE_YOURSELF =
  'You cannot delete your own account from the admin area: use Settings.';
export const MEMBER_SEARCH_MIN_LENGTH = 3;
export const MEMBER_LIST_TOO_DEEP =
  'The list pages 10,000 members deep: search, filter or turn the order round to find the rest.';
export const MEMBER_SEARCH_TOO_SHORT = `Type at least ${MEMBER_SEARCH_MIN_LENGTH} characters to search`;
export const TOKEN_REASON_REQUIRED = 'Say why the tokens change';
export const TOKEN_AMOUNT_REQUIRED = 'Enter a whole number of tokens, more or less than zero';

/**
 * What a banned member reads when they try to sign in: better-auth's admin plugin refuses them
 * with it (apps/api/src/auth.ts), and /login shows it as the server sends it.
 */
export const BANNED_AT_SIGN_IN =
  'Your account has been suspended by the community’s staff. Please contact them if you believe this is an error.';

/** A debit that would take the balance below zero, with the figures. */
export const tokensBelowZeroMessage = (balance: number) =>
  `That would take the balance below zero: this member has ${balance.toLocaleString('en-US')} ${balance === 1 ? 'token' : 'tokens'}.`;
