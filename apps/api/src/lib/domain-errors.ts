// Services say what went wrong with a code (`throw new DomainError('prayer_not_found')`) and
// never speak HTTP. This is the one place a code becomes a status and the member-facing
// message; the texts themselves live in each feature's catalogue in packages/shared.
import {
  ACCOUNT_DELETION_MESSAGES,
  BILLING_PORTAL_OFF,
  BOOKMARK_NOT_FOUND,
  CANNOT_BAN_YOURSELF,
  CANNOT_DELETE_YOURSELF,
  CANNOT_DEMOTE_YOURSELF,
  CHAPTER_NOT_FOUND,
  CHECKOUT_NOT_FOUND,
  CREATED_AT_IN_FUTURE,
  ENTRY_NOT_FOUND,
  IMPORT_NOT_AN_EXPORT,
  INVALID_STRIPE_SIGNATURE,
  INVALID_VOICE_MEMO_URL,
  InvalidReferenceError,
  JOURNAL_ITEM_NOT_FOUND,
  LAST_ADMIN,
  MEMBER_NOT_FOUND,
  NO_SUBSCRIPTION,
  NOTE_NOT_FOUND,
  PAYMENTS_OFF_NO_TEST_EVENT,
  PLAN_LOCKED,
  PLAN_NOT_FOUND,
  PRAYER_NOT_FOUND,
  PURCHASES_OFF,
  PUSH_ENDPOINT_NOT_HTTPS,
  REMINDER_NOT_FOUND,
  SCHEDULE_ADJUSTMENT_NOT_FOUND,
  SCRIPTURE_SEARCH_MESSAGES,
  ScheduleAdjustmentError,
  SIGN_UP_CLOSED,
  STRIPE_WEBHOOK_OFF,
  SUBSCRIPTION_ENDED,
  SUBSCRIPTION_MANAGED_ELSEWHERE,
  SUBSCRIPTION_NOT_FOUND,
  SUBSCRIPTION_START_FAILED,
  SUPPORT_ADMIN_NOT_FOUND,
  SUPPORT_CONVERSATION_NOT_FOUND,
  SUPPORT_MESSAGE_NOT_FOUND,
  TEST_CHECKOUT_OFF,
  TESTIMONY_NOT_FOUND,
  TOKEN_PURCHASE_FAILED,
  TOPIC_NOT_ACTIVE,
  TOPIC_NOT_FOUND,
  VOICE_MEMO_NOT_FOUND,
  VOICE_MEMO_TOO_LARGE,
  VOICE_MEMO_WRONG_TYPE,
  WRAPPER_PURCHASES_OFF,
  WRAPPER_SIGNATURE_REFUSED,
} from '@manna/shared';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The HTTP layer's own messages (validation, session), which some codes share. */
export const NOTHING_TO_UPDATE = 'Nothing to update';
export const NOT_AUTHENTICATED_MESSAGE = 'User not authenticated';
export const USER_NOT_FOUND = 'User not found';
export const DEV_MAILBOX_OFF = 'The dev mailbox is off: e-mail is sent through SMTP.';

/** Every code a service may throw, with its status and message. */
const DOMAIN_ERRORS = {
  not_found: [404, 'Not found'],
  nothing_to_update: [400, NOTHING_TO_UPDATE],
  sign_in_required: [401, NOT_AUTHENTICATED_MESSAGE],
  user_not_found: [404, USER_NOT_FOUND],
  dev_mailbox_off: [404, DEV_MAILBOX_OFF],
  // Reading and scripture
  plan_not_found: [404, PLAN_NOT_FOUND],
  chapter_not_found: [404, CHAPTER_NOT_FOUND],
  scripture_search_only_common_words: [400, SCRIPTURE_SEARCH_MESSAGES.onlyCommonWords],
  schedule_adjustment_not_found: [404, SCHEDULE_ADJUSTMENT_NOT_FOUND],
  // Journal, prayers, testimonies, voice memos
  entry_not_found: [404, ENTRY_NOT_FOUND],
  topic_not_found: [404, TOPIC_NOT_FOUND],
  topic_not_active: [400, TOPIC_NOT_ACTIVE],
  journal_item_not_found: [404, JOURNAL_ITEM_NOT_FOUND],
  prayer_not_found: [404, PRAYER_NOT_FOUND],
  testimony_not_found: [404, TESTIMONY_NOT_FOUND],
  voice_memo_not_found: [404, VOICE_MEMO_NOT_FOUND],
  invalid_voice_memo_url: [400, INVALID_VOICE_MEMO_URL],
  voice_memo_too_large: [413, VOICE_MEMO_TOO_LARGE],
  voice_memo_wrong_type: [415, VOICE_MEMO_WRONG_TYPE],
  // Reminders (docs/product/reminders.md#messages)
  reminder_not_found: [404, REMINDER_NOT_FOUND],
  // Reminders by push (docs/product/reminders.md#push)
  push_endpoint_not_https: [400, PUSH_ENDPOINT_NOT_HTTPS],
  // Study notes and bookmarks
  note_not_found: [404, NOTE_NOT_FOUND],
  bookmark_not_found: [404, BOOKMARK_NOT_FOUND],
  bookmark_created_in_future: [400, CREATED_AT_IN_FUTURE],
  // Purchases and premium plans (docs/product/purchases.md#messages)
  plan_locked: [403, PLAN_LOCKED],
  // Thrown with the price and the balance in its message.
  not_enough_tokens: [400, 'Not enough tokens'],
  checkout_not_found: [404, CHECKOUT_NOT_FOUND],
  test_checkout_off: [404, TEST_CHECKOUT_OFF],
  purchases_off: [403, PURCHASES_OFF],
  token_purchase_failed: [502, TOKEN_PURCHASE_FAILED],
  subscription_start_failed: [502, SUBSCRIPTION_START_FAILED],
  no_subscription: [404, NO_SUBSCRIPTION],
  billing_portal_off: [409, BILLING_PORTAL_OFF],
  stripe_webhook_off: [404, STRIPE_WEBHOOK_OFF],
  invalid_stripe_signature: [400, INVALID_STRIPE_SIGNATURE],
  wrapper_purchases_off: [404, WRAPPER_PURCHASES_OFF],
  wrapper_signature_refused: [401, WRAPPER_SIGNATURE_REFUSED],
  // Admin: subscriptions (docs/product/admin.md#subscriptions)
  subscription_not_found: [404, SUBSCRIPTION_NOT_FOUND],
  subscription_ended: [409, SUBSCRIPTION_ENDED],
  subscription_managed_elsewhere: [409, SUBSCRIPTION_MANAGED_ELSEWHERE],
  // Support conversations (docs/product/support.md#who-sees-what)
  support_conversation_not_found: [404, SUPPORT_CONVERSATION_NOT_FOUND],
  support_message_not_found: [404, SUPPORT_MESSAGE_NOT_FOUND],
  support_admin_not_found: [400, SUPPORT_ADMIN_NOT_FOUND],
  // Admin: settings and payment setup (docs/product/admin.md#settings)
  sign_up_closed: [403, SIGN_UP_CLOSED],
  // Thrown with the unknown plan's slug in its message.
  unknown_reading_plan: [400, 'Unknown reading plan'],
  payments_off: [409, PAYMENTS_OFF_NO_TEST_EVENT],
  // Admin: members (docs/product/admin.md#members)
  member_not_found: [404, MEMBER_NOT_FOUND],
  last_admin: [409, LAST_ADMIN],
  cannot_demote_yourself: [409, CANNOT_DEMOTE_YOURSELF],
  cannot_ban_yourself: [409, CANNOT_BAN_YOURSELF],
  cannot_delete_yourself: [409, CANNOT_DELETE_YOURSELF],
  // Deleting one's own account (docs/product/accounts-and-shell.md#delete-my-account)
  wrong_password: [403, ACCOUNT_DELETION_MESSAGES.wrongPassword],
  wrong_deletion_code: [403, ACCOUNT_DELETION_MESSAGES.wrongCode],
  deletion_code_too_soon: [429, ACCOUNT_DELETION_MESSAGES.codeTooSoon],
  deletion_code_not_sent: [502, ACCOUNT_DELETION_MESSAGES.codeNotSent],
  deletion_tries_exhausted: [429, ACCOUNT_DELETION_MESSAGES.tooManyTries],
  subscription_not_cancelled: [502, ACCOUNT_DELETION_MESSAGES.subscriptionNotCancelled],
  // Thrown with the bad record named in its message (docs/product/your-data.md#messages).
  invalid_import: [400, IMPORT_NOT_AN_EXPORT],
  // Thrown with the balance in its message.
  tokens_below_zero: [409, 'That would take the balance below zero'],
} as const satisfies Record<string, readonly [ContentfulStatusCode, string]>;

export type DomainErrorCode = keyof typeof DOMAIN_ERRORS;

/** Something a member asked for that cannot be done, named by its code. */
export class DomainError extends Error {
  readonly code: DomainErrorCode;

  /** `message` replaces the code's own when it names figures ('You need 30 tokens ...'). */
  constructor(code: DomainErrorCode, message: string = DOMAIN_ERRORS[code][1]) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
  }
}

/**
 * The status and message of an error thrown by a service: a DomainError, or one of the shared
 * domain's own errors (their message is already the member's). Undefined for anything else.
 */
export function domainErrorAnswer(
  error: unknown,
): { status: ContentfulStatusCode; message: string } | undefined {
  if (error instanceof DomainError) {
    return { status: DOMAIN_ERRORS[error.code][0], message: error.message };
  }
  // Nothing to catch up is a conflict with the plan's state; the other problems are bad input.
  if (error instanceof ScheduleAdjustmentError) {
    return { status: error.problem === 'nothing-missed' ? 409 : 400, message: error.message };
  }
  if (error instanceof InvalidReferenceError) return { status: 400, message: error.message };
  return undefined;
}
