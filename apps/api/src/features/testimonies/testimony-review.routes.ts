import {
  reviewTestimonyInputSchema,
  TESTIMONY_NOT_FOUND,
  testimonyReviewQuerySchema,
} from '@manna/shared';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../lib/context';
import { requireAdmin } from '../../lib/middlewares';
import { uuidParam, validate } from '../../lib/validation';
import { listTestimoniesForReview, reviewTestimony } from './testimonies.service';

const testimonyIdParam = uuidParam(TESTIMONY_NOT_FOUND);

// Mounted at /api/admin/testimonies. The admin router already requires an admin; the guard is
// repeated here so these routes stay admin-only wherever they are mounted.
export const testimonyReviewRoutes = new Hono<SignedInEnv>()
  .use(requireAdmin)
  .get('/', validate('query', testimonyReviewQuerySchema), async (c) =>
    c.json(await listTestimoniesForReview(c.var.deps.db, c.req.valid('query'))),
  )
  .post('/:id/review', testimonyIdParam, validate('json', reviewTestimonyInputSchema), async (c) =>
    c.json({
      testimony: await reviewTestimony(
        c.var.deps.db,
        c.var.user.id,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
    }),
  );
