// The admin's subscriptions (docs/product/admin.md#subscriptions): the list at
// /admin/subscriptions and one subscription at /admin/subscriptions/{id}.
export { SubscriptionDetailScreen } from './components/subscription-detail-screen';
export { SubscriptionsScreen } from './components/subscriptions-screen';
