import { endpoint } from '../api-contract/endpoint';
import type { AdminSettings, adminSettingsInputSchema } from './admin-settings';
import type { PaymentSetup, PriceCheck, TestEventResult } from './payment-setup';

// Admins only (docs/product/admin.md#settings, docs/product/admin.md#payment-setup).
// @manna/shared exports this file as the namespace `adminSettingsEndpoints`.

/** The database-held settings, prices in major units. */
export const get = /* @__PURE__ */ endpoint<AdminSettings>()('GET', '/api/admin/settings');

/** Saves every setting in one transaction with one audit row; answers them as saved. */
export const update = /* @__PURE__ */ endpoint<
  AdminSettings,
  { body: typeof adminSettingsInputSchema }
>()('PUT', '/api/admin/settings');

/** How this server takes payments: mode, which keys are set, the webhook URL. */
export const paymentSetup = /* @__PURE__ */ endpoint<PaymentSetup>()(
  'GET',
  '/api/admin/payment-setup',
);

/** The configured Stripe price ids, each checked with Stripe (with a time limit). */
export const priceCheck = /* @__PURE__ */ endpoint<PriceCheck>()(
  'GET',
  '/api/admin/payment-setup/prices',
);

/** A signed test event through the webhook handler and fulfilment; audited. */
export const sendTestEvent = /* @__PURE__ */ endpoint<TestEventResult>()(
  'POST',
  '/api/admin/payment-setup/test-event',
);
