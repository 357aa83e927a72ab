import { CHAPTER_NOT_FOUND, scheduleAdjustmentInputSchema } from '@manna/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, SignedInEnv } from '../../lib/context';
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
  PLAN_NOT_FOUND,
  SCHEDULE_ADJUSTMENT_NOT_FOUND,
  setChapterCompletion,
  startPlan,
  undoScheduleAdjustment,
} from './reading.service';

const planParams = z.object({ planId: z.uuid(PLAN_NOT_FOUND) });
const chapterParams = planParams.extend({ chapterId: z.uuid(CHAPTER_NOT_FOUND) });
const completionBody = z.object({
  completed: z.boolean({ message: 'completed must be true or false' }),
});
const catchUpBody = z.object({
  chapter_ids: z
    .array(z.uuid(CHAPTER_NOT_FOUND), { message: 'chapter_ids must be a list of chapter ids' })
    .min(1, 'There are no chapters to mark as read')
    .max(1000, 'Too many chapters at once'),
});
const activityQuery = z.object({
  days: z.coerce.number().int().min(1).max(731).default(371),
});

// Plans and chapters are readable without an account (docs/product/reading-plans.md#routes);
// everything else is the member's own and scoped to them by the session, never by an id in the
// request.
const publicReadingRoutes = new Hono<AppEnv>()
  .get('/plans', async (c) => c.json({ plans: await listPlans(c.var.deps.db) }))
  .get('/plans/:planId/chapters', validate('param', planParams), async (c) =>
    c.json({ chapters: await listPlanChapters(c.var.deps.db, c.req.valid('param').planId) }),
  );

const memberReadingRoutes = new Hono<SignedInEnv>()
  .use(requireUser)
  .get('/plans/:planId/progress', validate('param', planParams), async (c) =>
    c.json(await getPlanProgress(c.var.deps.db, c.var.user.id, c.req.valid('param').planId)),
  )
  .post('/plans/:planId/start', validate('param', planParams), async (c) =>
    c.json({
      progress: await startPlan(c.var.deps.db, c.var.user.id, c.req.valid('param').planId),
    }),
  )
  .put(
    '/plans/:planId/chapters/:chapterId/completion',
    validate('param', chapterParams),
    validate('json', completionBody),
    async (c) => {
      const { planId, chapterId } = c.req.valid('param');
      const { completed } = c.req.valid('json');
      return c.json(
        await setChapterCompletion(c.var.deps.db, c.var.user.id, planId, chapterId, completed),
      );
    },
  )
  .post(
    '/plans/:planId/catch-up',
    validate('param', planParams),
    validate('json', catchUpBody),
    async (c) =>
      c.json(
        await catchUp(
          c.var.deps.db,
          c.var.user.id,
          c.req.valid('param').planId,
          c.req.valid('json').chapter_ids,
        ),
      ),
  )
  .post(
    '/plans/:planId/schedule-adjustments',
    validate('param', planParams),
    validate('json', scheduleAdjustmentInputSchema),
    async (c) =>
      c.json(
        await adjustSchedule(
          c.var.deps.db,
          c.var.user.id,
          c.req.valid('param').planId,
          c.req.valid('json'),
        ),
        201,
      ),
  )
  .delete('/schedule-adjustments/:id', uuidParam(SCHEDULE_ADJUSTMENT_NOT_FOUND), async (c) =>
    c.json(await undoScheduleAdjustment(c.var.deps.db, c.var.user.id, c.req.valid('param').id)),
  )
  .get('/streak', async (c) => c.json({ streak: await getStreak(c.var.deps.db, c.var.user.id) }))
  .get('/activity', validate('query', activityQuery), async (c) =>
    c.json(await getActivity(c.var.deps.db, c.var.user.id, c.req.valid('query').days)),
  );

export const readingRoutes = new Hono<AppEnv>()
  .route('/', publicReadingRoutes)
  .route('/', memberReadingRoutes);
