import type { EarnedAchievement, PlanChapter } from '@manna/shared';
import { useIsMutating } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { reportFailure } from '@/lib/report-failure';
import {
  chapterCompletionMutationKey,
  EmptyCompletionAnswerError,
  useUpdateChapterCompletion,
} from '../api/update-chapter-completion';
import {
  readingUpdatedToast,
  UPDATE_ERROR_TOAST_TITLE,
  UPDATE_FAILED_TOAST,
} from '../utils/reading-messages';

interface ChapterCompletionOptions {
  planId: string | undefined;
  onEarned: (earned: readonly EarnedAchievement[]) => void;
}

/**
 * Marking a chapter toggles it, shows the success toast at once, updates progress and re-fetches
 * the streak (docs/product/reading-plans.md#messages): the toast goes up at once, the cache changes
 * at once, and both are corrected if the server disagrees ('Update Failed' for an empty answer,
 * 'Update Error' with the message otherwise).
 */
export function useChapterCompletion({ planId, onEarned }: ChapterCompletionOptions) {
  const mutation = useUpdateChapterCompletion();
  const isUpdating = useIsMutating({ mutationKey: chapterCompletionMutationKey }) > 0;

  const setCompleted = (chapter: PlanChapter, completed: boolean) => {
    if (!planId) return;
    toast({ type: 'success', ...readingUpdatedToast(completed) });
    mutation.mutate(
      { planId, chapterId: chapter.id, completed },
      {
        onSuccess: (answer) => onEarned(answer.earned),
        onError: (error) => {
          const context = completed
            ? 'Failed to mark chapter as completed'
            : 'Failed to mark chapter as incomplete';
          const details = { planId, chapterId: chapter.id };
          // An answer without the completion is not the server's words: a message of our own.
          const toastShown =
            error instanceof EmptyCompletionAnswerError
              ? { toastTitle: UPDATE_FAILED_TOAST.title, message: UPDATE_FAILED_TOAST.message }
              : { toastTitle: UPDATE_ERROR_TOAST_TITLE };
          reportFailure(error, { context, details, ...toastShown });
        },
      },
    );
  };

  return { setCompleted, isUpdating };
}
