import type { SupportConversationFilter } from '@manna/shared';

// The member's support queries sit under one prefix, so a live change or a sent message
// refreshes the conversation, its messages and the badge in one invalidation.
export const supportQueryPrefix = ['support'] as const;

export const supportConversationQueryKey = ['support', 'conversation'] as const;
export const supportMessagesQueryKey = ['support', 'messages'] as const;
/** The badge's count: its own key, so the app shell's tiny query shares nothing heavier. */
export const supportUnreadQueryKey = ['support', 'unread'] as const;

// The staff's queries sit under 'admin' with the overview's figures ('Open support
// conversations'), and under 'support' within it, which every live change refreshes.
export const staffSupportQueryPrefix = ['admin', 'support'] as const;

export const inboxQueryKey = (filter: SupportConversationFilter | 'all') =>
  ['admin', 'support', 'inbox', filter] as const;
export const inboxCountsQueryKey = ['admin', 'support', 'counts'] as const;
export const supportStaffQueryKey = ['admin', 'support', 'staff'] as const;
export const staffConversationQueryKey = (id: string) =>
  ['admin', 'support', 'conversation', id] as const;
export const staffMessagesQueryKey = (id: string) => ['admin', 'support', 'messages', id] as const;
