import { getErrorMessage } from '@/lib/api-client';
import { Alert } from './alert';
import { Button } from './button';
import { ButtonSpinner } from './spinner';

interface LoadMoreButtonProps {
  /** The next page is on its way: the button waits and says `loadingLabel`. */
  loading: boolean;
  onLoadMore: () => unknown;
  label: string;
  loadingLabel?: string;
}

/** 'Load more' under a paged list. */
export function LoadMoreButton({
  loading,
  onLoadMore,
  label,
  loadingLabel = 'Loading...',
}: LoadMoreButtonProps) {
  return (
    <Button
      variant="outline"
      className="self-center"
      disabled={loading}
      onClick={() => void onLoadMore()}
    >
      {loading ? <ButtonSpinner /> : null}
      {loading ? loadingLabel : label}
    </Button>
  );
}

/** The parts of an infinite query that paging needs. */
interface NextPageQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => unknown;
}

interface LoadMoreProps {
  query: NextPageQuery;
  /** Whether to offer more; the query's hasNextPage unless the list stops earlier. */
  hasNextPage?: boolean;
  label: string;
  loadingLabel: string;
  /** Over what went wrong, when the next page failed. */
  errorTitle: string;
}

/** 'Load more' under a paged list, and what went wrong if the next page failed. */
export function LoadMore({
  query,
  hasNextPage = query.hasNextPage,
  label,
  loadingLabel,
  errorTitle,
}: LoadMoreProps) {
  return (
    <>
      {query.isFetchNextPageError ? (
        <Alert title={errorTitle}>{getErrorMessage(query.error)}</Alert>
      ) : null}
      {hasNextPage ? (
        <LoadMoreButton
          loading={query.isFetchingNextPage}
          onLoadMore={query.fetchNextPage}
          label={label}
          loadingLabel={loadingLabel}
        />
      ) : null}
    </>
  );
}
