import { adminMembersEndpoints } from '@manna/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { pagedInfiniteQueryOptions, pageQuery } from '@/lib/paged-query';
import { memberAuditQueryKey, memberSignInsQueryKey } from './query-keys';

/** How many sign-ins and audit rows a page of the member's history holds. */
export const MEMBER_HISTORY_PAGE_SIZE = 10;

/** GET /api/admin/members/:id/sign-ins: newest first, 'Load more' for older ones. */
export function useMemberSignIns(id: string) {
  return useInfiniteQuery(
    pagedInfiniteQueryOptions(memberSignInsQueryKey(id), ({ offset, signal }) =>
      callApi(adminMembersEndpoints.signIns, {
        params: { id },
        query: pageQuery(MEMBER_HISTORY_PAGE_SIZE, { offset }),
        signal,
      }),
    ),
  );
}

/** GET /api/admin/members/:id/audit-log: the admin actions about the member, newest first. */
export function useMemberAuditLog(id: string) {
  return useInfiniteQuery(
    pagedInfiniteQueryOptions(memberAuditQueryKey(id), ({ offset, signal }) =>
      callApi(adminMembersEndpoints.auditLog, {
        params: { id },
        query: pageQuery(MEMBER_HISTORY_PAGE_SIZE, { offset }),
        signal,
      }),
    ),
  );
}
