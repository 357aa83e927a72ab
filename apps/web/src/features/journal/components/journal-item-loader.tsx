import type { JournalItem } from '@manna/shared';
import type { ReactNode } from 'react';
import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { PageSpinner } from '@/components/ui/spinner';
import { useJournalItem } from '../api/get-journal-item';
import { journalErrorMessage } from '../utils/journal-errors';
import { FETCH_ITEM_FAILED, LOADING_JOURNAL } from '../utils/journal-messages';
import { BackToJournalLink } from './back-to-journal-link';
import { LoadError } from './load-error';

// Apart from journal-item-screen.tsx, so the edit forms load it without the entry and topic
// screens and their dialogs (docs/decisions/005-first-load-budget.md).

interface JournalItemLoaderProps {
  id: string;
  children: (item: JournalItem) => ReactNode;
}

/**
 * Loads what /journal/:id names, an entry or a topic (one request), and renders it; the
 * app's not-found screen when it is neither (missing, malformed or another member's id).
 */
export function JournalItemLoader({ id, children }: JournalItemLoaderProps) {
  const query = useJournalItem(id);
  if (query.isPending) return <PageSpinner label={LOADING_JOURNAL} />;
  if (query.isError) {
    return (
      <div className="flex flex-col gap-5">
        <BackToJournalLink />
        <LoadError
          message={journalErrorMessage(FETCH_ITEM_FAILED, query.error)}
          occasion={query.errorUpdatedAt}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  if (query.data === null) return <NotFoundScreen />;
  return children(query.data);
}
