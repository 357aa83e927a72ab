import type { Page, Testimony } from '@manna/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStatus } from '@/components/ui/list-status';
import { LoadMore } from '@/components/ui/load-more';
import { useUser } from '@/features/auth';
import { usePagedItems } from '@/lib/paged-query';
import {
  FETCH_TESTIMONIES_FAILED,
  LOAD_MORE_TESTIMONIES,
  LOADING_TESTIMONIES,
} from '../utils/testimony-messages';
import { ShareTestimonyLink } from './share-testimony-link';
import { TestimonyCard } from './testimony-card';

interface TestimonyListProps {
  label: string;
  query: UseInfiniteQueryResult<InfiniteData<Page<Testimony>, unknown>>;
  /** The member's own: each with its review status. */
  own?: boolean;
  /** What an empty list says, with a way to share the first testimony. */
  emptyTitle: string;
  emptyMessage: string;
}

/** A paged list of testimonies with its loading, failure, empty and 'Load more' states. */
export function TestimonyList({
  label,
  query,
  own = false,
  emptyTitle,
  emptyMessage,
}: TestimonyListProps) {
  const { data: user } = useUser();
  const testimonies = usePagedItems(query.data);
  return (
    <ListStatus
      query={query}
      loaded={testimonies.length > 0}
      loadingLabel={LOADING_TESTIMONIES}
      errorTitle={FETCH_TESTIMONIES_FAILED}
    >
      {testimonies.length === 0 ? (
        <EmptyState icon={Sparkles} title={emptyTitle} actions={<ShareTestimonyLink size="sm" />}>
          {emptyMessage}
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-3">
          <ul aria-label={label} className="flex flex-col gap-3">
            {testimonies.map((testimony) => (
              <TestimonyCard
                key={testimony.id}
                testimony={testimony}
                own={own}
                timeZone={user?.time_zone}
              />
            ))}
          </ul>
          <LoadMore
            query={query}
            label={LOAD_MORE_TESTIMONIES}
            loadingLabel="Loading more testimonies..."
            errorTitle={FETCH_TESTIMONIES_FAILED}
          />
        </div>
      )}
    </ListStatus>
  );
}
