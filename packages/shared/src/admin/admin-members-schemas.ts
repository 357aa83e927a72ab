// zod schemas of the admin's member screens, shared by the forms and the API
// (docs/product/admin.md#members).
import { z } from 'zod';
import { ROLES } from '../auth/roles';
import { journalPageQuerySchema } from '../journal/journal-schemas';
import {
  MEMBER_LIST_TOO_DEEP,
  MEMBER_SEARCH_MIN_LENGTH,
  MEMBER_SEARCH_TOO_SHORT,
  TOKEN_AMOUNT_REQUIRED,
  TOKEN_REASON_REQUIRED,
} from './admin-members-messages';
import { MEMBER_FILTER_ANSWERS, MEMBER_SORTS } from './admin-members-types';

/**
 * Half a surrogate pair, as a careless client may send, becomes U+FFFD: the reasons are kept in
 * the audit log's JSON too, and PostgreSQL's jsonb refuses such an escape.
 */
const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\uFFFD');

/** The longest search the list takes. */
export const MEMBER_SEARCH_MAX_LENGTH = 200;
/** The largest adjustment one action makes, either way. */
export const TOKEN_ADJUSTMENT_MAX = 1_000_000;
export const TOKEN_REASON_MAX_LENGTH = 500;
export const BAN_REASON_MAX_LENGTH = 500;

/**
 * How deep the member list pages: a page starts at most this many members in. Past it, an admin
 * searches, filters or turns the order round (docs/product/admin.md#members).
 */
export const MEMBER_LIST_DEEPEST_OFFSET = 10_000;

/** GET /api/admin/members?q=&role=&banned=&subscribed=&sort=&limit=&offset= */
export const adminMemberListQuerySchema = journalPageQuerySchema.extend({
  offset: z.coerce
    .number()
    .int()
    .min(0)
    .max(MEMBER_LIST_DEEPEST_OFFSET, MEMBER_LIST_TOO_DEEP)
    .default(0),
  /** Part of a name or an e-mail, any case; empty: everyone. */
  q: z
    .string()
    .trim()
    .max(MEMBER_SEARCH_MAX_LENGTH, 'Search is too long')
    .optional()
    .transform((value) => value || undefined)
    // Shorter searches cannot use the trigram index (docs/product/admin.md#members).
    .refine(
      (value) => value === undefined || value.length >= MEMBER_SEARCH_MIN_LENGTH,
      MEMBER_SEARCH_TOO_SHORT,
    ),
  role: z.enum(ROLES, { message: 'Choose a role' }).optional(),
  banned: z.enum(MEMBER_FILTER_ANSWERS, { message: 'Choose yes or no' }).optional(),
  subscribed: z.enum(MEMBER_FILTER_ANSWERS, { message: 'Choose yes or no' }).optional(),
  sort: z.enum(MEMBER_SORTS, { message: 'Choose an order' }).default('newest'),
});
export type AdminMemberListQuery = z.input<typeof adminMemberListQuerySchema>;

/** GET /api/admin/members/:id/sign-ins and /audit-log */
export const adminMemberHistoryQuerySchema = journalPageQuerySchema;

/** POST /api/admin/members/:id/role */
export const setMemberRoleInputSchema = z.object({
  role: z.enum(ROLES, { message: 'Choose a role' }),
});
export type SetMemberRoleInput = z.input<typeof setMemberRoleInputSchema>;

/** POST /api/admin/members/:id/tokens: added when positive, taken when negative, never below zero. */
export const adjustTokensInputSchema = z.object({
  amount: z
    .number({ message: TOKEN_AMOUNT_REQUIRED })
    .int(TOKEN_AMOUNT_REQUIRED)
    .min(-TOKEN_ADJUSTMENT_MAX, `At most ${TOKEN_ADJUSTMENT_MAX.toLocaleString('en-US')} at once`)
    .max(TOKEN_ADJUSTMENT_MAX, `At most ${TOKEN_ADJUSTMENT_MAX.toLocaleString('en-US')} at once`)
    .refine((amount) => amount !== 0, TOKEN_AMOUNT_REQUIRED),
  reason: z
    .string({ message: TOKEN_REASON_REQUIRED })
    .trim()
    .min(1, TOKEN_REASON_REQUIRED)
    .max(TOKEN_REASON_MAX_LENGTH, `Keep the reason under ${TOKEN_REASON_MAX_LENGTH} characters`)
    .transform(wellFormed),
});
export type AdjustTokensInput = z.input<typeof adjustTokensInputSchema>;

/** POST /api/admin/members/:id/ban: the reason is for the staff, optional. */
export const banMemberInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(BAN_REASON_MAX_LENGTH, `Keep the reason under ${BAN_REASON_MAX_LENGTH} characters`)
    .transform((text) => (text === '' ? null : wellFormed(text)))
    .nullish(),
});
export type BanMemberInput = z.input<typeof banMemberInputSchema>;
