import type { AdminSubscriptionDetail, AdminSubscriptionEvent } from '@manna/shared';

let sequence = 0;

/** A member's subscription as the admin sees it: by default Lydia's monthly one, active, in test mode. */
export function makeAdminSubscription(
  overrides: Partial<AdminSubscriptionDetail> = {},
): AdminSubscriptionDetail {
  sequence += 1;
  const id = overrides.id ?? `subscription-${sequence}`;
  return {
    id,
    user_id: `member-${sequence}`,
    member_name: 'Lydia of Thyatira',
    member_contact: { kind: 'email', value: `lydia-${sequence}@example.com` },
    plan: 'monthly',
    status: 'active',
    cancel_at_period_end: false,
    current_period_end: '2026-12-20T09:00:00.000Z',
    provider: 'sandbox',
    created_at: '2026-11-20T09:00:00.000Z',
    provider_customer_id: `sandbox_cus_member-${sequence}`,
    provider_subscription_id: `sandbox_sub_${id}`,
    updated_at: '2026-11-20T09:00:00.000Z',
    dashboard_url: null,
    events: [],
    events_total: 0,
    ...overrides,
  };
}

/** A provider event of a subscription's: 'invoice_paid' unless told. */
export function makeSubscriptionEvent(
  overrides: Partial<AdminSubscriptionEvent> = {},
): AdminSubscriptionEvent {
  sequence += 1;
  return {
    id: `event-${sequence}`,
    provider: 'sandbox',
    event_id: `sandbox_evt_${sequence}`,
    type: 'invoice_paid',
    occurred_at: '2026-11-20T09:00:00.000Z',
    received_at: '2026-11-20T09:00:01.000Z',
    ...overrides,
  };
}
