import { type CommunityNotice, communityNoticeEndpoints } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const communityNoticeQueryKey = ['community-notice'] as const;

/** A changed notice reaches open tabs within this long, or on the next screen opened after it. */
const NOTICE_STALE_MS = 5 * 60_000;

/** GET /api/me/notice: the admins' notice (null when none) and whether sign-up is open. */
export async function getCommunityNotice({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<CommunityNotice> {
  return callApi(communityNoticeEndpoints.get, { signal });
}

export function getCommunityNoticeQueryOptions() {
  return queryOptions({
    queryKey: communityNoticeQueryKey,
    queryFn: ({ signal }) => getCommunityNotice({ signal }),
    staleTime: NOTICE_STALE_MS,
  });
}

export function useCommunityNotice() {
  return useQuery(getCommunityNoticeQueryOptions());
}
