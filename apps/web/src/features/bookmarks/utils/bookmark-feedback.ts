import {
  BOOKMARK_AUTH_REQUIRED_TOAST,
  BOOKMARK_REMOVED_TOAST,
  bookmarkAddedToast,
} from '@manna/shared';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { reportFailure } from '@/lib/report-failure';
import { BOOKMARK_ERROR_TOAST_TITLE, BOOKMARK_OFFLINE_NOTE } from './bookmark-messages';

// What the verse toggles and the Bookmarks tab tell the member about a change. Loads with the
// reading screen: keep it small.

/**
 * The success toasts (docs/product/study-notes-and-bookmarks.md#messages), with a note when the
 * change is waiting on this device to sync.
 */
export function toastBookmarkChange(
  kind: 'add' | 'remove',
  reference: string,
  { waiting = false }: { waiting?: boolean } = {},
): void {
  const { title, message } =
    kind === 'add' ? bookmarkAddedToast(reference) : BOOKMARK_REMOVED_TOAST;
  toast({
    type: 'success',
    title,
    message: waiting ? `${message} ${BOOKMARK_OFFLINE_NOTE}` : message,
  });
}

/** Bookmarking needs a signed-in member (docs/product/study-notes-and-bookmarks.md#bookmarks). */
export function toastBookmarkAuthRequired(): void {
  toast({ type: 'error', ...BOOKMARK_AUTH_REQUIRED_TOAST });
}

/**
 * A bookmark request failed for a reason other than the network: a 401 asks the member to sign
 * in; anything else is reported (lib/report-failure) with `context` and shown.
 */
export function showBookmarkFailure(error: unknown, context: string): void {
  if (isApiError(error, 401)) toastBookmarkAuthRequired();
  else reportFailure(error, { context, toastTitle: BOOKMARK_ERROR_TOAST_TITLE });
}
