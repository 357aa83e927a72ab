import {
  BOOKMARKS_TAB_TITLE,
  type Bookmark,
  isTranslationId,
  LOAD_BOOKMARKS_FAILED,
  NO_BOOKMARKS_MESSAGE,
  readerLocationOf,
} from '@manna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { BookOpen, CloudOff, LoaderCircle, RotateCw, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { getErrorMessage, NetworkError, SIGN_IN_REQUIRED_MESSAGE } from '@/lib/api-client';
import { formatDay } from '@/lib/format';
import { useReportFailure } from '@/lib/report-failure';
import { useDeleteBookmark } from '../api/delete-bookmark';
import { useBookmarks } from '../api/get-bookmarks';
import { isOffline, keepChangeOnDevice, localBookmarkOf } from '../offline-queue/keep-on-device';
import { latestChangePerVerse, verseKeyOf } from '../offline-queue/pending-changes';
import { useChangesInFlight, usePendingChanges } from '../offline-queue/pending-changes-store';
import { syncPendingChanges } from '../offline-queue/use-bookmark-sync';
import {
  showBookmarkFailure,
  toastBookmarkAuthRequired,
  toastBookmarkChange,
} from '../utils/bookmark-feedback';
import {
  LOAD_MORE_BOOKMARKS,
  LOADING_BOOKMARKS,
  OFFLINE_BOOKMARKS_MESSAGE,
  removeBookmarkLabel,
  WAITING_TO_SYNC,
} from '../utils/bookmark-messages';

// The Bookmarks tab. Loaded lazily by the reading screen (import this file by its path): it is
// not exported from the feature's index, which the reading screen loads up front.

interface ListItem {
  bookmark: Bookmark;
  /** Made on this device and not synced yet. */
  waiting: boolean;
  /** Being sent to the server right now. */
  sending: boolean;
}

/** Where to read the verse in its chapter: /bible/JHN/3?verse=16. */
function contextHref(reference: string): string | null {
  const at = readerLocationOf(reference);
  return at ? paths.app.bibleChapter.getHref(at.book, at.chapter, { verse: at.verse }) : null;
}

/**
 * The Bookmarks tab ('Your Bookmarked Verses',
 * docs/product/study-notes-and-bookmarks.md#bookmarks): newest first, a page at a time, each with
 * its reference, text, translation in upper case, creation date, a link to read it in context and a
 * remove button. Bookmarks made offline show first, marked as waiting to sync.
 */
export function BookmarksList() {
  const queryClient = useQueryClient();
  const user = useUser().data;
  const headingId = useId();
  const bookmarks = useBookmarks({ enabled: Boolean(user) });
  const pending = latestChangePerVerse(usePendingChanges(user?.id));
  const inFlight = useChangesInFlight();
  const deleteBookmark = useDeleteBookmark();

  useReportFailure(bookmarks, { context: LOAD_BOOKMARKS_FAILED });

  // A change waiting on this device decides how a verse shows: a waiting remove hides the
  // server's bookmark, a waiting add shows the one made here.
  const waitingItems: ListItem[] = [...pending.values()].reverse().flatMap((change) =>
    change.kind === 'add'
      ? [
          {
            bookmark: localBookmarkOf(change),
            waiting: true,
            sending: inFlight.has(change.id),
          },
        ]
      : [],
  );
  const savedItems: ListItem[] = (bookmarks.data?.pages ?? [])
    .flatMap((page) => page.bookmarks)
    .filter((bookmark) => !pending.has(verseKeyOf(bookmark)))
    .map((bookmark) => ({ bookmark, waiting: false, sending: false }));
  const items = [...waitingItems, ...savedItems];

  const remove = async ({ bookmark, waiting }: ListItem) => {
    const { reference, translation } = bookmark;
    if (!user) {
      toastBookmarkAuthRequired();
      return;
    }
    const offline = isOffline();
    if ((waiting || offline) && isTranslationId(translation)) {
      const stillWaiting = keepChangeOnDevice(queryClient, user.id, {
        kind: 'remove',
        reference,
        translation,
      });
      toastBookmarkChange('remove', reference, { waiting: stillWaiting && offline });
      if (stillWaiting && !offline) void syncPendingChanges(queryClient, user.id);
      return;
    }
    try {
      await deleteBookmark.mutateAsync({ id: bookmark.id, reference, translation });
      toastBookmarkChange('remove', reference);
    } catch (cause) {
      if (cause instanceof NetworkError && isTranslationId(translation)) {
        const stillWaiting = keepChangeOnDevice(queryClient, user.id, {
          kind: 'remove',
          reference,
          translation,
        });
        toastBookmarkChange('remove', reference, { waiting: stillWaiting });
        return;
      }
      showBookmarkFailure(cause, `Failed to remove bookmark ${reference} (${translation})`);
    }
  };

  const signedOut = user === null;
  // Still loading, unless nobody is signed in (the query then never runs).
  const firstLoad = bookmarks.isPending && !signedOut;
  // Paused by TanStack Query for lack of a network, or the account itself could not be checked
  // offline (the reader opens without it).
  const waitingForNetwork =
    firstLoad && (bookmarks.fetchStatus === 'paused' || (user === undefined && isOffline()));
  const failed = bookmarks.isError && !bookmarks.data;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-serif text-2xl font-semibold">
        {BOOKMARKS_TAB_TITLE}
      </h2>

      {signedOut ? (
        <p className="text-sm text-muted-foreground">{SIGN_IN_REQUIRED_MESSAGE}</p>
      ) : null}

      {waitingForNetwork ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CloudOff aria-hidden="true" className="size-4 shrink-0" />
          {OFFLINE_BOOKMARKS_MESSAGE}
        </p>
      ) : firstLoad ? (
        <div className="flex justify-center py-8">
          <Spinner label={LOADING_BOOKMARKS} showLabel />
        </div>
      ) : null}

      {failed ? (
        <div className="flex flex-col items-start gap-3">
          <Alert title={LOAD_BOOKMARKS_FAILED}>{getErrorMessage(bookmarks.error)}</Alert>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void bookmarks.refetch()}
            disabled={bookmarks.isFetching}
          >
            <RotateCw aria-hidden="true" className={bookmarks.isFetching ? 'animate-spin' : ''} />
            Retry
          </Button>
        </div>
      ) : null}

      {bookmarks.isSuccess && items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border bg-muted/40 p-6 text-center text-sm leading-relaxed text-muted-foreground">
          {NO_BOOKMARKS_MESSAGE}
        </p>
      ) : null}

      {items.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <BookmarkItem
              key={item.bookmark.id}
              item={item}
              timeZone={user?.time_zone}
              onRemove={() => void remove(item)}
            />
          ))}
        </ul>
      ) : null}

      {bookmarks.isFetchNextPageError ? (
        <Alert title={LOAD_BOOKMARKS_FAILED}>{getErrorMessage(bookmarks.error)}</Alert>
      ) : null}

      {bookmarks.hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => void bookmarks.fetchNextPage()}
          disabled={bookmarks.isFetchingNextPage}
        >
          {bookmarks.isFetchingNextPage ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : null}
          {LOAD_MORE_BOOKMARKS}
        </Button>
      ) : null}
    </section>
  );
}

function BookmarkItem({
  item: { bookmark, waiting, sending },
  timeZone,
  onRemove,
}: {
  item: ListItem;
  timeZone: string | null | undefined;
  onRemove: () => void;
}) {
  const titleId = useId();
  const href = contextHref(bookmark.reference);
  return (
    <li>
      <article
        aria-labelledby={titleId}
        data-waiting={waiting || undefined}
        className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 shadow-xs sm:p-5"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={titleId} className="font-serif text-lg font-semibold">
              {bookmark.reference}
            </h3>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
              <span className="font-semibold tracking-wide">
                {bookmark.translation.toUpperCase()}
              </span>
              <span aria-hidden="true">·</span>
              {/* The creation date, a long date in the member's time zone. */}
              <time dateTime={bookmark.created_at}>
                {formatDay(bookmark.created_at, { timeZone })}
              </time>
              {waiting ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 font-medium text-foreground">
                  <CloudOff aria-hidden="true" className="size-3" />
                  {WAITING_TO_SYNC}
                </span>
              ) : null}
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="-mt-2 -mr-2 shrink-0 text-muted-foreground hover:text-destructive"
            aria-label={removeBookmarkLabel(bookmark.reference)}
            onClick={onRemove}
            disabled={sending}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        <blockquote className="font-serif leading-relaxed text-foreground">
          {bookmark.text}
        </blockquote>
        {href ? (
          <Link
            to={href}
            className="inline-flex items-center gap-1.5 self-start rounded-lg text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <BookOpen aria-hidden="true" className="size-4" />
            Read <span className="sr-only">{bookmark.reference}</span> in context
          </Link>
        ) : null}
      </article>
    </li>
  );
}
