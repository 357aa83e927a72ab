import { adminSettingsEndpoints as endpoints } from '@manna/shared';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../lib/context';
import { contractRoutes } from '../../lib/contract-routes';
import { requireAdmin } from '../../lib/middlewares';
import { checkPrices, getPaymentSetup, sendTestEvent } from './payment-setup';

// Mounted at /api/admin/payment-setup under the admin router; the guard is repeated so these
// routes stay admin-only wherever they are mounted.
export const paymentSetupRoutes = new Hono<SignedInEnv>().use(requireAdmin);
const serve = contractRoutes(paymentSetupRoutes, '/api/admin/payment-setup');

serve(endpoints.paymentSetup, {}, async (c) => getPaymentSetup(c.var.deps));
serve(endpoints.priceCheck, {}, async (c) => checkPrices(c.var.deps));
serve(endpoints.sendTestEvent, {}, async (c) => sendTestEvent(c.var.deps, c.var.user.id));
