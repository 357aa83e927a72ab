import { Hono } from 'hono';
import type { SignedInEnv } from '../../lib/context';
import { requireAdmin } from '../../lib/middlewares';
import { testimonyReviewRoutes } from '../testimonies/testimony-review.routes';
import { getAdminOverview } from './admin.service';

export const adminRoutes = new Hono<SignedInEnv>()
  .use(requireAdmin)
  .get('/overview', async (c) => c.json(await getAdminOverview(c.var.deps.db)))
  .route('/testimonies', testimonyReviewRoutes);
