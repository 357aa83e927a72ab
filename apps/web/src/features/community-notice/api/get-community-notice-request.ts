import { type CommunityNotice, communityNoticeEndpoints } from '@manna/shared';
import { callApi } from '@/lib/api-client';

// Apart from its query (get-community-notice.ts): the sign-in screens ask without the query
// library (docs/decisions/015-visitor-entry.md).

/** GET /api/me/notice: the admins' notice (null when none) and whether sign-up is open. */
export async function getCommunityNotice({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<CommunityNotice> {
  return callApi(communityNoticeEndpoints.get, { signal });
}
