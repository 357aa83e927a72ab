import {
  catchUpInputSchema,
  chapterCompletionInputSchema,
  readingEndpoints as endpoints,
  planChapterParamsSchema,
  planParamsSchema,
  readingActivityQuerySchema,
  scheduleAdjustmentInputSchema,
} from '@manna/shared';
import { Hono } from 'hono';
import type { AppEnv, SignedInEnv } from '../../lib/context';
import { contractRoutes, reply } from '../../lib/contract-routes';
import { requireUser } from '../../lib/middlewares';
import { uuidParam, validate } from '../../lib/validation';
import {
  adjustSchedule,
  catchUp,
  getActivity,
  getPlanProgress,
  getStreak,
  listPlanChapters,
  listPlans,
  setChapterCompletion,
  startPlan,
  undoScheduleAdjustment,
} from './reading.service';

const planId = { before: [validate('param', planParamsSchema)] };

// Plans and chapters are readable without an account (docs/product/reading-plans.md#routes);
// everything else is the member's own and scoped to them by the session, never by an id in the
// request.
const publicReadingRoutes = new Hono<AppEnv>();
const servePublic = contractRoutes(publicReadingRoutes, '/api/reading');
servePublic(endpoints.plans, {}, async (c) => ({ plans: await listPlans(c.var.deps.db) }));
servePublic(endpoints.planChapters, planId, async (c, { params }) => ({
  chapters: await listPlanChapters(c.var.deps.db, params.planId),
}));

const memberReadingRoutes = new Hono<SignedInEnv>().use(requireUser);
const serve = contractRoutes(memberReadingRoutes, '/api/reading');
serve(endpoints.progress, planId, async (c, { params }) =>
  getPlanProgress(c.var.deps.db, c.var.user.id, params.planId),
);
serve(endpoints.start, planId, async (c, { params }) => ({
  progress: await startPlan(c.var.deps.db, c.var.user.id, params.planId),
}));
serve(
  endpoints.completion,
  { before: [validate('param', planChapterParamsSchema)], body: chapterCompletionInputSchema },
  async (c, { params, body }) =>
    setChapterCompletion(
      c.var.deps.db,
      c.var.user.id,
      params.planId,
      params.chapterId,
      body.completed,
    ),
);
serve(endpoints.catchUp, { ...planId, body: catchUpInputSchema }, async (c, { params, body }) =>
  catchUp(c.var.deps.db, c.var.user.id, params.planId, body.chapter_ids),
);
serve(
  endpoints.adjustSchedule,
  { ...planId, body: scheduleAdjustmentInputSchema },
  async (c, { params, body }) =>
    reply(201, await adjustSchedule(c.var.deps.db, c.var.user.id, params.planId, body)),
);
serve(
  endpoints.undoAdjustment,
  { before: [uuidParam('schedule_adjustment_not_found')] },
  async (c, { params }) => undoScheduleAdjustment(c.var.deps.db, c.var.user.id, params.id),
);
serve(endpoints.streak, {}, async (c) => ({
  streak: await getStreak(c.var.deps.db, c.var.user.id),
}));
serve(endpoints.activity, { query: readingActivityQuerySchema }, async (c, { query }) =>
  getActivity(c.var.deps.db, c.var.user.id, query.days),
);

export const readingRoutes = new Hono<AppEnv>()
  .route('/', publicReadingRoutes)
  .route('/', memberReadingRoutes);
