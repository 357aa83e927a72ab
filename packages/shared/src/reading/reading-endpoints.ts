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

// Reading plans: the plans and their chapters are for everyone; progress, streak and
// activity are the member's own, scoped by the session, never by an id in the request.
// @manna/shared exports this file as the namespace `readingEndpoints`.

/** Every plan, oldest first; the first is the default. */
export const plans = /* @__PURE__ */ endpoint<{ plans: ReadingPlan[] }>()(
  'GET',
  '/api/reading/plans',
);

/** Ordered by day. */
export const planChapters = /* @__PURE__ */ endpoint<{ chapters: PlanChapter[] }>()(
  'GET',
  '/api/reading/plans/:planId/chapters',
);

/** The member's record for the plan (null before it is started) and completed chapters. */
export const progress = /* @__PURE__ */ endpoint<PlanProgressResponse>()(
  'GET',
  '/api/reading/plans/:planId/progress',
);

/** A member who already has the plan's record gets it back. */
export const start = /* @__PURE__ */ endpoint<{ progress: UserReadingProgress }>()(
  'POST',
  '/api/reading/plans/:planId/start',
);

/** Complete is an upsert, incomplete deletes the record; the progress is recomputed. */
export const completion = /* @__PURE__ */ endpoint<
  CompletionChangeResponse,
  { body: typeof chapterCompletionInputSchema }
>()('PUT', '/api/reading/plans/:planId/chapters/:chapterId/completion');

/** Marks every missed chapter read in one request ('Mark All as Read'). */
export const catchUp = /* @__PURE__ */ endpoint<
  CompletionChangeResponse,
  { body: typeof catchUpInputSchema }
>()('POST', '/api/reading/plans/:planId/catch-up');

/** 201: catch up by shifting the rest of the plan or spreading the missed chapters. */
export const adjustSchedule = /* @__PURE__ */ endpoint<
  ScheduleChangeResponse,
  { body: typeof scheduleAdjustmentInputSchema }
>()('POST', '/api/reading/plans/:planId/schedule-adjustments');

/** Undoes the member's last adjustment, once. */
export const undoAdjustment = /* @__PURE__ */ endpoint<ScheduleChangeResponse>()(
  'DELETE',
  '/api/reading/schedule-adjustments/:id',
);

export const streak = /* @__PURE__ */ endpoint<StreakResponse>()('GET', '/api/reading/streak');

/** Chapters completed per local calendar day of the member. */
export const activity = /* @__PURE__ */ endpoint<
  ReadingActivityResponse,
  { query: typeof readingActivityQuerySchema }
>()('GET', '/api/reading/activity');
