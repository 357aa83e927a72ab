// zod schemas of the reading API's input: shared by the routes and the contract.
import { z } from 'zod';
import { CHAPTER_NOT_FOUND } from '../scripture/messages';
import { PLAN_NOT_FOUND } from './reading-messages';

/** `:planId`: a malformed id is a 400 naming the plan. */
export const planParamsSchema = z.object({ planId: z.uuid(PLAN_NOT_FOUND) });
/** `:planId` and `:chapterId`. */
export const planChapterParamsSchema = planParamsSchema.extend({
  chapterId: z.uuid(CHAPTER_NOT_FOUND),
});

/** PUT /api/reading/plans/:planId/chapters/:chapterId/completion */
export const chapterCompletionInputSchema = z.object({
  completed: z.boolean({ message: 'completed must be true or false' }),
});

/** POST /api/reading/plans/:planId/catch-up */
export const catchUpInputSchema = z.object({
  chapter_ids: z
    .array(z.uuid(CHAPTER_NOT_FOUND), { message: 'chapter_ids must be a list of chapter ids' })
    .min(1, 'There are no chapters to mark as read')
    .max(1000, 'Too many chapters at once'),
});

/** GET /api/reading/activity?days= */
export const readingActivityQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(731).default(371),
});
