// Subscriptions as admins see them (docs/product/admin.md#subscriptions).
import type { Page } from '../journal/journal-types';
import type { MemberContact } from '../me/member-contact';
import type { SubscriptionPlan } from '../purchases/purchase-catalog';
import type { PaymentProvider } from '../purchases/purchase-types';

/**
 * The list's tabs. Statuses are the provider's as given; 'cancelling' is an active subscription
 * set to end at its period's end, and 'active' the active ones that renew, so neither holds the
 * other's rows. 'all' also holds the statuses no tab names (unpaid, incomplete, ...).
 */
export const ADMIN_SUBSCRIPTION_FILTERS = [
  'all',
  'active',
  'cancelling',
  'trialing',
  'past_due',
  'canceled',
] as const;
export type AdminSubscriptionFilter = (typeof ADMIN_SUBSCRIPTION_FILTERS)[number];

/** How many subscriptions each tab holds, under the list's other filters. */
export type AdminSubscriptionCounts = Record<AdminSubscriptionFilter, number>;

/** One row of /admin/subscriptions. */
export interface AdminSubscriptionSummary {
  id: string;
  user_id: string;
  member_name: string;
  /** The member's e-mail address, or a phone account's number. */
  member_contact: MemberContact;
  plan: SubscriptionPlan;
  /** The provider's status as given: active, trialing, past_due, canceled, unpaid, ... */
  status: string;
  cancel_at_period_end: boolean;
  current_period_end: string | null;
  provider: PaymentProvider;
  created_at: string;
}

/** A page of the list, newest first, with the tabs' counts. */
export interface AdminSubscriptionPage extends Page<AdminSubscriptionSummary> {
  counts: AdminSubscriptionCounts;
}

/** A provider event recorded for the subscription (its own, or one of its invoices'). */
export interface AdminSubscriptionEvent {
  id: string;
  provider: PaymentProvider;
  event_id: string;
  /** What fulfilment made of it: checkout_completed, subscription_changed, invoice_paid, ... */
  type: string;
  occurred_at: string;
  received_at: string;
}

/** The most events the detail lists, newest first; `events_total` says how many there are. */
export const ADMIN_SUBSCRIPTION_EVENTS_SHOWN = 100;

/** /admin/subscriptions/{id}. */
export interface AdminSubscriptionDetail extends AdminSubscriptionSummary {
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  updated_at: string;
  /** The subscription on Stripe's dashboard; null for the built-in test mode and the app store. */
  dashboard_url: string | null;
  events: AdminSubscriptionEvent[];
  events_total: number;
}
