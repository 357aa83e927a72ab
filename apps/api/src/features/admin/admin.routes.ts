import { adminEndpoints, journalPageQuerySchema } from '@manna/shared';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../lib/context';
import { contractRoutes } from '../../lib/contract-routes';
import { requireAdmin } from '../../lib/middlewares';
import { testimonyReviewRoutes } from '../testimonies/testimony-review.routes';
import { getAdminOverview } from './admin.service';
import { listAuditLog } from './audit-log';

export const adminRoutes = new Hono<SignedInEnv>().use(requireAdmin);
const serve = contractRoutes(adminRoutes, '/api/admin');
serve(adminEndpoints.overview, {}, async (c) => getAdminOverview(c.var.deps.db));
serve(adminEndpoints.auditLog, { query: journalPageQuerySchema }, async (c, { query }) =>
  listAuditLog(c.var.deps.db, query),
);
adminRoutes.route('/testimonies', testimonyReviewRoutes);
