import { paths } from '@/config/paths';
import { buildUser, renderRoutesAsMember, ScreenForId } from '@/testing/test-utils';
import { NewPrayerScreen } from '../components/new-prayer-screen';
import { PrayerScreen } from '../components/prayer-screen';
import { PrayersScreen } from '../components/prayers-screen';
import { RecentPrayersScreen } from '../components/recent-prayers-screen';

/** The recent list is fixed to this moment, so the fixtures' dates stay recent or old. */
export const RECENT_NOW = new Date('2026-11-23T12:00:00.000Z');

/**
 * The prayer screens on their paths (as app/routes/app/prayers.tsx mounts them), with the
 * Toaster and a signed-in member in UTC; returns the render, its location and a userEvent.
 */
export function renderPrayerRoutes(path: string) {
  return renderRoutesAsMember(
    [
      { path: paths.app.prayers.path, element: <PrayersScreen /> },
      { path: paths.app.recentPrayers.path, element: <RecentPrayersScreen now={RECENT_NOW} /> },
      { path: paths.app.newPrayer.path, element: <NewPrayerScreen /> },
      { path: paths.app.prayer.path, element: <ScreenForId screen={PrayerScreen} /> },
    ],
    { path, member: buildUser({ time_zone: 'UTC' }) },
  );
}
