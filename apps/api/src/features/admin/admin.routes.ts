import { adminEndpoints, journalPageQuerySchema } from '@manna/shared';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../lib/context';
import { contractRoutes } from '../../lib/contract-routes';
import { requireAdmin } from '../../lib/middlewares';
import { adminMemberRoutes } from '../admin-members/admin-members.routes';
import { adminSubscriptionRoutes } from '../admin-subscriptions/admin-subscriptions.routes';
import { paymentSetupRoutes } from '../purchases/payment-setup.routes';
import { adminSettingsRoutes } from '../settings/settings.routes';
import { supportAdminRoutes } from '../support/support.routes';
import { testimonyReviewRoutes } from '../testimonies/testimony-review.routes';
import { getAdminOverview } from './admin.service';
import { listAuditLog } from './audit-log';

export const adminRoutes = new Hono<SignedInEnv>().use(requireAdmin);
const serve = contractRoutes(adminRoutes, '/api/admin');
serve(adminEndpoints.overview, {}, async (c) => getAdminOverview(c.var.deps.db, c.var.user.id));
serve(adminEndpoints.auditLog, { query: journalPageQuerySchema }, async (c, { query }) =>
  listAuditLog(c.var.deps.db, query),
);
adminRoutes.route('/testimonies', testimonyReviewRoutes);
adminRoutes.route('/members', adminMemberRoutes);
adminRoutes.route('/settings', adminSettingsRoutes);
adminRoutes.route('/payment-setup', paymentSetupRoutes);
adminRoutes.route('/subscriptions', adminSubscriptionRoutes);
adminRoutes.route('/support', supportAdminRoutes);
