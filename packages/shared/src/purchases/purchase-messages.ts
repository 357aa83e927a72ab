// What members read about purchases, once (docs/product/purchases.md#messages).

export const invalidTokenAmountMessage = (amount: unknown) =>
  `Invalid token amount: ${String(amount)}`;
export const invalidSubscriptionPlanMessage = (plan: unknown) =>
  `Invalid subscription plan: ${String(plan)}`;
export const LOGIN_TO_PURCHASE_TOKENS = 'Please log in to purchase tokens';
export const LOGIN_TO_SUBSCRIBE = 'Please log in to subscribe';
export const TOKEN_PURCHASE_FAILED = 'Failed to start token purchase. Please try again.';
export const SUBSCRIPTION_START_FAILED = 'Failed to start subscription. Please try again.';
export const purchaseErrorMessage = (message: string) => `Purchase Error: ${message}`;
export const purchaseSuccessMessage = (tokensAdded: number) =>
  `Purchase successful! +${tokensAdded} tokens added`;
export const PLAN_LOCKED =
  'This reading plan is premium. Unlock it with tokens or subscribe to read it.';
export const notEnoughTokensMessage = (price: number, balance: number) =>
  `You need ${price} tokens to unlock this plan. You have ${balance}.`;
export const CHECKOUT_NOT_FOUND = 'Checkout not found';
export const TEST_CHECKOUT_OFF = 'Test-mode checkout is off on this server';
export const PURCHASES_OFF = 'Purchases are turned off on this server';
export const NO_SUBSCRIPTION = 'You have no subscription to change';
export const TEST_MODE_NOTICE = 'Test mode: no card is charged and no money moves.';
export const BILLING_PORTAL_OFF =
  'Test mode has no billing portal: manage the test subscription on this page.';
export const STRIPE_WEBHOOK_OFF = 'Stripe is not configured on this server';
export const INVALID_STRIPE_SIGNATURE = 'Invalid signature';
export const WRAPPER_PURCHASES_OFF = 'Store purchases are not configured on this server';
export const WRAPPER_SIGNATURE_REFUSED = 'Invalid or expired signature';
