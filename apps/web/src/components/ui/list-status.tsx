import type { ReactNode } from 'react';
import { RetryAlert } from './retry-alert';
import { SectionSpinner } from './section-spinner';

/** The parts of a list's query that say whether it can show yet. */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

interface ListStatusProps {
  query: ListQuery;
  /** Some items have loaded: a failed refresh then leaves them in place. */
  loaded: boolean;
  loadingLabel: string;
  /** Over what went wrong, when the list could not load. */
  errorTitle: string;
  /** The list, or what it says when empty. */
  children: ReactNode;
}

/** A list, once it can show: until then a spinner, or what went wrong with Retry. */
export function ListStatus({ query, loaded, loadingLabel, errorTitle, children }: ListStatusProps) {
  if (query.isPending) return <SectionSpinner label={loadingLabel} />;
  if (query.isError && !loaded) {
    return (
      <RetryAlert
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return children;
}
