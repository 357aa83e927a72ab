import {
  type MarkedText,
  PERSONAL_SEARCH_KIND_LABELS,
  PERSONAL_SEARCH_KINDS,
  type PersonalSearchHit,
  type PersonalSearchKind,
} from '@manna/shared';
import { Search } from 'lucide-react';
import { Fragment, type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStatus } from '@/components/ui/list-status';
import { LoadMore } from '@/components/ui/load-more';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { cn } from '@/lib/cn';
import { formatInZone } from '@/lib/format';
import { useReportFailure } from '@/lib/report-failure';
import { usePersonalSearch } from '../api/search-personal';
import { targetHref } from '../utils/target-href';

const KIND_PLURALS: Record<PersonalSearchKind, string> = {
  note: 'Study notes',
  journal_entry: 'Journal entries',
  topic_entry: 'Topic entries',
  prayer: 'Prayers',
  testimony: 'Testimonies',
  bookmark: 'Bookmarks',
};

/** The kind filter's chips, 'All' first. */
const KIND_CHIPS: readonly { kind: PersonalSearchKind | null; label: string }[] = [
  { kind: null, label: 'All' },
  ...PERSONAL_SEARCH_KINDS.map((kind) => ({ kind, label: KIND_PLURALS[kind] })),
];

/** Text with what matched in <mark>: plain text nodes, never markup from the answer. */
function Marked({ text, marks }: MarkedText) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start < at) continue;
    parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-primary/15 px-0.5 text-foreground">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  parts.push(text.slice(at));
  return (
    <>
      {parts.map((part, index) => (
        // The parts never move: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}

function SearchResult({ hit, timeZone }: { hit: PersonalSearchHit; timeZone: string | null }) {
  return (
    <Link
      to={targetHref(hit.target)}
      className="flex flex-col gap-1.5 rounded-xl border border-border bg-card p-4 transition-colors hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <span className="rounded-full bg-primary/10 px-2 py-0.5 font-medium text-primary">
          {PERSONAL_SEARCH_KIND_LABELS[hit.kind]}
        </span>
        {hit.reference ? <span>{hit.reference}</span> : null}
        <time dateTime={hit.date}>
          {formatInZone(hit.date, { dateStyle: 'medium' }, { timeZone })}
        </time>
      </span>
      <span className="font-semibold break-words">
        <Marked {...hit.title} />
      </span>
      {hit.snippet.text ? (
        <span className="text-sm leading-relaxed text-muted-foreground break-words">
          <Marked {...hit.snippet} />
        </span>
      ) : null}
    </Link>
  );
}

interface SearchScreenProps {
  /** The search, trimmed; '' before one is made. */
  query: string;
  kind: PersonalSearchKind | null;
  /** The address of this search with another kind. */
  kindHref: (kind: PersonalSearchKind | null) => string;
}

/**
 * /search?q=&kind= (docs/product/search.md#the-results): the member's notes, journal and topic
 * entries, prayers, testimonies and bookmarks that match, best first, a page at a time, with
 * chips to keep one kind.
 */
export function SearchScreen({ query, kind, kindHref }: SearchScreenProps) {
  const chipsLabelId = useId();
  const search = usePersonalSearch(query, kind);
  const timeZone = useUser().data?.time_zone ?? null;
  useReportFailure(search, { context: 'Failed to search your writing' });
  const hits = search.data?.pages.flatMap((page) => page.items) ?? [];
  const total = search.data?.pages[0]?.total ?? 0;

  let body: ReactNode;
  if (query === '') {
    body = (
      <EmptyState icon={Search} title="Search your writing">
        Type in the search box at the top of any screen, or press / to go straight to it.
      </EmptyState>
    );
  } else {
    body = (
      <ListStatus
        query={search}
        loaded={hits.length > 0}
        loadingLabel="Searching..."
        errorTitle="Search failed"
      >
        {hits.length === 0 ? (
          <EmptyState icon={Search} title={`Nothing of yours matches “${query}”`}>
            {kind
              ? 'Try all kinds, fewer words or the start of a word.'
              : 'Try fewer words or the start of a word.'}
          </EmptyState>
        ) : (
          <div className="flex flex-col gap-3">
            <ul aria-label="Search results" className="flex flex-col gap-2">
              {hits.map((hit) => (
                <li key={`${hit.kind}:${hit.id}`}>
                  <SearchResult hit={hit} timeZone={timeZone} />
                </li>
              ))}
            </ul>
            <LoadMore
              query={search}
              label="Show more"
              loadingLabel="Loading more..."
              errorTitle="More results did not load"
            />
          </div>
        )}
      </ListStatus>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Search"
        description="Your study notes, journal, prayers, testimonies and bookmarks."
      />
      {query ? (
        // The other search, for the same words (docs/product/scripture.md#search).
        <p className="text-sm">
          <TextLink to={paths.app.scriptureSearch.getHref({ q: query })}>
            Search the Bible for “{query}”
          </TextLink>
        </p>
      ) : null}
      {query ? (
        <div className="flex flex-col gap-2">
          <span id={chipsLabelId} className="text-sm font-medium">
            Kind
          </span>
          <ul aria-labelledby={chipsLabelId} className="flex flex-wrap gap-2">
            {KIND_CHIPS.map((chip) => {
              const chosen = chip.kind === kind;
              return (
                <li key={chip.label}>
                  <Link
                    to={kindHref(chip.kind)}
                    replace
                    aria-current={chosen ? 'true' : undefined}
                    className={cn(
                      'inline-block rounded-full border px-3 py-1 text-sm transition-colors',
                      'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      chosen
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'border-border bg-card hover:bg-accent',
                    )}
                  >
                    {chip.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {query === '' || search.isPending
          ? ''
          : `${total} ${total === 1 ? 'result' : 'results'} for “${query}”`}
      </p>
      {body}
    </div>
  );
}
