import type { JournalSearchHit } from '@manna/shared';
import { Search, X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadMoreButton } from '@/components/ui/load-more';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth';
import { useJournalSearch } from '../api/search-journal';
import { formatJournalDate } from '../utils/format-journal-date';
import { journalErrorMessage } from '../utils/journal-errors';
import { LOAD_MORE_LABEL, SEARCH_FAILED } from '../utils/journal-messages';
import { searchHitHref } from '../utils/search-hit-href';
import { LoadError } from './load-error';

/** Typing pauses this long before the search is sent. */
export const JOURNAL_SEARCH_DEBOUNCE_MS = 300;

export const SEARCH_LABEL = 'Search your journal';

const KIND_LABELS: Record<JournalSearchHit['kind'], string> = {
  entry: 'Entry',
  topic_entry: 'Topic entry',
  prayer: 'Prayer',
};

export function JournalSearchBox({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <search className="flex flex-col gap-2">
      <Label htmlFor={id} className="sr-only">
        {SEARCH_LABEL}
      </Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Search entries and prayers..."
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          className="pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden"
        />
        {value ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => onChange('')}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded-lg p-1.5 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </search>
  );
}

/** Results for a (debounced, trimmed) query over entries, topic entries and prayers. */
export function JournalSearchResults({ query }: { query: string }) {
  const headingId = useId();
  const search = useJournalSearch(query);
  const { data: user } = useUser();
  const timeZone = user?.time_zone ?? null;
  const hits = search.data?.pages.flatMap((page) => page.items) ?? [];
  const total = search.data?.pages[0]?.total ?? 0;

  let body: ReactNode;
  if (search.isPending) {
    body = <Spinner label="Searching..." showLabel />;
  } else if (search.isError && hits.length === 0) {
    body = (
      <LoadError
        message={journalErrorMessage(SEARCH_FAILED, search.error)}
        occasion={search.errorUpdatedAt}
        onRetry={() => void search.refetch()}
        retrying={search.isFetching}
      />
    );
  } else if (hits.length === 0) {
    body = (
      <p className="text-sm text-muted-foreground">
        Nothing in your journal or prayers matches “{query}”.
      </p>
    );
  } else {
    body = (
      <div className="flex flex-col gap-3">
        <ul aria-label="Search results" className="flex flex-col gap-2">
          {hits.map((hit) => (
            <li key={`${hit.kind}:${hit.id}`}>
              <Link
                to={searchHitHref(hit)}
                className="flex flex-col gap-1 rounded-xl border border-border bg-card p-3 transition-colors hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 font-semibold break-words">{hit.heading}</span>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {KIND_LABELS[hit.kind]} ·{' '}
                    <time dateTime={hit.created_at}>
                      {formatJournalDate(hit.created_at, { timeZone })}
                    </time>
                  </span>
                </span>
                <span className="text-sm text-muted-foreground break-words">{hit.excerpt}</span>
              </Link>
            </li>
          ))}
        </ul>
        {search.hasNextPage ? (
          <LoadMoreButton
            loading={search.isFetchingNextPage}
            onLoadMore={search.fetchNextPage}
            label={LOAD_MORE_LABEL}
          />
        ) : null}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-serif text-xl font-semibold">
        Search results
      </h2>
      <p className="sr-only" aria-live="polite">
        {search.isPending ? '' : `${total} ${total === 1 ? 'result' : 'results'} for ${query}`}
      </p>
      {body}
    </section>
  );
}
