import { LoadMore } from '@/components/ui/load-more';
import { FETCH_PRAYERS_FAILED, LOAD_MORE_PRAYERS } from '../utils/prayer-messages';

type LoadMorePrayersProps = Pick<Parameters<typeof LoadMore>[0], 'query' | 'hasNextPage'>;

/** 'Load more prayers' under a list, and what went wrong if the next page failed. */
export function LoadMorePrayers(props: LoadMorePrayersProps) {
  return (
    <LoadMore
      {...props}
      label={LOAD_MORE_PRAYERS}
      loadingLabel="Loading more prayers..."
      errorTitle={FETCH_PRAYERS_FAILED}
    />
  );
}
