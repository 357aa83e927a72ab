import type { Page, Testimony } from '@manna/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListStatus } from '@/components/ui/list-status';
import { LoadMore } from '@/components/ui/load-more';
import { usePagedItems } from '@/lib/paged-query';
import { LOAD_MORE_TESTIMONIES } from '../utils/testimony-messages';

interface PagedTestimoniesProps {
  label: string;
  query: UseInfiniteQueryResult<InfiniteData<Page<Testimony>, unknown>>;
  loadingLabel: string;
  errorTitle: string;
  /** What an empty list shows. */
  empty: ReactNode;
  renderItem: (testimony: Testimony) => ReactNode;
}

/**
 * A server-paged list of testimonies with its loading, failure, empty and 'Load more' states:
 * the community's and the member's own lists, and the admins' review queues.
 */
export function PagedTestimonies({
  label,
  query,
  loadingLabel,
  errorTitle,
  empty,
  renderItem,
}: PagedTestimoniesProps) {
  const testimonies = usePagedItems(query.data);
  return (
    <ListStatus
      query={query}
      loaded={testimonies.length > 0}
      loadingLabel={loadingLabel}
      errorTitle={errorTitle}
    >
      {testimonies.length === 0 ? (
        empty
      ) : (
        <div className="flex flex-col gap-3">
          <ul aria-label={label} className="flex flex-col gap-3">
            {testimonies.map(renderItem)}
          </ul>
          <LoadMore
            query={query}
            label={LOAD_MORE_TESTIMONIES}
            loadingLabel="Loading more testimonies..."
            errorTitle={errorTitle}
          />
        </div>
      )}
    </ListStatus>
  );
}
