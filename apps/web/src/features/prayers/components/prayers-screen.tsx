import { BookHeart, Clock, HandHeart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStatus } from '@/components/ui/list-status';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { cn } from '@/lib/cn';
import { usePagedItems } from '@/lib/paged-query';
import { usePrayers } from '../api/get-prayers';
import {
  emptyFilterMessage,
  type PrayerFilter,
  prayerCountLabel,
  prayerListStatus,
} from '../utils/prayer-filters';
import { FETCH_PRAYERS_FAILED, LOADING_PRAYERS, PRAYERS_TITLE } from '../utils/prayer-messages';
import { FilterChips } from './filter-chips';
import { LoadMorePrayers } from './load-more-prayers';
import { NewPrayerLink } from './new-prayer-link';
import { PrayerCard } from './prayer-card';

const secondaryLinkClassName =
  'inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-primary underline decoration-primary/40 underline-offset-4 hover:decoration-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * /prayers (and /prayerv2): the member's prayers, newest first, a page at a time, with All /
 * Waiting / Answered chips and 'New prayer'.
 */
export function PrayersScreen() {
  const { data: user } = useUser();
  const [filter, setFilter] = useState<PrayerFilter>('all');
  const prayersQuery = usePrayers(prayerListStatus(filter));
  const prayers = usePagedItems(prayersQuery.data);
  const total = prayersQuery.data?.pages[0]?.total ?? 0;
  // The chips stay while another filter loads (the last list shows until then).
  const shownFilter = prayersQuery.isPlaceholderData ? undefined : filter;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={PRAYERS_TITLE}
        description="Bring your requests to God, and remember how He answered."
        action={<NewPrayerLink />}
      />
      <nav aria-label="More on prayer" className="flex flex-wrap gap-x-5 gap-y-2">
        <Link to={paths.app.recentPrayers.getHref()} className={secondaryLinkClassName}>
          <Clock aria-hidden="true" className="size-4" />
          Recent prayers
        </Link>
        <Link to={paths.app.testimonies.getHref()} className={secondaryLinkClassName}>
          <BookHeart aria-hidden="true" className="size-4" />
          Testimonies
        </Link>
      </nav>
      <ListStatus
        query={prayersQuery}
        loaded={prayers.length > 0}
        loadingLabel={LOADING_PRAYERS}
        errorTitle={FETCH_PRAYERS_FAILED}
      >
        {total === 0 && shownFilter === 'all' ? (
          <EmptyState icon={HandHeart} title="No prayers yet" actions={<NewPrayerLink size="sm" />}>
            Write down what is on your heart. You can come back to it, pray it again, and mark it
            answered when God answers.
          </EmptyState>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <FilterChips value={filter} onChange={setFilter} />
              {shownFilter && (
                <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
                  {prayerCountLabel(shownFilter, total)}
                </p>
              )}
            </div>
            {prayers.length > 0 ? (
              <ul
                aria-label="Your prayers"
                aria-busy={prayersQuery.isPlaceholderData}
                className={cn(
                  'flex flex-col gap-3 transition-opacity',
                  prayersQuery.isPlaceholderData && 'opacity-60',
                )}
              >
                {prayers.map((prayer) => (
                  <PrayerCard key={prayer.id} prayer={prayer} timeZone={user?.time_zone} />
                ))}
              </ul>
            ) : shownFilter && shownFilter !== 'all' ? (
              <p
                role="status"
                className="rounded-2xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground"
              >
                {emptyFilterMessage(shownFilter)}
              </p>
            ) : null}
            {!prayersQuery.isPlaceholderData && <LoadMorePrayers query={prayersQuery} />}
          </>
        )}
      </ListStatus>
    </div>
  );
}
