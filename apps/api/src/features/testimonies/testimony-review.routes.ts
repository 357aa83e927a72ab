import {
  testimoniesEndpoints as endpoints,
  reviewTestimonyInputSchema,
  testimonyReviewQuerySchema,
} from '@manna/shared';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../lib/context';
import { contractRoutes } from '../../lib/contract-routes';
import { requireAdmin } from '../../lib/middlewares';
import { uuidParam } from '../../lib/validation';
import {
  countTestimoniesByStatus,
  getTestimonyForReview,
  listTestimoniesForReview,
  reviewTestimony,
} from './testimonies.service';

const byId = { before: [uuidParam('testimony_not_found')] };

// Mounted at /api/admin/testimonies. The admin router already requires an admin; the guard is
// repeated here so these routes stay admin-only wherever they are mounted.
export const testimonyReviewRoutes = new Hono<SignedInEnv>().use(requireAdmin);
const serve = contractRoutes(testimonyReviewRoutes, '/api/admin/testimonies');

serve(endpoints.reviewList, { query: testimonyReviewQuerySchema }, async (c, { query }) =>
  listTestimoniesForReview(c.var.deps.db, query),
);
// '/counts' comes before '/:id'.
serve(endpoints.reviewCounts, {}, async (c) => countTestimoniesByStatus(c.var.deps.db));
serve(endpoints.reviewGet, byId, async (c, { params }) =>
  getTestimonyForReview(c.var.deps.db, params.id),
);
serve(
  endpoints.review,
  { ...byId, body: reviewTestimonyInputSchema },
  async (c, { params, body }) => ({
    testimony: await reviewTestimony(c.var.deps.db, c.var.user.id, params.id, body),
  }),
);
