import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useUser } from '@/features/auth';
import { getErrorMessage } from '@/lib/api-client';
import { reportFailure } from '@/lib/report-failure';
import { bookmarksQueryKey } from '../api/bookmark-keys';
import { createBookmark } from '../api/create-bookmark';
import { deleteBookmarkByReference } from '../api/delete-bookmark';
import {
  dropFromChapterCache,
  LOCAL_BOOKMARK_ID_PREFIX,
  putInChapterCache,
} from '../utils/bookmark-cache';
import { BOOKMARK_NOT_SYNCED_TOAST_TITLE } from '../utils/bookmark-messages';
import { isOffline } from './keep-on-device';
import { type PendingChange, replayQueue, withoutChanges } from './pending-changes';
import {
  getPendingChanges,
  setChangesInFlight,
  updatePendingChanges,
} from './pending-changes-store';

export interface BookmarkSyncResult {
  /** Changes the server now has (or already had). */
  synced: number;
  /** Changes the server refused for good (the member was told). */
  discarded: number;
  /** Changes still waiting (the network or the server failed on the way). */
  remaining: number;
}

// One sync at a time per member, across every caller (the 'online' event, mount, a toggle).
const running = new Map<string, Promise<BookmarkSyncResult>>();
const requestedAgain = new Set<string>();

function showDiscarded(change: PendingChange, error: unknown): void {
  reportFailure(error, {
    context: `Failed to sync bookmark ${change.kind} ${change.reference} (${change.translation})`,
    message: `${change.reference}: ${getErrorMessage(error)}`,
    toastTitle: BOOKMARK_NOT_SYNCED_TOAST_TITLE,
    // No screen handles a refusal met in the background: even a 4xx is worth knowing about.
    serverLog: 'always',
  });
}

async function drain(queryClient: QueryClient, userId: string): Promise<BookmarkSyncResult> {
  let synced = 0;
  let discarded = 0;
  try {
    for (;;) {
      requestedAgain.delete(userId);
      const queue = getPendingChanges(userId);
      if (queue.length === 0) break;
      const result = await replayQueue(queue, {
        add: async (change) => {
          const bookmark = await createBookmark({
            reference: change.reference,
            text: change.text,
            translation: change.translation,
            created_at: change.at,
          });
          // The verse keeps its bookmark while the chapter is refetched.
          dropFromChapterCache(queryClient, change, {
            id: `${LOCAL_BOOKMARK_ID_PREFIX}${change.id}`,
          });
          putInChapterCache(queryClient, bookmark);
        },
        remove: (change) => deleteBookmarkByReference(change),
        onStart: (change) => setChangesInFlight([change.id]),
        onSettled: (change, outcome, error) => {
          // Taken off the queue one by one: a tab closed half-way does not send them twice.
          updatePendingChanges(userId, (current) => withoutChanges(current, new Set([change.id])));
          if (outcome === 'discarded') showDiscarded(change, error);
        },
      });
      synced += result.synced.length;
      discarded += result.discarded.length;
      // Stopped by the network or the server: wait for the next 'online' event, unless one
      // already came while this run was under way. A clean run goes round again for changes
      // queued meanwhile (the loop ends when the queue is empty).
      if (result.remaining.length > 0 && !requestedAgain.has(userId)) break;
    }
  } finally {
    setChangesInFlight([]);
  }
  if (synced + discarded > 0) {
    await queryClient.invalidateQueries({ queryKey: bookmarksQueryKey });
  }
  return { synced, discarded, remaining: getPendingChanges(userId).length };
}

/**
 * Sends the member's bookmark changes made offline to the server, in order (adds are saved with
 * the moment they were made as created_at; removes go by reference, and a 404 means already
 * done). Stops at the first network failure, keeping the rest; then refetches every bookmark
 * query. Safe to call at any time: a call during a sync joins it (and makes it go round once
 * more). Two tabs syncing at once is harmless: adds are idempotent and a repeated remove is a 404.
 */
export function syncPendingChanges(
  queryClient: QueryClient,
  userId: string,
): Promise<BookmarkSyncResult> {
  const current = running.get(userId);
  if (current) {
    requestedAgain.add(userId);
    return current;
  }
  const run = drain(queryClient, userId).finally(() => running.delete(userId));
  running.set(userId, run);
  return run;
}

/**
 * Syncs the signed-in member's offline bookmark changes when the app starts (or a member signs
 * in) and whenever the browser comes back online. Mount once, in the app shell.
 */
export function useBookmarkSync(): void {
  const queryClient = useQueryClient();
  const userId = useUser().data?.id;

  useEffect(() => {
    if (!userId) return;
    const sync = () => {
      syncPendingChanges(queryClient, userId).catch((error: unknown) =>
        console.error('Bookmark sync failed', error),
      );
    };
    if (!isOffline()) sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [queryClient, userId]);
}
