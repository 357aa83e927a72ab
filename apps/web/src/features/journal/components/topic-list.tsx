import { FETCH_TOPICS_FAILED, type JournalTopic, TOPIC_STATUS_LABELS } from '@manna/shared';
import { FolderHeart, Plus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { SectionSpinner } from '@/components/ui/section-spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { cn } from '@/lib/cn';
import { PALETTE_ACCENT } from '@/lib/palette';
import { useTopics } from '../api/get-topics';
import { useFocusWhenMarked } from '../hooks/use-focus-when-marked';
import { journalErrorMessage } from '../utils/journal-errors';
import type { JournalLanding } from '../utils/journal-landing';
import {
  ENTRY_DELETED_HERE,
  ENTRY_SAVED_HERE,
  entryCountLabel,
  NEW_TOPIC_LABEL,
} from '../utils/journal-messages';
import { answeredCountLabel, lastEntryLabel } from '../utils/topic-labels';
import { LoadError } from './load-error';
import { MARKED_CARD_CLASSES, MarkedNote } from './marked-note';
import { TopicIconBadge } from './topic-icon-badge';

type TopicMark = Extract<JournalLanding, { kind: 'topic' }>;

/**
 * The Topics tab: newest-updated first (docs/product/journal.md#rules), with counts and the last
 * entry's date. `marked` is the topic an entry was just saved in or deleted from
 * (utils/journal-landing.ts).
 */
export function TopicList({ marked = null }: { marked?: TopicMark | null }) {
  const query = useTopics('all');
  const { data: user } = useUser();
  const timeZone = user?.time_zone ?? null;

  if (query.isPending) return <SectionSpinner label="Loading topics..." />;
  if (query.isError) {
    return (
      <LoadError
        message={journalErrorMessage(FETCH_TOPICS_FAILED, query.error)}
        occasion={query.errorUpdatedAt}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const topics = query.data;
  if (topics.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-10 text-center">
        <FolderHeart aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-semibold">No topics yet</p>
        <p className="max-w-sm text-sm text-muted-foreground">
          A topic gathers the prayers of one concern (your family, your work, a friend) so you can
          see how God answers over time.
        </p>
        <Button asChild size="sm">
          <Link to={paths.app.newTopic.getHref()}>
            <Plus aria-hidden="true" />
            {NEW_TOPIC_LABEL}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <ul aria-label="Journal topics" className="flex flex-col gap-3">
      {topics.map((topic) => (
        <li key={topic.id}>
          <TopicCard
            topic={topic}
            timeZone={timeZone}
            change={topic.id === marked?.id ? marked.change : null}
          />
        </li>
      ))}
    </ul>
  );
}

interface TopicCardProps {
  topic: JournalTopic;
  timeZone: string | null;
  /** An entry was just saved in this topic or deleted from it. */
  change: TopicMark['change'] | null;
}

function TopicCard({ topic, timeZone, change }: TopicCardProps) {
  const titleId = useId();
  const markedId = useId();
  const linkRef = useFocusWhenMarked<HTMLAnchorElement>(change !== null);
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex items-start gap-3 rounded-xl border border-l-4 border-border bg-card p-4 shadow-xs transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-accent/40',
        PALETTE_ACCENT[topic.color],
        change && MARKED_CARD_CLASSES,
      )}
    >
      <TopicIconBadge icon={topic.icon} color={topic.color} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {change ? (
          <MarkedNote id={markedId}>
            {change === 'saved' ? ENTRY_SAVED_HERE : ENTRY_DELETED_HERE}
          </MarkedNote>
        ) : null}
        <div className="flex flex-wrap items-baseline gap-x-2">
          <h2 id={titleId} className="min-w-0 font-semibold leading-snug break-words">
            <Link
              ref={linkRef}
              to={paths.app.journalItem.getHref(topic.id)}
              aria-describedby={change ? markedId : undefined}
              className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
            >
              {topic.title}
            </Link>
          </h2>
          {topic.status !== 'active' ? (
            <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
              {TOPIC_STATUS_LABELS[topic.status]}
            </span>
          ) : null}
        </div>
        {topic.description ? (
          <p className="line-clamp-2 text-sm text-muted-foreground break-words">
            {topic.description}
          </p>
        ) : null}
        <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
          <span>{entryCountLabel(topic.entry_count)}</span>
          <span>{answeredCountLabel(topic.answered_count)}</span>
          <span>{lastEntryLabel(topic.last_entry_date, timeZone)}</span>
        </p>
      </div>
    </article>
  );
}
