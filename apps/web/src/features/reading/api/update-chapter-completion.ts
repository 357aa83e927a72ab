import {
  type ChapterProgress,
  type CompletionChangeResponse,
  type PlanProgressResponse,
  readingEndpoints,
} from '@manna/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { planProgressQueryKey } from './get-plan-progress';
import { readingActivityQueryPrefix } from './get-reading-activity';
import { streakQueryKey } from './get-streak';

export interface ChapterCompletionInput {
  planId: string;
  chapterId: string;
  completed: boolean;
}

/**
 * The server answered without a progress record: 'Update Failed'
 * (docs/product/reading-plans.md#messages).
 */
export class EmptyCompletionAnswerError extends Error {
  constructor() {
    super('The server did not return the updated reading progress');
    this.name = 'EmptyCompletionAnswerError';
  }
}

export function isCompletionChange(value: unknown): value is CompletionChangeResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    'progress' in value &&
    value.progress !== null &&
    typeof value.progress === 'object' &&
    'chapters' in value &&
    Array.isArray(value.chapters)
  );
}

/**
 * PUT /api/reading/plans/:planId/chapters/:chapterId/completion. Complete is an upsert, incomplete
 * deletes the record (docs/product/reading-plans.md#progress); the plan's progress is recomputed
 * either way.
 */
export async function updateChapterCompletion({
  planId,
  chapterId,
  completed,
}: ChapterCompletionInput): Promise<CompletionChangeResponse> {
  const answer = await callApi(readingEndpoints.completion, {
    params: { planId, chapterId },
    body: { completed },
  });
  if (!isCompletionChange(answer)) throw new EmptyCompletionAnswerError();
  return answer;
}

/** The plan progress with `records` in place of what it held for the same chapters. */
function withChapterRecords(
  progress: PlanProgressResponse,
  records: readonly ChapterProgress[],
): PlanProgressResponse {
  const changed = new Set(records.map((record) => record.chapter_id));
  const others = progress.chapters.filter((chapter) => !changed.has(chapter.chapter_id));
  return { ...progress, chapters: [...others, ...records] };
}

/** The progress as it will be once the change lands, for an optimistic update. */
export function withChapterCompletion(
  progress: PlanProgressResponse,
  chapterId: string,
  completed: boolean,
  now: Date = new Date(),
): PlanProgressResponse {
  return withChapterRecords(progress, [
    { chapter_id: chapterId, completed, completed_at: completed ? now.toISOString() : null },
  ]);
}

/**
 * Puts a completion answer in the cache: it carries only the chapters it changed and the
 * recomputed record (docs/product/reading-plans.md#progress), merged into the plan's progress held,
 * and the member's streak. Without progress held there is nothing to merge into: the refetch after
 * the change brings it.
 */
export function applyCompletionChange(
  queryClient: QueryClient,
  planId: string,
  answer: CompletionChangeResponse,
): void {
  queryClient.setQueryData<PlanProgressResponse>(
    planProgressQueryKey(planId),
    (held) => held && { ...withChapterRecords(held, answer.chapters), progress: answer.progress },
  );
  queryClient.setQueryData(streakQueryKey, answer.streak);
}

/**
 * After any completion change: the streak, the week strip and heat-map
 * (docs/product/reading-plans.md#data-on-the-client).
 */
export function refreshAfterCompletionChange(queryClient: QueryClient, planId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: streakQueryKey }),
    queryClient.invalidateQueries({ queryKey: readingActivityQueryPrefix }),
    queryClient.invalidateQueries({ queryKey: planProgressQueryKey(planId) }),
  ]);
}

export const chapterCompletionMutationKey = ['user-reading-progress', 'completion'] as const;

/** Marks a chapter read or unread, optimistically: the cache changes at once, and back on error. */
export function useUpdateChapterCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: chapterCompletionMutationKey,
    mutationFn: updateChapterCompletion,
    onMutate: async ({ planId, chapterId, completed }) => {
      const key = planProgressQueryKey(planId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PlanProgressResponse>(key);
      if (previous) {
        queryClient.setQueryData(key, withChapterCompletion(previous, chapterId, completed));
      }
      return { previous };
    },
    onError: (_error, { planId }, context) => {
      if (context?.previous) {
        queryClient.setQueryData(planProgressQueryKey(planId), context.previous);
      }
    },
    onSuccess: (answer, { planId }) => applyCompletionChange(queryClient, planId, answer),
    onSettled: (_answer, _error, { planId }) => {
      // A second change still on its way would be overwritten by a refetch of the first.
      if (queryClient.isMutating({ mutationKey: chapterCompletionMutationKey }) > 1) return;
      return refreshAfterCompletionChange(queryClient, planId);
    },
  });
}
