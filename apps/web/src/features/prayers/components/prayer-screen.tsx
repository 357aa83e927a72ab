import type { Prayer } from '@manna/shared';
import { PRAYER_NOT_FOUND } from '@manna/shared';
import { BookHeart, CircleCheck, Hourglass, Lock, Pencil, Sparkles, Undo2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ItemLoader } from '@/components/layouts/item-loader';
import { DeleteButton, EditButton } from '@/components/ui/action-buttons';
import { BackLink } from '@/components/ui/back-link';
import { Button, buttonVariants } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { formatDay } from '@/lib/format';
import { LazyBoundary, lazyExport } from '@/lib/lazy-export';
import { reportFailure } from '@/lib/report-failure';
import { usePrayer } from '../api/get-prayer';
import { useLinkPrayerToJournal } from '../api/link-prayer-to-journal';
import { useUpdatePrayer } from '../api/update-prayer';
import {
  ADD_TO_JOURNAL_LABEL,
  EDIT_ANSWER_LABEL,
  FETCH_PRAYER_FAILED,
  LOADING_PRAYER,
  MARK_ANSWERED_LABEL,
  MARK_NOT_ANSWERED_LABEL,
  OPEN_IN_JOURNAL_LABEL,
  PRAYER_DELETED_TOAST,
  PRAYER_LINKED_TOAST,
  PRAYER_UNANSWERED_TOAST,
  SHARE_TESTIMONY_LABEL,
  UPDATE_PRAYER_FAILED,
  WAITING_LABEL,
} from '../utils/prayer-messages';
import { AnsweredBadge } from './answered-badge';

function BackToPrayers() {
  return <BackLink to={paths.app.prayers.getHref()}>All prayers</BackLink>;
}

/** /prayers/:id: one prayer, whole, with what can be done with it. */
export function PrayerScreen({ id }: { id: string }) {
  return (
    <ItemLoader
      query={usePrayer(id)}
      pageTitle="Prayer · Manna"
      loadingLabel={LOADING_PRAYER}
      errorTitle={FETCH_PRAYER_FAILED}
      back={<BackToPrayers />}
      notFound={{
        title: PRAYER_NOT_FOUND,
        message: 'This prayer is not in your list. It may have been deleted.',
        action: { label: 'Back to prayers', to: paths.app.prayers.getHref() },
      }}
    >
      {(prayer) => <PrayerDetail prayer={prayer} />}
    </ItemLoader>
  );
}

type OpenDialog = 'answer' | 'edit' | 'delete' | null;

// The dialogs, their forms and Radix Dialog load with the first click that opens one, not with
// the prayer (docs/decisions/005-first-load-budget.md).
const AnswerPrayerDialog = lazyExport(() => import('./answer-prayer-dialog'), 'AnswerPrayerDialog');
const EditPrayerDialog = lazyExport(() => import('./edit-prayer-dialog'), 'EditPrayerDialog');
const DeletePrayerDialog = lazyExport(() => import('./delete-prayer-dialog'), 'DeletePrayerDialog');

function PrayerDetail({ prayer }: { prayer: Prayer }) {
  const navigate = useNavigate();
  const { data: user } = useUser();
  const timeZone = user?.time_zone;
  const titleId = useId();
  const answerTitleId = useId();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if (dialog !== null && !dialogsWanted) setDialogsWanted(true);
  const updatePrayer = useUpdatePrayer();
  const linkToJournal = useLinkPrayerToJournal();
  const journalEntryId = linkToJournal.data?.entry.id ?? prayer.journal_entry_id;

  // 'Add to journal' turns into 'Open in journal': keep the keyboard where it was.
  const journalLinkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (linkToJournal.isSuccess) journalLinkRef.current?.focus();
  }, [linkToJournal.isSuccess]);

  const markNotAnswered = () =>
    updatePrayer.mutate(
      // The answer's words are kept: marking it answered again brings them back.
      { id: prayer.id, changes: { is_answered: false } },
      {
        onSuccess: () => toast({ type: 'success', ...PRAYER_UNANSWERED_TOAST }),
        onError: (error) =>
          reportFailure(error, { context: UPDATE_PRAYER_FAILED, toastTitle: UPDATE_PRAYER_FAILED }),
      },
    );

  const addToJournal = () =>
    linkToJournal.mutate(prayer.id, {
      onSuccess: () => toast({ type: 'success', ...PRAYER_LINKED_TOAST }),
    });

  return (
    <div className="flex flex-col gap-6">
      <title>{`${prayer.title} · Prayers · Manna`}</title>
      <BackToPrayers />
      <article aria-labelledby={titleId} className="flex flex-col gap-6">
        <header className="flex flex-col gap-3">
          <div>
            {prayer.is_answered ? (
              <AnsweredBadge />
            ) : (
              <span className="inline-flex items-center gap-1 rounded-full border border-border bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground">
                <Hourglass aria-hidden="true" className="size-3.5" />
                {WAITING_LABEL}
              </span>
            )}
          </div>
          <h1 id={titleId} className="font-serif text-3xl font-semibold break-words sm:text-4xl">
            {prayer.title}
          </h1>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <span>
              Prayed on{' '}
              <time dateTime={prayer.created_at}>{formatDay(prayer.created_at, { timeZone })}</time>
            </span>
            {prayer.is_private ? (
              <>
                <span aria-hidden="true">·</span>
                <span className="inline-flex items-center gap-1">
                  <Lock aria-hidden="true" className="size-3.5" />
                  Private
                </span>
              </>
            ) : null}
          </p>
        </header>

        <p className="font-serif text-lg leading-relaxed break-words whitespace-pre-wrap">
          {prayer.content}
        </p>

        {prayer.is_answered ? (
          <section
            aria-labelledby={answerTitleId}
            className="flex flex-col gap-2 rounded-2xl border border-success/30 bg-success/8 p-4 sm:p-5"
          >
            <h2
              id={answerTitleId}
              className="flex items-center gap-2 font-serif text-xl font-semibold"
            >
              <CircleCheck aria-hidden="true" className="size-5 text-success" />
              How God answered
            </h2>
            {prayer.answer_details ? (
              <p className="leading-relaxed break-words whitespace-pre-wrap">
                {prayer.answer_details}
              </p>
            ) : (
              <p className="text-muted-foreground">
                You have not written how yet. A few words now will be a gift to read later.
              </p>
            )}
            {prayer.answered_at ? (
              <p className="text-sm text-muted-foreground">
                Answered on{' '}
                <time dateTime={prayer.answered_at}>
                  {formatDay(prayer.answered_at, { timeZone })}
                </time>
              </p>
            ) : null}
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => setDialog('answer')}
            >
              <Pencil aria-hidden="true" />
              {EDIT_ANSWER_LABEL}
            </Button>
          </section>
        ) : null}

        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            {prayer.is_answered ? (
              <Button variant="outline" disabled={updatePrayer.isPending} onClick={markNotAnswered}>
                {updatePrayer.isPending ? <ButtonSpinner /> : <Undo2 aria-hidden="true" />}
                {MARK_NOT_ANSWERED_LABEL}
              </Button>
            ) : (
              <Button onClick={() => setDialog('answer')}>
                <CircleCheck aria-hidden="true" />
                {MARK_ANSWERED_LABEL}
              </Button>
            )}
            {journalEntryId ? (
              <Link
                ref={journalLinkRef}
                to={paths.app.journalItem.getHref(journalEntryId)}
                className={buttonVariants({ variant: 'outline' })}
              >
                <BookHeart aria-hidden="true" />
                {OPEN_IN_JOURNAL_LABEL}
              </Link>
            ) : (
              <Button variant="outline" disabled={linkToJournal.isPending} onClick={addToJournal}>
                {linkToJournal.isPending ? <ButtonSpinner /> : <BookHeart aria-hidden="true" />}
                {linkToJournal.isPending ? 'Adding...' : ADD_TO_JOURNAL_LABEL}
              </Button>
            )}
            {prayer.is_answered ? (
              <Link
                to={paths.app.newTestimony.getHref(prayer.id)}
                className={buttonVariants({ variant: 'outline' })}
              >
                <Sparkles aria-hidden="true" />
                {SHARE_TESTIMONY_LABEL}
              </Link>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <EditButton size="sm" onClick={() => setDialog('edit')} />
            <DeleteButton size="sm" onClick={() => setDialog('delete')} />
          </div>
        </div>
      </article>

      {/* Mounted from the first click on, so they keep closing as Radix closes them. */}
      {dialogsWanted ? (
        <LazyBoundary fallback={null}>
          <AnswerPrayerDialog
            prayer={prayer}
            open={dialog === 'answer'}
            onOpenChange={(open) => setDialog(open ? 'answer' : null)}
          />
          <EditPrayerDialog
            prayer={prayer}
            open={dialog === 'edit'}
            onOpenChange={(open) => setDialog(open ? 'edit' : null)}
          />
          <DeletePrayerDialog
            prayer={prayer}
            open={dialog === 'delete'}
            onOpenChange={(open) => setDialog(open ? 'delete' : null)}
            onDeleted={() => {
              toast({ type: 'success', ...PRAYER_DELETED_TOAST });
              void navigate(paths.app.prayers.getHref(), { replace: true });
            }}
          />
        </LazyBoundary>
      ) : null}
    </div>
  );
}
