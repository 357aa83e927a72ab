// zod schemas for purchases, shared by the screens and the API
// (docs/product/purchases.md#messages).
import { z } from 'zod';
import { journalPageQuerySchema } from '../journal/journal-schemas';
import { SUBSCRIPTION_PLANS, TOKEN_PACKS } from './purchase-catalog';
import { invalidSubscriptionPlanMessage, invalidTokenAmountMessage } from './purchase-messages';

export const tokenPackSchema = z.literal(TOKEN_PACKS, {
  error: (issue) => invalidTokenAmountMessage(issue.input),
});

export const subscriptionPlanSchema = z.enum(SUBSCRIPTION_PLANS, {
  error: (issue) => invalidSubscriptionPlanMessage(issue.input),
});

/** POST /api/purchases/tokens */
export const startTokenCheckoutInputSchema = z.object({ amount: tokenPackSchema });
export type StartTokenCheckoutInput = z.input<typeof startTokenCheckoutInputSchema>;

/** POST /api/purchases/subscription */
export const startSubscriptionCheckoutInputSchema = z.object({ plan: subscriptionPlanSchema });
export type StartSubscriptionCheckoutInput = z.input<typeof startSubscriptionCheckoutInputSchema>;

/** GET /api/tokens/ledger?limit=&offset= */
export const tokenLedgerQuerySchema = journalPageQuerySchema;
