import { PrayersScreen } from '@/features/prayers/components/prayers-screen';
import { RecentPrayersScreen } from '@/features/prayers/components/recent-prayers-screen';

// The lists alone: one prayer (prayer.tsx) and the new-prayer form (new-prayer.tsx) load with
// their own routes, so the lists' first load carries neither their dialogs nor the form
// (docs/decisions/005-first-load-budget.md).

/**
 * /prayers and /prayerv2: the member's prayer list
 * (docs/product/prayers-and-testimonies.md#prayers-and-prayerv2).
 */
export function PrayersRoute() {
  return (
    <>
      <title>Prayers · Manna</title>
      <PrayersScreen />
    </>
  );
}

/** /prayers/recent: the last 30 days' prayers. */
export function RecentPrayersRoute() {
  return (
    <>
      <title>Recent prayers · Manna</title>
      <RecentPrayersScreen />
    </>
  );
}
