// What admins read about members (docs/product/admin.md#members). Never a member's journal,
// notes, prayers, bookmarks or voice memos (docs/security.md#admins): no type here has room for them.
import type { Role } from '../auth/roles';
import type { MemberContact } from '../me/member-contact';
import type { MemberSubscription, TokenLedgerEntry } from '../purchases/purchase-types';

/** The orders the member list offers; newest first unless chosen. */
export const MEMBER_SORTS = ['newest', 'oldest', 'name', 'last_sign_in'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

/** A yes/no filter of the member list; absent: either. */
export const MEMBER_FILTER_ANSWERS = ['yes', 'no'] as const;
export type MemberFilterAnswer = (typeof MEMBER_FILTER_ANSWERS)[number];

/** One row of /admin/users. */
export interface AdminMemberRow {
  id: string;
  name: string;
  /** The e-mail address, or a phone account's number. */
  contact: MemberContact;
  role: Role;
  tokens: number;
  /** A subscription gives access now (active, trialing or past due, its period not over). */
  subscribed: boolean;
  banned: boolean;
  created_at: string;
  last_sign_in_at: string | null;
}

/**
 * A page of the member list. With a search, matches are counted up to a ceiling so a search that
 * matches nearly everyone stays fast: `total_capped` says `total` is that ceiling, not the count.
 */
export interface AdminMemberPage {
  items: AdminMemberRow[];
  total: number;
  total_capped: boolean;
  next_offset: number | null;
}

/** The member's account, as their page and every action's answer show it. */
export interface AdminMemberProfile {
  id: string;
  name: string;
  /** The e-mail address, or a phone account's number (confirmed by its code before it existed). */
  contact: MemberContact;
  /** Whether the e-mail address is confirmed; for a phone account, always false. */
  email_verified: boolean;
  role: Role;
  banned: boolean;
  ban_reason: string | null;
  tokens: number;
  time_zone: string | null;
  created_at: string;
  last_sign_in_at: string | null;
}

/** Counts of the member's reading, never what they wrote about it. */
export interface AdminMemberReading {
  plans_started: number;
  plans_completed: number;
  chapters_read: number;
  /** Days in a row ending today, in the member's time zone. */
  current_streak: number;
}

/** GET /api/admin/members/:id */
export interface AdminMemberDetail {
  member: AdminMemberProfile;
  /** The current subscription, as the member's own subscription screen reads it. */
  subscription: MemberSubscription | null;
  reading: AdminMemberReading;
  /** The latest token ledger rows, newest first. */
  ledger: TokenLedgerEntry[];
}

/** One sign-in, as the sign_ins table keeps it. */
export interface AdminMemberSignIn {
  id: string;
  ip_address: string | null;
  user_agent: string | null;
  created_at: string;
}

/** How many ledger rows a member's page shows. */
export const MEMBER_LEDGER_ROWS = 20;
