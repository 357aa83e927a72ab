import type { MemberFilterAnswer, MemberSort, Role, TokenLedgerReason } from '@manna/shared';

// The words of the members screens (docs/product/admin.md#members), in one place for the screens
// and their tests.

export const MEMBERS_TITLE = 'Members';
export const MEMBERS_DESCRIPTION = 'Find a member, see their account and act on it.';
export const SEARCH_LABEL = 'Search by name, e-mail or phone';
export const LOADING_MEMBERS = 'Loading members...';
export const FETCH_MEMBERS_FAILED = "We couldn't load the members";
export const NO_MEMBERS = 'No member matches this search and these filters.';
export const ALL_MEMBERS = 'All members';
export const LOADING_MEMBER = 'Loading member...';
export const FETCH_MEMBER_FAILED = "We couldn't load this member";
export const YOUR_ACCOUNT =
  'This is your own account: another admin can ban it, delete it or remove its admin role.';

export const ROLE_LABELS: Record<Role, string> = { user: 'Member', admin: 'Admin' };
export const SORT_LABELS: Record<MemberSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name',
  last_sign_in: 'Last sign-in',
};
export const BANNED_FILTER_LABELS: Record<MemberFilterAnswer, string> = {
  yes: 'Banned',
  no: 'Not banned',
};
export const SUBSCRIBED_FILTER_LABELS: Record<MemberFilterAnswer, string> = {
  yes: 'Subscribed',
  no: 'Not subscribed',
};

export const LEDGER_REASON_LABELS: Record<TokenLedgerReason, string> = {
  purchase: 'Purchase',
  achievement: 'Achievement',
  subscription_grant: 'Subscription grant',
  spend: 'Spent',
  refund: 'Refund',
  store_purchase: 'App store purchase',
  admin_adjustment: 'Adjusted by an admin',
};

export const ROLE_CHANGE = {
  admin: {
    button: 'Make admin',
    question: 'Make this member an admin?',
    explain: 'Admins reach the whole admin area: members, testimonies, subscriptions and settings.',
    pending: 'Saving...',
    toast: 'Role changed',
  },
  user: {
    button: 'Remove admin role',
    question: 'Remove the admin role?',
    explain: 'They keep their account and everything in it, without the admin area.',
    pending: 'Saving...',
    toast: 'Role changed',
  },
} as const;

export const ACTION_FAILED = "That didn't work";
export const TOKENS_ADJUSTED = 'Tokens adjusted';
export const BAN_BUTTON = 'Ban member';
export const BAN_QUESTION = 'Ban this member?';
export const BAN_EXPLAIN =
  'They are signed out at once and cannot sign in until the ban is lifted. Their account and everything in it stay.';
export const BAN_REASON_LABEL = 'Reason (for the staff)';
export const BANNED_TOAST = 'Member banned';
export const UNBAN_BUTTON = 'Lift ban';
export const UNBAN_QUESTION = 'Lift the ban?';
export const UNBAN_EXPLAIN = 'They can sign in again.';
export const UNBANNED_TOAST = 'Ban lifted';
export const REVOKE_BUTTON = 'Sign out everywhere';
export const REVOKE_QUESTION = 'Sign this member out everywhere?';
export const REVOKE_EXPLAIN =
  'Every device they are signed in on is signed out; they can sign in again.';
export const REVOKED_TOAST = 'Signed out everywhere';
export const DELETE_BUTTON = 'Delete account';
export const DELETE_QUESTION = 'Delete this account?';
export const DELETE_EXPLAIN =
  'Their account and everything it holds go for good: journal, notes, prayers, bookmarks, voice memos, reading progress and tokens. This cannot be undone.';
export const DELETED_TOAST = 'Account deleted';
