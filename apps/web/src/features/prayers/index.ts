// Prayers: what other parts of the app use. The screens are imported by the route module
// (app/routes/app/prayers.tsx) from './components/*'.
export { getPrayerQueryOptions, usePrayer } from './api/get-prayer';
export { getRecentPrayerQueryOptions, useRecentPrayer } from './api/get-recent-prayer';
export {
  prayerListQueryKey,
  prayerQueryKey,
  prayersQueryPrefix,
  recentPrayerQueryKey,
} from './api/query-keys';
export { RecentPrayerCard } from './components/recent-prayer-card';
