import { useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { usePrayer } from '@/features/prayers';
import { testimonyDraftFromPrayer } from '@/features/testimonies';
import { NewTestimonyScreen } from '@/features/testimonies/components/new-testimony-screen';

/**
 * /testimonies/new, and /testimonies/new?prayer={id} from an answered prayer: the prayer (the
 * member's own, or a 404) fills in the first draft. The two features meet here, not in each other.
 */
export function NewTestimonyRoute() {
  const [searchParams] = useSearchParams();
  const prayerId = searchParams.get('prayer') ?? '';
  const prayerQuery = usePrayer(prayerId, { enabled: prayerId !== '' });

  if (prayerId !== '' && prayerQuery.isPending) {
    return (
      <>
        <title>Share a testimony · Manna</title>
        <PageSpinner label="Loading your prayer..." />
      </>
    );
  }
  const prayer = prayerId !== '' ? prayerQuery.data : undefined;
  return (
    <>
      <title>Share a testimony · Manna</title>
      <NewTestimonyScreen
        key={prayer?.id ?? 'blank'}
        draft={prayer ? testimonyDraftFromPrayer(prayer) : undefined}
        prayerMissing={prayerId !== '' && !prayer}
      />
    </>
  );
}
