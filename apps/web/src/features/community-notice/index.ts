// The admins' notice to every member and whether sign-up is open (docs/product/admin.md#settings).
// The app shell loads the banner lazily (app/router.tsx), by path like the bookmark sync.
export { communityNoticeQueryKey, useCommunityNotice } from './api/get-community-notice';
