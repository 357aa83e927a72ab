import { adminSettingsInputSchema, adminSettingsEndpoints as endpoints } from '@manna/shared';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../lib/context';
import { contractRoutes } from '../../lib/contract-routes';
import { requireAdmin } from '../../lib/middlewares';
import { getAdminSettings, updateAdminSettings } from './settings.service';

// Mounted at /api/admin/settings under the admin router; the guard is repeated so these routes
// stay admin-only wherever they are mounted.
export const adminSettingsRoutes = new Hono<SignedInEnv>().use(requireAdmin);
const serve = contractRoutes(adminSettingsRoutes, '/api/admin/settings');

serve(endpoints.get, {}, async (c) => getAdminSettings(c.var.deps.db, c.var.deps.logger));
serve(endpoints.update, { body: adminSettingsInputSchema }, async (c, { body }) =>
  updateAdminSettings(c.var.deps.db, c.var.user.id, body, c.var.deps.logger),
);
