import type { Page, Testimony } from '@manna/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { useUser } from '@/features/auth';
import { FETCH_TESTIMONIES_FAILED, LOADING_TESTIMONIES } from '../utils/testimony-messages';
import { PagedTestimonies } from './paged-testimonies';
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
  return (
    <PagedTestimonies
      label={label}
      query={query}
      loadingLabel={LOADING_TESTIMONIES}
      errorTitle={FETCH_TESTIMONIES_FAILED}
      empty={
        <EmptyState icon={Sparkles} title={emptyTitle} actions={<ShareTestimonyLink size="sm" />}>
          {emptyMessage}
        </EmptyState>
      }
      renderItem={(testimony) => (
        <TestimonyCard
          key={testimony.id}
          testimony={testimony}
          own={own}
          timeZone={user?.time_zone}
        />
      )}
    />
  );
}
