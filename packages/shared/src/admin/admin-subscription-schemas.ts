// zod schemas of the admin's subscription list, shared by the screen and the API.
import { z } from 'zod';
import { journalPageQuerySchema } from '../journal/journal-schemas';
import { SUBSCRIPTION_PLANS } from '../purchases/purchase-catalog';
import type { PaymentProvider } from '../purchases/purchase-types';
import { ADMIN_SUBSCRIPTION_FILTERS } from './admin-subscription-types';

/** Payment providers, as the list filters by them. */
const PROVIDERS = ['stripe', 'sandbox', 'store'] as const satisfies readonly PaymentProvider[];

/** The longest search the list takes. */
export const ADMIN_SUBSCRIPTION_SEARCH_MAX = 200;

/** GET /api/admin/subscriptions?status=&plan=&provider=&q=&limit=&offset= */
export const adminSubscriptionListQuerySchema = journalPageQuerySchema.extend({
  status: z.enum(ADMIN_SUBSCRIPTION_FILTERS, { message: 'Choose a status' }).default('all'),
  plan: z.enum(SUBSCRIPTION_PLANS, { message: 'Choose a plan' }).optional(),
  provider: z.enum(PROVIDERS, { message: 'Choose a provider' }).optional(),
  /** A member's name or e-mail, or part of one; empty: everyone. */
  q: z
    .string()
    .trim()
    .max(ADMIN_SUBSCRIPTION_SEARCH_MAX, 'Search is too long')
    .optional()
    .transform((value) => value || undefined),
});
export type AdminSubscriptionListQuery = z.input<typeof adminSubscriptionListQuerySchema>;
