import { type CompletionChangeResponse, readingEndpoints } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import {
  applyCompletionChange,
  EmptyCompletionAnswerError,
  isCompletionChange,
  refreshAfterCompletionChange,
} from './update-chapter-completion';

export interface CatchUpInput {
  planId: string;
  chapterIds: string[];
}

/**
 * POST /api/reading/plans/:planId/catch-up: marks every missed chapter read in one request and
 * one transaction (docs/product/reading-plans.md#catch-up).
 */
export async function catchUpChapters({
  planId,
  chapterIds,
}: CatchUpInput): Promise<CompletionChangeResponse> {
  const answer = await callApi(readingEndpoints.catchUp, {
    params: { planId },
    body: { chapter_ids: chapterIds },
  });
  if (!isCompletionChange(answer)) throw new EmptyCompletionAnswerError();
  return answer;
}

export function useCatchUpChapters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user-reading-progress', 'catch-up'],
    mutationFn: catchUpChapters,
    onSuccess: (answer, { planId }) => applyCompletionChange(queryClient, planId, answer),
    onSettled: (_answer, _error, { planId }) => refreshAfterCompletionChange(queryClient, planId),
  });
}
