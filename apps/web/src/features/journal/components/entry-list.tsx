import type { JournalEntry } from '@manna/shared';
import { NotebookPen, Plus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/load-more';
import { SectionSpinner } from '@/components/ui/section-spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { usePagedItems } from '@/lib/paged-query';
import { useEntries } from '../api/get-entries';
import { entryExcerpt } from '../utils/entry-excerpt';
import { formatJournalDate } from '../utils/format-journal-date';
import { journalErrorMessage } from '../utils/journal-errors';
import {
  FETCH_ENTRIES_FAILED,
  LOAD_MORE_LABEL,
  NEW_ENTRY_LABEL,
  UNTITLED_ENTRY,
} from '../utils/journal-messages';
import { EntryBadges } from './entry-badges';
import { LoadError } from './load-error';

/** The Entries tab: the member's entries, newest first, a page at a time ('Load more'). */
export function EntryList() {
  const query = useEntries();
  const entries = usePagedItems(query.data);
  const { data: user } = useUser();
  const timeZone = user?.time_zone ?? null;

  if (query.isPending) return <SectionSpinner label="Loading entries..." />;
  if (query.isError && entries.length === 0) {
    return (
      <LoadError
        message={journalErrorMessage(FETCH_ENTRIES_FAILED, query.error)}
        occasion={query.errorUpdatedAt}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (entries.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-10 text-center">
        <NotebookPen aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-semibold">No journal entries yet</p>
        <p className="max-w-sm text-sm text-muted-foreground">
          Write down a prayer, a thought or what God has been showing you. Entries are private.
        </p>
        <Button asChild size="sm">
          <Link to={paths.app.newJournalEntry.getHref()}>
            <Plus aria-hidden="true" />
            {NEW_ENTRY_LABEL}
          </Link>
        </Button>
      </div>
    );
  }

  const total = query.data?.pages[0]?.total ?? entries.length;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {entries.length} of {total}
      </p>
      <ul aria-label="Journal entries" className="flex flex-col gap-3">
        {entries.map((entry) => (
          <li key={entry.id}>
            <EntryCard entry={entry} timeZone={timeZone} />
          </li>
        ))}
      </ul>
      {query.isError ? (
        <LoadError
          message={journalErrorMessage(FETCH_ENTRIES_FAILED, query.error)}
          occasion={query.errorUpdatedAt}
          onRetry={() =>
            void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch())
          }
          retrying={query.isFetching}
        />
      ) : null}
      {query.hasNextPage && !query.isError ? (
        <LoadMoreButton
          loading={query.isFetchingNextPage}
          onLoadMore={query.fetchNextPage}
          label={LOAD_MORE_LABEL}
        />
      ) : null}
    </div>
  );
}

function EntryCard({ entry, timeZone }: { entry: JournalEntry; timeZone: string | null }) {
  const titleId = useId();
  const title = entry.title ?? UNTITLED_ENTRY;
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex flex-col gap-2 rounded-xl border border-border bg-card p-4 shadow-xs transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-accent/40"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={titleId} className="min-w-0 font-semibold leading-snug break-words">
          {/* The whole card is the link's target area; the title names it. */}
          <Link
            to={paths.app.journalItem.getHref(entry.id)}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
          >
            {title}
          </Link>
        </h3>
        <time dateTime={entry.created_at} className="shrink-0 text-xs text-muted-foreground">
          {formatJournalDate(entry.created_at, { timeZone })}
        </time>
      </div>
      <p className="text-sm text-muted-foreground break-words">{entryExcerpt(entry.content)}</p>
      <EntryBadges
        isPrivate={entry.is_private}
        answered={entry.answered}
        hasVoiceMemo={entry.voice_memo_url !== null}
      />
    </article>
  );
}
