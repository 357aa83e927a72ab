import { endpoint } from '../api-contract/endpoint';
import type { Page } from '../journal/journal-types';
import type { TokenLedgerEntry } from '../purchases/purchase-types';
import type {
  adjustTokensInputSchema,
  adminMemberHistoryQuerySchema,
  adminMemberListQuerySchema,
  banMemberInputSchema,
  setMemberRoleInputSchema,
} from './admin-members-schemas';
import type {
  AdminMemberDetail,
  AdminMemberPage,
  AdminMemberProfile,
  AdminMemberSignIn,
} from './admin-members-types';
import type { AdminAuditEntry } from './admin-types';

// Admins only (docs/product/admin.md#members); every action writes an audit row.
// @manna/shared exports this file as the namespace `adminMembersEndpoints`.

/** Search, filters, order and a page of members. */
export const list = /* @__PURE__ */ endpoint<
  AdminMemberPage,
  { query: typeof adminMemberListQuerySchema }
>()('GET', '/api/admin/members');

/** One member: profile, role, tokens, subscription, reading counts, latest ledger rows. */
export const get = /* @__PURE__ */ endpoint<AdminMemberDetail>()('GET', '/api/admin/members/:id');

/** The member's sign-ins, newest first. */
export const signIns = /* @__PURE__ */ endpoint<
  Page<AdminMemberSignIn>,
  { query: typeof adminMemberHistoryQuerySchema }
>()('GET', '/api/admin/members/:id/sign-ins');

/** The admin actions about the member, newest first. */
export const auditLog = /* @__PURE__ */ endpoint<
  Page<AdminAuditEntry>,
  { query: typeof adminMemberHistoryQuerySchema }
>()('GET', '/api/admin/members/:id/audit-log');

/** 409 when it would leave no admin. */
export const setRole = /* @__PURE__ */ endpoint<
  { member: AdminMemberProfile },
  { body: typeof setMemberRoleInputSchema }
>()('POST', '/api/admin/members/:id/role');

/** Adds or takes tokens with a reason, as a ledger row; 409 below zero. */
export const adjustTokens = /* @__PURE__ */ endpoint<
  { member: AdminMemberProfile; entry: TokenLedgerEntry },
  { body: typeof adjustTokensInputSchema }
>()('POST', '/api/admin/members/:id/tokens');

/** Bans the member and ends their sessions; sign-in is refused until unbanned. */
export const ban = /* @__PURE__ */ endpoint<
  { member: AdminMemberProfile },
  { body: typeof banMemberInputSchema }
>()('POST', '/api/admin/members/:id/ban');

export const unban = /* @__PURE__ */ endpoint<{ member: AdminMemberProfile }>()(
  'POST',
  '/api/admin/members/:id/unban',
);

/** Signs the member out everywhere. */
export const revokeSessions = /* @__PURE__ */ endpoint<{ revoked: number }>()(
  'POST',
  '/api/admin/members/:id/revoke-sessions',
);

/** 204: the account and everything it owns, voice memo files included. */
export const remove = /* @__PURE__ */ endpoint<null>()('DELETE', '/api/admin/members/:id');
