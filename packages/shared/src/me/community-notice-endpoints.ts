import type { CommunityNotice } from '../admin/admin-settings';
import { endpoint } from '../api-contract/endpoint';

// Apart from me-endpoints: the app shell loads the notice in a chunk of its own, and sharing a
// module with the entry's GET /api/me would split it into a chunk more for every first load.
// @manna/shared exports this file as the namespace `communityNoticeEndpoints`.

/**
 * The notice an admin set for every member, and whether sign-up is open; visitors may ask
 * (docs/product/admin.md#settings).
 */
export const get = /* @__PURE__ */ endpoint<CommunityNotice>()('GET', '/api/me/notice');
