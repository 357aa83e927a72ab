import type { EarnedAchievement, PlanChapter } from '@manna/shared';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { reportFailure } from '@/lib/report-failure';
import { useCatchUpChapters } from '../api/catch-up-chapters';
import {
  CATCH_UP_FAILED_TOAST,
  CATCH_UP_PROCESSING_TOAST,
  caughtUpToast,
  INLINE_ERROR_DISPLAY_MS,
} from '../utils/reading-messages';

interface CatchUpOptions {
  planId: string | undefined;
  onEarned: (earned: readonly EarnedAchievement[]) => void;
}

/**
 * Catch-up mode (docs/product/reading-plans.md#catch-up): 'View Missed Readings' turns it on,
 * Cancel turns it off, and 'Mark All as Read' completes every missed chapter (one request), leaves
 * the mode and says how many.
 */
export function useCatchUp({ planId, onEarned }: CatchUpOptions) {
  // Kept per plan: another plan has other missed chapters, so switching plans closes the list.
  const [openFor, setOpenFor] = useState<string | null>(null);
  const [error, setError] = useState<{ planId: string; message: string } | null>(null);
  const mutation = useCatchUpChapters();

  // Reading errors clear after 5 seconds.
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), INLINE_ERROR_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const open = useCallback(() => setOpenFor(planId ?? null), [planId]);
  const cancel = useCallback(() => {
    setOpenFor(null);
    setError(null);
  }, []);

  const markAllRead = (missed: readonly PlanChapter[]) => {
    if (!planId || missed.length === 0) return;
    setError(null);
    const processing = toast({ type: 'info', ...CATCH_UP_PROCESSING_TOAST });
    mutation.mutate(
      { planId, chapterIds: missed.map((chapter) => chapter.id) },
      {
        onSuccess: (answer) => {
          processing.dismiss();
          setOpenFor(null);
          toast({ type: 'success', ...caughtUpToast(answer.changed || missed.length) });
          onEarned(answer.earned);
        },
        onError: (cause) => {
          processing.dismiss();
          reportFailure(cause, {
            context: 'Failed to mark chapters as read',
            details: { planId, chapters: missed.length },
            toastTitle: CATCH_UP_FAILED_TOAST.title,
            message: CATCH_UP_FAILED_TOAST.message,
          });
          setError({ planId, message: CATCH_UP_FAILED_TOAST.message });
        },
      },
    );
  };

  return {
    isOpen: planId !== undefined && openFor === planId,
    open,
    cancel,
    markAllRead,
    isPending: mutation.isPending,
    error: error && error.planId === planId ? error.message : null,
  };
}
