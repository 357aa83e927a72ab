import { useParams } from 'react-router';
import { NewPrayerScreen } from '@/features/prayers/components/new-prayer-screen';
import { PrayerScreen } from '@/features/prayers/components/prayer-screen';
import { PrayersScreen } from '@/features/prayers/components/prayers-screen';
import { RecentPrayersScreen } from '@/features/prayers/components/recent-prayers-screen';

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

/**
 * /prayers/new and /prayer: write a new prayer
 * (docs/product/prayers-and-testimonies.md#prayersnew-and-prayer).
 */
export function NewPrayerRoute() {
  return (
    <>
      <title>New prayer · Manna</title>
      <NewPrayerScreen />
    </>
  );
}

/**
 * /prayers/:id: one prayer (the screen sets the document title: the prayer's own, once loaded).
 * Keyed by id so moving between prayers starts afresh.
 */
export function PrayerRoute() {
  const { id = '' } = useParams();
  return <PrayerScreen key={id} id={id} />;
}
