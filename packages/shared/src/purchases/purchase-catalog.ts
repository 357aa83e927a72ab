// What can be bought, and the defaults of the settings an admin can change
// (docs/product/purchases.md#purchase-options, docs/product/purchases.md#settings).

export const TOKEN_PACKS = [10, 30, 100] as const;
export type TokenPack = (typeof TOKEN_PACKS)[number];

export const SUBSCRIPTION_PLANS = ['monthly', 'yearly'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

/** How many months of token grant one payment of the plan brings. */
export const GRANT_MONTHS: Record<SubscriptionPlan, number> = { monthly: 1, yearly: 12 };

export function isTokenPack(amount: unknown): amount is TokenPack {
  return TOKEN_PACKS.some((pack) => pack === amount);
}

export function isSubscriptionPlan(plan: unknown): plan is SubscriptionPlan {
  return SUBSCRIPTION_PLANS.some((known) => known === plan);
}

/** The product id the native wrapper uses for a pack: tokens_10, tokens_30, tokens_100. */
export function tokenPackProductId(amount: TokenPack): `tokens_${TokenPack}` {
  return `tokens_${amount}`;
}

/** The free plan; every plan in the premium list needs access (docs/product/purchases.md). */
export const FREE_PLAN_SLUG = 'new-testament';

export interface CommerceSettings {
  currency: string;
  /** Price of each pack in the currency's smallest unit. */
  token_pack_prices: Record<`${TokenPack}`, number>;
  subscription_prices: Record<SubscriptionPlan, number>;
  monthly_token_grant: number;
  plan_unlock_price_tokens: number;
  premium_plan_slugs: string[];
}

export const DEFAULT_COMMERCE_SETTINGS: CommerceSettings = {
  currency: 'usd',
  token_pack_prices: { '10': 199, '30': 499, '100': 1299 },
  subscription_prices: { monthly: 499, yearly: 3999 },
  monthly_token_grant: 20,
  plan_unlock_price_tokens: 30,
  premium_plan_slugs: ['gospels-30-days', 'letters-of-paul', 'psalms-and-proverbs-31-days'],
};
