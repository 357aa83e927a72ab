import { useParams } from 'react-router';
import { PrayerScreen } from '@/features/prayers/components/prayer-screen';

/**
 * /prayers/:id: one prayer (the screen sets the document title: the prayer's own, once loaded).
 * Keyed by id so moving between prayers starts afresh.
 */
export function PrayerRoute() {
  const { id = '' } = useParams();
  return <PrayerScreen key={id} id={id} />;
}
