import { endpoint } from '../api-contract/endpoint';
import type {
  catchUpInputSchema,
  chapterCompletionInputSchema,
  readingActivityQuerySchema,
} from './reading-schemas';
import type {
  CompletionChangeResponse,
  PlanChapter,
  PlanProgressResponse,
  ReadingActivityResponse,
  ReadingPlan,
  ScheduleChangeResponse,
  StreakResponse,
  UserReadingProgress,
} from './reading-types';
import type { scheduleAdjustmentInputSchema } from './schedule-schemas';

/**
 * Reading plans (SPEC §6): the plans and their chapters are for everyone; progress, streak and
 * activity are the member's own, scoped by the session, never by an id in the request.
 */
export const readingEndpoints = {
  /** Every plan, oldest first; the first is the default. */
  plans: endpoint<{ plans: ReadingPlan[] }>()('GET', '/api/reading/plans'),
  /** Ordered by day. */
  planChapters: endpoint<{ chapters: PlanChapter[] }>()(
    'GET',
    '/api/reading/plans/:planId/chapters',
  ),
  /** The member's record for the plan (null before it is started) and completed chapters. */
  progress: endpoint<PlanProgressResponse>()('GET', '/api/reading/plans/:planId/progress'),
  /** A member who already has the plan's record gets it back. */
  start: endpoint<{ progress: UserReadingProgress }>()('POST', '/api/reading/plans/:planId/start'),
  /** Complete is an upsert, incomplete deletes the record; the progress is recomputed. */
  completion: endpoint<CompletionChangeResponse, { body: typeof chapterCompletionInputSchema }>()(
    'PUT',
    '/api/reading/plans/:planId/chapters/:chapterId/completion',
  ),
  /** Marks every missed chapter read in one request ('Mark All as Read'). */
  catchUp: endpoint<CompletionChangeResponse, { body: typeof catchUpInputSchema }>()(
    'POST',
    '/api/reading/plans/:planId/catch-up',
  ),
  /** 201: catch up by shifting the rest of the plan or spreading the missed chapters. */
  adjustSchedule: endpoint<
    ScheduleChangeResponse,
    { body: typeof scheduleAdjustmentInputSchema }
  >()('POST', '/api/reading/plans/:planId/schedule-adjustments'),
  /** Undoes the member's last adjustment, once. */
  undoAdjustment: endpoint<ScheduleChangeResponse>()(
    'DELETE',
    '/api/reading/schedule-adjustments/:id',
  ),
  streak: endpoint<StreakResponse>()('GET', '/api/reading/streak'),
  /** Chapters completed per local calendar day of the member. */
  activity: endpoint<ReadingActivityResponse, { query: typeof readingActivityQuerySchema }>()(
    'GET',
    '/api/reading/activity',
  ),
};
