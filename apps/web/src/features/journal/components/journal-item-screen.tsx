import { type JournalItem, writingHeading } from '@manna/shared';
import type { ReactNode } from 'react';
import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { PageSpinner } from '@/components/ui/spinner';
import { useJournalItem } from '../api/get-journal-item';
import { journalErrorMessage } from '../utils/journal-errors';
import { FETCH_ITEM_FAILED, LOADING_JOURNAL } from '../utils/journal-messages';
import { BackToJournalLink } from './back-to-journal-link';
import { EntryDetail } from './entry-detail';
import { LoadError } from './load-error';
import { TopicDetail } from './topic-detail';

/** The page title for what /journal/:id shows. */
export function journalItemTitle(item: JournalItem): string {
  return item.kind === 'entry'
    ? writingHeading(item.entry.title, item.entry.content).heading
    : item.topic.title;
}

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

/** /journal/:id, an entry or a topic (docs/product/journal.md#routes). */
export function JournalItemScreen({ id }: { id: string }) {
  return (
    <JournalItemLoader id={id}>
      {(item) => (
        <>
          <title>{`${journalItemTitle(item)} · Journal · Manna`}</title>
          {item.kind === 'entry' ? (
            <EntryDetail entry={item.entry} />
          ) : (
            <TopicDetail topic={item.topic} />
          )}
        </>
      )}
    </JournalItemLoader>
  );
}
