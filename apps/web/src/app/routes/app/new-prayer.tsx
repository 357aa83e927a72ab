import { NewPrayerScreen } from '@/features/prayers/components/new-prayer-screen';

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
