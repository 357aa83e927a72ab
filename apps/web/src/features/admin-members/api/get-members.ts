import {
  type AdminMemberListQuery,
  type AdminMemberPage,
  adminMembersEndpoints,
} from '@manna/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { memberListQueryKey } from './query-keys';

/** GET /api/admin/members?q&role&banned&subscribed&sort&limit&offset: one page (admins). */
export function getMembers(
  query: AdminMemberListQuery,
  signal?: AbortSignal,
): Promise<AdminMemberPage> {
  return callApi(adminMembersEndpoints.list, { query, signal });
}

/** The page asked for; the previous one stays on screen while the next loads. */
export function useMembers(query: AdminMemberListQuery) {
  return useQuery({
    queryKey: memberListQueryKey(query),
    queryFn: ({ signal }) => getMembers(query, signal),
    placeholderData: keepPreviousData,
  });
}
