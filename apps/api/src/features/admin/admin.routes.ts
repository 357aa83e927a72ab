import { adminEndpoints } from '@manna/shared';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../lib/context';
import { contractRoutes } from '../../lib/contract-routes';
import { requireAdmin } from '../../lib/middlewares';
import { testimonyReviewRoutes } from '../testimonies/testimony-review.routes';
import { getAdminOverview } from './admin.service';

export const adminRoutes = new Hono<SignedInEnv>().use(requireAdmin);
contractRoutes(adminRoutes, '/api/admin')(adminEndpoints.overview, {}, async (c) =>
  getAdminOverview(c.var.deps.db),
);
adminRoutes.route('/testimonies', testimonyReviewRoutes);
