import { HandHeart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { BackLink } from '@/components/ui/back-link';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStatus } from '@/components/ui/list-status';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { usePagedItems } from '@/lib/paged-query';
import { usePrayers } from '../api/get-prayers';
import { isRecentPrayer, RECENT_PRAYER_DAYS } from '../utils/prayer-filters';
import {
  FETCH_PRAYERS_FAILED,
  LOADING_PRAYERS,
  RECENT_PRAYERS_TITLE,
} from '../utils/prayer-messages';
import { LoadMorePrayers } from './load-more-prayers';
import { NewPrayerLink } from './new-prayer-link';
import { PrayerCard } from './prayer-card';

/**
 * /prayers/recent: the prayers of the last 30 days, newest first. It reads the same paged list
 * as /prayers (one cache, no extra request) and stops offering more once a loaded prayer is
 * older than the window, since the list is newest first.
 */
export function RecentPrayersScreen({ now: fixedNow }: { now?: Date } = {}) {
  const { data: user } = useUser();
  // Fixed for the screen's life, so the window does not shift under the member while reading.
  const [now] = useState(() => fixedNow ?? new Date());
  const prayersQuery = usePrayers();
  const prayers = usePagedItems(prayersQuery.data);
  const recent = prayers.filter((prayer) => isRecentPrayer(prayer, now));
  const windowClosed = recent.length < prayers.length;

  return (
    <div className="flex flex-col gap-6">
      <BackLink to={paths.app.prayers.getHref()}>All prayers</BackLink>
      <PageHeader
        title={RECENT_PRAYERS_TITLE}
        description={`Your prayers from the last ${RECENT_PRAYER_DAYS} days, newest first.`}
        action={<NewPrayerLink />}
      />
      <ListStatus
        query={prayersQuery}
        loaded={prayers.length > 0}
        loadingLabel={LOADING_PRAYERS}
        errorTitle={FETCH_PRAYERS_FAILED}
      >
        {recent.length === 0 ? (
          <EmptyState
            icon={HandHeart}
            title={`No prayers in the last ${RECENT_PRAYER_DAYS} days`}
            actions={
              <>
                <NewPrayerLink size="sm" />
                {prayers.length > 0 ? (
                  <Link
                    to={paths.app.prayers.getHref()}
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  >
                    See all prayers
                  </Link>
                ) : null}
              </>
            }
          >
            Whatever is on your heart today, bring it to God and write it down here.
          </EmptyState>
        ) : (
          <>
            <ul aria-label={RECENT_PRAYERS_TITLE} className="flex flex-col gap-3">
              {recent.map((prayer) => (
                <PrayerCard key={prayer.id} prayer={prayer} timeZone={user?.time_zone} />
              ))}
            </ul>
            <LoadMorePrayers
              query={prayersQuery}
              hasNextPage={prayersQuery.hasNextPage && !windowClosed}
            />
            {windowClosed ? (
              <p className="text-center text-sm text-muted-foreground">
                Older prayers are in{' '}
                <TextLink to={paths.app.prayers.getHref()}>all prayers</TextLink>.
              </p>
            ) : null}
          </>
        )}
      </ListStatus>
    </div>
  );
}
