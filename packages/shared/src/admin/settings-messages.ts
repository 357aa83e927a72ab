// What admins and members read about the community settings and payment setup, once
// (docs/product/admin.md#settings, docs/product/admin.md#payment-setup).

export const SIGN_UP_CLOSED = 'Sign-up is closed for now. Please try again later.';
export const SETTINGS_SAVED = 'Settings saved';
export const PRICE_REQUIRED = 'Enter a price';
export const PRICE_NOT_NEGATIVE = 'A price cannot be negative';
export const PRICE_TOO_HIGH = 'A price can be at most 10000';
export const PRICE_CENTS = 'Use at most two decimals';
export const TOKEN_COUNT_REQUIRED = 'Enter a whole number of tokens';
export const UNLOCK_PRICE_MIN = 'Unlocking a plan costs at least 1 token';
export const TOKEN_COUNT_TOO_HIGH = 'At most 10000 tokens';
export const FREE_PLAN_NOT_PREMIUM = 'The New Testament Reading Plan is always free';
export const unknownPlanMessage = (slug: string) => `Unknown reading plan: ${slug}`;
export const REMINDER_TIME_INVALID = 'Enter a time as HH:MM, e.g. 08:00';
export const NOTICE_MAX_LENGTH = 280;
export const NOTICE_TOO_LONG = `A notice can be at most ${NOTICE_MAX_LENGTH} characters`;
export const PAYMENTS_OFF_NO_TEST_EVENT =
  'Purchases are off on this server (PAYMENTS_MODE=off): there is no webhook to test.';
export const NOTHING_TO_CHECK_IN_TEST_MODE =
  'Built-in test mode sells without Stripe: there are no price ids to check.';
export const NOTHING_TO_CHECK_WHEN_OFF = 'Purchases are off: there are no price ids to check.';
