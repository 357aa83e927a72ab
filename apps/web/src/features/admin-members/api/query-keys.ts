import type { AdminMemberListQuery } from '@manna/shared';

// The members' queries sit under 'admin' with the overview and the audit log, so one action
// refreshes the member's page, the list, the overview's figures and 'Recent admin actions'.

export const adminQueryPrefix = ['admin'] as const;

export const membersQueryPrefix = ['admin', 'members'] as const;

/** One page of the list, for one search, filters and order. */
export const memberListQueryKey = (query: AdminMemberListQuery) =>
  ['admin', 'members', 'list', query] as const;

/** Everything about one member: their page, sign-ins and audit rows. */
export const memberQueryPrefix = (id: string) => ['admin', 'members', 'detail', id] as const;

export const memberQueryKey = (id: string) => [...memberQueryPrefix(id), 'profile'] as const;
export const memberSignInsQueryKey = (id: string) =>
  [...memberQueryPrefix(id), 'sign-ins'] as const;
export const memberAuditQueryKey = (id: string) => [...memberQueryPrefix(id), 'audit-log'] as const;
