import { type JournalEntry, writingHeading } from '@manna/shared';
import { HandHeart, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DeleteButton } from '@/components/ui/action-buttons';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { LazyBoundary } from '@/lib/lazy-export';
import { useDeleteEntry } from '../api/delete-entry';
import { useJournalError } from '../hooks/use-journal-error';
import { useOpenedOnce } from '../hooks/use-opened-once';
import { formatJournalDate } from '../utils/format-journal-date';
import { DELETE_ENTRY_FAILED, ENTRY_DELETED_TOAST } from '../utils/journal-messages';
import { BackToJournalLink } from './back-to-journal-link';
import { EntryBadges } from './entry-badges';
import { ConfirmDialog } from './journal-dialogs';
import { JournalErrorAlert } from './journal-error-alert';
import { VoiceMemoPlayer } from './voice-memo-player';

/** /journal/:id for an entry: the whole entry, with Edit and Delete. */
export function EntryDetail({ entry }: { entry: JournalEntry }) {
  const navigate = useNavigate();
  const { data: user } = useUser();
  const timeZone = user?.time_zone ?? null;
  const deleteEntry = useDeleteEntry();
  const failure = useJournalError();
  const [confirming, setConfirming] = useState(false);
  const confirmOpened = useOpenedOnce(confirming);
  const titleId = useId();
  // docs/product/journal.md#headings: an untitled entry is headed by its first words.
  const { heading: title, rest } = writingHeading(entry.title, entry.content);
  const edited = entry.updated_at !== entry.created_at;

  const remove = () =>
    deleteEntry.mutate(entry.id, {
      onSuccess: () => {
        toast({ type: 'success', ...ENTRY_DELETED_TOAST });
        // After deleting a journal entry the member goes to /journal
        // (docs/product/journal.md#where-the-member-goes-next).
        navigate(paths.app.journal.getHref());
      },
      onError: (error) => {
        setConfirming(false);
        failure.show(DELETE_ENTRY_FAILED, error);
      },
    });

  return (
    <div className="flex flex-col gap-5">
      <BackToJournalLink />
      <JournalErrorAlert message={failure.message} />
      <article className="flex flex-col gap-5" aria-labelledby={titleId}>
        <header className="flex flex-col gap-2">
          <h1 id={titleId} className="font-serif text-3xl font-semibold break-words">
            {title}
          </h1>
          <p className="text-sm text-muted-foreground">
            <time dateTime={entry.created_at}>
              {formatJournalDate(entry.created_at, { timeZone, withTime: true })}
            </time>
            {edited ? (
              <>
                {' · Edited '}
                <time dateTime={entry.updated_at}>
                  {formatJournalDate(entry.updated_at, { timeZone, withTime: true })}
                </time>
              </>
            ) : null}
          </p>
          <EntryBadges
            isPrivate={entry.is_private}
            answered={entry.answered}
            hasVoiceMemo={entry.voice_memo_url !== null}
          />
        </header>

        {rest ? (
          <p className="text-lg leading-relaxed whitespace-pre-wrap break-words">{rest}</p>
        ) : null}

        {entry.voice_memo_url ? <VoiceMemoPlayer url={entry.voice_memo_url} /> : null}

        {entry.answered ? (
          <Card className="flex flex-col gap-1 border-success/40 bg-success/8 p-4">
            <h2 className="font-semibold">Answered</h2>
            <p className="text-sm whitespace-pre-wrap break-words">
              {entry.answer_details ?? 'This prayer has been answered.'}
            </p>
          </Card>
        ) : null}

        {entry.prayer_id ? (
          <Link
            to={paths.app.prayer.getHref(entry.prayer_id)}
            className="inline-flex items-center gap-1.5 self-start rounded text-sm font-medium text-primary underline decoration-primary/40 underline-offset-4 hover:decoration-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <HandHeart aria-hidden="true" className="size-4" />
            Open the prayer this entry came from
          </Link>
        ) : null}
      </article>

      <div className="flex flex-wrap gap-2 border-t border-border pt-5">
        <Button asChild variant="outline">
          <Link to={paths.app.editJournalItem.getHref(entry.id)}>
            <Pencil aria-hidden="true" />
            Edit entry
          </Link>
        </Button>
        <DeleteButton onClick={() => setConfirming(true)}>Delete entry</DeleteButton>
      </div>

      {confirmOpened ? (
        <LazyBoundary fallback={null}>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Delete this entry?"
            description="The entry and its voice memo will be gone for good."
            confirmLabel="Delete entry"
            onConfirm={remove}
            pending={deleteEntry.isPending}
          />
        </LazyBoundary>
      ) : null}
    </div>
  );
}
