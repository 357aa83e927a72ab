// Tokens, token packs and subscriptions (docs/product/purchases.md): the /subscription, /payment,
// /subscription/success and /purchase-test screens, the premium marks and unlocking on the plan
// list, the token history in settings, and the native wrapper's purchase messages. Parts that
// other screens show on demand are exported as loaders.

/** The settings' 'Tokens' section, loaded with its tab. */
export const loadTokenHistory = () => import('./components/token-history');

export { type PlanAccessList, usePlanAccess } from './api/get-plan-access';
export { CheckoutSuccessScreen } from './components/checkout-success-screen';
export { LockedPlanActions } from './components/locked-plan-actions';
export { PaymentScreen } from './components/payment-screen';
export { PaymentSetupScreen } from './components/payment-setup-screen';
export { PeriodEndControls } from './components/period-end-controls';
export { PlanAccessBadge } from './components/plan-access-badge';
export { PurchaseTestScreen } from './components/purchase-test-screen';
export { SubscriptionScreen } from './components/subscription-screen';
export { balanceLabel, tokensLabel } from './utils/purchase-labels';
