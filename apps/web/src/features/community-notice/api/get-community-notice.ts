import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCommunityNotice } from './get-community-notice-request';

export const communityNoticeQueryKey = ['community-notice'] as const;

/** A changed notice reaches open tabs within this long, or on the next screen opened after it. */
const NOTICE_STALE_MS = 5 * 60_000;

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
