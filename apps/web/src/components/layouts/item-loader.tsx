import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { MessageScreen } from '@/components/errors/message-screen';
import { RetryAlert } from '@/components/ui/retry-alert';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';

interface ItemLoaderProps<Item> {
  query: UseQueryResult<Item>;
  /** The page's title until the item is in (the item's screen names itself). */
  pageTitle: string;
  loadingLabel: string;
  /** Over what went wrong, with Retry, when the item could not load. */
  errorTitle: string;
  /** The way back, above such a failure. */
  back: ReactNode;
  /** The screen for a 404: its title, its words and the way back. */
  notFound: { title: string; message: string; action: { label: string; to: string } };
  children: (item: Item) => ReactNode;
}

/**
 * Loads the one item a screen is about (a prayer, a testimony) and renders it; until then a
 * spinner, and after a failure the not-found screen or what went wrong with Retry.
 */
export function ItemLoader<Item>({
  query,
  pageTitle,
  loadingLabel,
  errorTitle,
  back,
  notFound,
  children,
}: ItemLoaderProps<Item>) {
  if (query.isPending) {
    return (
      <>
        <title>{pageTitle}</title>
        <PageSpinner label={loadingLabel} />
      </>
    );
  }
  if (query.isError) {
    // Another member's item answers 404 exactly like one that never existed.
    if (isApiError(query.error, 404)) {
      return (
        <MessageScreen icon={SearchX} title={notFound.title} action={notFound.action}>
          {notFound.message}
        </MessageScreen>
      );
    }
    return (
      <div className="flex flex-col gap-6">
        <title>{pageTitle}</title>
        {back}
        <RetryAlert
          title={errorTitle}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  return children(query.data);
}
