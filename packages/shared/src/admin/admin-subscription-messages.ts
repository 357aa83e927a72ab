// What admins read about subscriptions, once (docs/product/admin.md#subscriptions).

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';
export const SUBSCRIPTION_ENDED =
  'This subscription has ended already: there is nothing to cancel or keep.';
export const SUBSCRIPTION_MANAGED_ELSEWHERE =
  'This subscription is not managed by this server’s payment mode (it was made in the app store, or in another mode): change it there.';
