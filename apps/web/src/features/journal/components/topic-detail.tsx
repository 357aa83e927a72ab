import {
  type JournalTopicDetail,
  type JournalTopicEntry,
  TOPIC_ENTRY_TYPE_LABELS,
  TOPIC_STATUS_LABELS,
  writingHeading,
} from '@manna/shared';
import { BookOpen, CircleCheck, CircleDashed, Pencil, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DeleteButton, EditButton } from '@/components/ui/action-buttons';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { cn } from '@/lib/cn';
import { LazyBoundary } from '@/lib/lazy-export';
import { useDeleteTopic } from '../api/delete-topic';
import { useDeleteTopicEntry } from '../api/delete-topic-entry';
import { useUpdateTopicEntry } from '../api/update-topic-entry';
import { useGoToJournal } from '../hooks/use-go-to-journal';
import { useJournalError } from '../hooks/use-journal-error';
import { useOpenedOnce } from '../hooks/use-opened-once';
import { formatJournalDate } from '../utils/format-journal-date';
import {
  DELETE_TOPIC_ENTRY_FAILED,
  DELETE_TOPIC_FAILED,
  ENTRY_DELETED_TOAST,
  entryCountLabel,
  TOPIC_DELETED_TOAST,
  UPDATE_TOPIC_ENTRY_FAILED,
} from '../utils/journal-messages';
import { topicEntryAnchor } from '../utils/search-hit-href';
import { answeredCountLabel, lastEntryLabel } from '../utils/topic-labels';
import { BackToJournalLink } from './back-to-journal-link';
import { EntryBadges } from './entry-badges';
import { AnswerTopicEntryDialog, ConfirmDialog, EditTopicEntryDialog } from './journal-dialogs';
import { JournalErrorAlert } from './journal-error-alert';
import { TopicIconBadge } from './topic-icon-badge';
import { VoiceMemoPlayer } from './voice-memo-player';

export const ADD_ENTRY_LABEL = 'Add entry';

/** Newest first (docs/product/journal.md#rules), whatever order they arrive in. */
function newestFirst(entries: readonly JournalTopicEntry[]): JournalTopicEntry[] {
  return [...entries].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/**
 * /journal/:id for a topic: the topic, its entries newest first, 'Add entry' while it is active,
 * and editing, answering or deleting its entries; editing or deleting the topic itself.
 */
export function TopicDetail({ topic }: { topic: JournalTopicDetail }) {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const { data: user } = useUser();
  const timeZone = user?.time_zone ?? null;
  const titleId = useId();
  const entriesHeadingId = useId();
  const inactiveHintId = useId();
  const failure = useJournalError();
  const deleteTopic = useDeleteTopic();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const deleteOpened = useOpenedOnce(confirmingDelete);
  const entries = newestFirst(topic.entries);
  const active = topic.status === 'active';

  // A search hit opens the topic at the entry it found.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [hash]);

  const removeTopic = () =>
    deleteTopic.mutate(topic.id, {
      onSuccess: () => {
        toast({ type: 'success', ...TOPIC_DELETED_TOAST });
        navigate(paths.app.journal.getHref());
      },
      onError: (error) => {
        setConfirmingDelete(false);
        failure.show(DELETE_TOPIC_FAILED, error);
      },
    });

  return (
    <div className="flex flex-col gap-6">
      <BackToJournalLink />
      <JournalErrorAlert message={failure.message} />

      <section aria-labelledby={titleId} className="flex flex-col gap-4">
        <header className="flex items-start gap-4">
          <TopicIconBadge icon={topic.icon} color={topic.color} className="size-14" />
          <div className="flex min-w-0 flex-col gap-1">
            <h1 id={titleId} className="font-serif text-3xl font-semibold break-words">
              {topic.title}
            </h1>
            <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
              <span className="font-medium text-foreground">
                {TOPIC_STATUS_LABELS[topic.status]}
              </span>
              <span>{entryCountLabel(topic.entry_count)}</span>
              <span>{answeredCountLabel(topic.answered_count)}</span>
              <span>{lastEntryLabel(topic.last_entry_date, timeZone)}</span>
            </p>
          </div>
        </header>
        {topic.description ? (
          <p className="whitespace-pre-wrap break-words">{topic.description}</p>
        ) : null}
        {topic.goal ? (
          <div className="rounded-xl bg-muted/60 p-4">
            <h2 className="text-sm font-semibold">Goal</h2>
            <p className="mt-1 text-sm whitespace-pre-wrap break-words">{topic.goal}</p>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {active ? (
            <Button asChild>
              <Link to={paths.app.newJournalEntry.getHref(topic.id)}>
                <Plus aria-hidden="true" />
                {ADD_ENTRY_LABEL}
              </Link>
            </Button>
          ) : (
            <Button disabled aria-describedby={inactiveHintId}>
              <Plus aria-hidden="true" />
              {ADD_ENTRY_LABEL}
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to={paths.app.editJournalItem.getHref(topic.id)}>
              <Pencil aria-hidden="true" />
              Edit topic
            </Link>
          </Button>
          <DeleteButton onClick={() => setConfirmingDelete(true)}>Delete topic</DeleteButton>
        </div>
        {active ? null : (
          <p id={inactiveHintId} className="text-sm text-muted-foreground">
            This topic is {TOPIC_STATUS_LABELS[topic.status].toLowerCase()}. Make it active again to
            add entries.
          </p>
        )}
      </section>

      <section aria-labelledby={entriesHeadingId} className="flex flex-col gap-3">
        <h2 id={entriesHeadingId} className="font-serif text-xl font-semibold">
          Entries
        </h2>
        {entries.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border px-6 py-8 text-center text-sm text-muted-foreground">
            No entries in this topic yet.
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {entries.map((entry) => (
              <li key={entry.id}>
                <TopicEntryCard entry={entry} timeZone={timeZone} onError={failure.show} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {deleteOpened ? (
        <LazyBoundary fallback={null}>
          <ConfirmDialog
            open={confirmingDelete}
            onOpenChange={setConfirmingDelete}
            title="Delete this topic?"
            description={`“${topic.title}” and its ${entryCountLabel(topic.entry_count)} will be gone for good.`}
            confirmLabel="Delete topic"
            onConfirm={removeTopic}
            pending={deleteTopic.isPending}
          />
        </LazyBoundary>
      ) : null}
    </div>
  );
}

interface TopicEntryCardProps {
  entry: JournalTopicEntry;
  timeZone: string | null;
  onError: (prefix: string, error: unknown) => void;
}

function TopicEntryCard({ entry, timeZone, onError }: TopicEntryCardProps) {
  const titleId = useId();
  const updateEntry = useUpdateTopicEntry();
  const deleteEntry = useDeleteTopicEntry();
  const [editing, setEditing] = useState(false);
  const [answering, setAnswering] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const editOpened = useOpenedOnce(editing);
  const answerOpened = useOpenedOnce(answering);
  const deleteOpened = useOpenedOnce(confirmingDelete);
  const goToJournal = useGoToJournal();
  // docs/product/journal.md#headings: an untitled entry is headed by its first words.
  const { heading: title, rest } = writingHeading(entry.title, entry.content);

  const markUnanswered = () =>
    updateEntry.mutate(
      { id: entry.id, changes: { is_answered: false } },
      { onError: (error) => onError(UPDATE_TOPIC_ENTRY_FAILED, error) },
    );

  const remove = () =>
    deleteEntry.mutate(entry.id, {
      onSuccess: () => {
        toast({ type: 'success', ...ENTRY_DELETED_TOAST });
        // After deleting a journal entry the member goes to /journal
        // (docs/product/journal.md#where-the-member-goes-next).
        goToJournal({ kind: 'topic', id: entry.topic_id, change: 'deleted' });
      },
      onError: (error) => {
        setConfirmingDelete(false);
        onError(DELETE_TOPIC_ENTRY_FAILED, error);
      },
    });

  return (
    <article
      id={topicEntryAnchor(entry.id)}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cn(
        'flex scroll-mt-24 flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring',
        entry.is_answered && 'border-success/40',
      )}
    >
      <div className="flex flex-col gap-1">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {TOPIC_ENTRY_TYPE_LABELS[entry.type] ?? entry.type} ·{' '}
          <time dateTime={entry.created_at}>
            {formatJournalDate(entry.created_at, { timeZone })}
          </time>
        </p>
        <h3 id={titleId} className="font-semibold leading-snug break-words">
          {title}
        </h3>
      </div>
      {entry.scripture_reference ? (
        <p className="inline-flex items-center gap-1.5 text-sm font-medium text-primary">
          <BookOpen aria-hidden="true" className="size-4" />
          {entry.scripture_reference}
        </p>
      ) : null}
      {rest ? <p className="whitespace-pre-wrap break-words">{rest}</p> : null}
      {entry.voice_memo_url ? (
        <VoiceMemoPlayer url={entry.voice_memo_url} label={`Voice memo: ${title}`} />
      ) : null}
      <EntryBadges
        isPrivate={entry.is_private}
        answered={entry.is_answered}
        hasVoiceMemo={entry.voice_memo_url !== null}
      />
      {entry.is_answered && entry.answer_details ? (
        <div className="rounded-lg bg-success/8 p-3 text-sm">
          <p className="font-semibold">How it was answered</p>
          <p className="mt-1 whitespace-pre-wrap break-words">{entry.answer_details}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-1">
        {entry.is_answered ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={updateEntry.isPending}
            onClick={markUnanswered}
            aria-label={`Mark unanswered: ${title}`}
          >
            {updateEntry.isPending ? <ButtonSpinner /> : <CircleDashed aria-hidden="true" />}
            Mark unanswered
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setAnswering(true)}
            aria-label={`Mark answered: ${title}`}
          >
            <CircleCheck aria-hidden="true" />
            Mark answered
          </Button>
        )}
        <EditButton
          size="sm"
          onClick={() => setEditing(true)}
          aria-label={`Edit entry: ${title}`}
        />
        <DeleteButton
          size="sm"
          onClick={() => setConfirmingDelete(true)}
          aria-label={`Delete entry: ${title}`}
        />
      </div>

      {editOpened ? (
        <LazyBoundary fallback={null}>
          <EditTopicEntryDialog
            open={editing}
            onOpenChange={setEditing}
            entry={entry}
            title={title}
          />
        </LazyBoundary>
      ) : null}

      {answerOpened ? (
        <LazyBoundary fallback={null}>
          <AnswerTopicEntryDialog
            open={answering}
            onOpenChange={setAnswering}
            entry={entry}
            title={title}
            onError={onError}
          />
        </LazyBoundary>
      ) : null}

      {deleteOpened ? (
        <LazyBoundary fallback={null}>
          <ConfirmDialog
            open={confirmingDelete}
            onOpenChange={setConfirmingDelete}
            title="Delete this entry?"
            description={`“${title}” will be gone for good.`}
            confirmLabel="Delete entry"
            onConfirm={remove}
            pending={deleteEntry.isPending}
          />
        </LazyBoundary>
      ) : null}
    </article>
  );
}
