import {
  type JournalListItem,
  type JournalTopicSummary,
  TOPIC_ENTRY_TYPE_LABELS,
  type TopicEntryType,
  writingHeading,
} from '@manna/shared';
import { NotebookPen, Plus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/load-more';
import { SectionSpinner } from '@/components/ui/section-spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { cn } from '@/lib/cn';
import { usePagedItems } from '@/lib/paged-query';
import { badgeClassesFor, PALETTE_ACCENT } from '@/lib/palette';
import { useEntries } from '../api/get-entries';
import { useFocusWhenMarked } from '../hooks/use-focus-when-marked';
import { entryExcerpt } from '../utils/entry-excerpt';
import { formatJournalDate } from '../utils/format-journal-date';
import { journalErrorMessage } from '../utils/journal-errors';
import {
  FETCH_ENTRIES_FAILED,
  JUST_SAVED,
  LOAD_MORE_LABEL,
  NEW_ENTRY_LABEL,
} from '../utils/journal-messages';
import { topicEntryHref } from '../utils/search-hit-href';
import { TOPIC_ICON_COMPONENTS } from '../utils/topic-style';
import { EntryBadges } from './entry-badges';
import { LoadError } from './load-error';
import { MARKED_CARD_CLASSES, MarkedNote } from './marked-note';

/**
 * The Entries tab: the member's journal entries and topic entries, newest first, a page at a
 * time ('Load more'). `markedId` is a journal entry just saved (utils/journal-landing.ts).
 */
export function EntryList({ markedId = null }: { markedId?: string | null }) {
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
        {entries.map((item) => (
          <li key={`${item.kind}:${item.entry.id}`}>
            <EntryCard
              item={item}
              timeZone={timeZone}
              marked={item.kind === 'entry' && item.entry.id === markedId}
            />
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

interface EntryCardProps {
  item: JournalListItem;
  timeZone: string | null;
  marked: boolean;
}

/**
 * One entry of the list, a journal entry or a topic entry (in its topic's colour, with the
 * topic's name and the entry's type); a topic entry opens on its topic's page, at the entry.
 */
function EntryCard({ item, timeZone, marked }: EntryCardProps) {
  const titleId = useId();
  const markedId = useId();
  const linkRef = useFocusWhenMarked<HTMLAnchorElement>(marked);
  const { entry } = item;
  // docs/product/journal.md#headings: an untitled entry is headed by its first words; the
  // excerpt is what the heading leaves, so nothing shows twice.
  const { heading, rest } = writingHeading(entry.title, entry.content);
  const excerpt = entryExcerpt(rest);
  const inTopic = item.kind === 'topic_entry' ? item : null;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col gap-2 rounded-xl border border-border bg-card p-4 shadow-xs transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-accent/40',
        inTopic && ['border-l-4', PALETTE_ACCENT[inTopic.topic.color]],
        marked && MARKED_CARD_CLASSES,
      )}
    >
      {marked ? <MarkedNote id={markedId}>{JUST_SAVED}</MarkedNote> : null}
      {inTopic ? <TopicLine topic={inTopic.topic} type={inTopic.entry.type} /> : null}
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={titleId} className="min-w-0 font-semibold leading-snug break-words">
          {/* The whole card is the link's target area; the heading names it. */}
          <Link
            ref={linkRef}
            to={
              inTopic
                ? topicEntryHref(inTopic.topic.id, inTopic.entry.id)
                : paths.app.journalItem.getHref(entry.id)
            }
            aria-describedby={marked ? markedId : undefined}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
          >
            {heading}
          </Link>
        </h2>
        <time dateTime={entry.created_at} className="shrink-0 text-xs text-muted-foreground">
          {formatJournalDate(entry.created_at, { timeZone })}
        </time>
      </div>
      {excerpt ? <p className="text-sm text-muted-foreground break-words">{excerpt}</p> : null}
      <EntryBadges
        isPrivate={entry.is_private}
        answered={item.kind === 'topic_entry' ? item.entry.is_answered : item.entry.answered}
        hasVoiceMemo={entry.voice_memo_url !== null}
      />
    </article>
  );
}

/** 'My family · Prayer': the topic a topic entry sits in, in the topic's colours. */
function TopicLine({ topic, type }: { topic: JournalTopicSummary; type: TopicEntryType }) {
  const Icon = TOPIC_ICON_COMPONENTS[topic.icon] ?? TOPIC_ICON_COMPONENTS.target;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
      <span
        className={cn(
          'inline-flex min-w-0 items-center gap-1 rounded-full px-2 py-0.5 font-medium break-words',
          badgeClassesFor(topic.color),
        )}
      >
        <Icon aria-hidden="true" className="size-3.5 shrink-0" />
        <span>
          <span className="sr-only">In the topic </span>
          {topic.title}
        </span>
      </span>
      <span>{TOPIC_ENTRY_TYPE_LABELS[type]}</span>
    </p>
  );
}
