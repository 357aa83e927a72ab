import {
  ADMIN_SUBSCRIPTION_FILTERS,
  type AdminSubscriptionCounts,
  type AdminSubscriptionDetail,
  type AdminSubscriptionFilter,
  adminSubscriptionsEndpoints,
  SUBSCRIPTION_ENDED,
  SUBSCRIPTION_NOT_FOUND,
} from '@manna/shared';
import { type FakeApiOptions, failure, fakeRoute, stubFakeApi } from '@/testing/fake-fetch';
import { FAKE_NOW, fakePage, newestFirst } from '@/testing/fake-records';

interface FakeAdminSubscriptionsApiOptions extends FakeApiOptions {
  subscriptions?: AdminSubscriptionDetail[];
}

const isFilter = (value: string | null): value is AdminSubscriptionFilter =>
  ADMIN_SUBSCRIPTION_FILTERS.some((filter) => filter === value);

/** Whether a subscription is in a tab, as the server's filters say (active and cancelling apart). */
function inTab(subscription: AdminSubscriptionDetail, tab: AdminSubscriptionFilter): boolean {
  const active = subscription.status === 'active';
  switch (tab) {
    case 'all':
      return true;
    case 'active':
      return active && !subscription.cancel_at_period_end;
    case 'cancelling':
      return active && subscription.cancel_at_period_end;
    default:
      return subscription.status === tab;
  }
}

/**
 * The admin's subscription API on a stubbed fetch (adminSubscriptionsEndpoints): the list by tab,
 * plan, provider and member, newest first and paged with the tabs' counts; one subscription; and
 * cancel or resume, which answer the state it is in already without changing it.
 */
export function stubAdminSubscriptionsApi(options: FakeAdminSubscriptionsApiOptions = {}) {
  const subscriptions = [...(options.subscriptions ?? [])];
  const { fetchMock, calls } = stubFakeApi(
    [
      fakeRoute(adminSubscriptionsEndpoints.list, ({ url }) => {
        const param = (name: string) => url.searchParams.get(name);
        const status = param('status');
        const tab = isFilter(status) ? status : 'all';
        const q = param('q')?.toLowerCase();
        const matching = subscriptions.filter(
          (subscription) =>
            (!param('plan') || subscription.plan === param('plan')) &&
            (!param('provider') || subscription.provider === param('provider')) &&
            (!q ||
              subscription.member_name.toLowerCase().includes(q) ||
              subscription.member_contact.value.toLowerCase().includes(q)),
        );
        const counts: AdminSubscriptionCounts = {
          all: 0,
          active: 0,
          cancelling: 0,
          trialing: 0,
          past_due: 0,
          canceled: 0,
        };
        for (const filter of ADMIN_SUBSCRIPTION_FILTERS) {
          counts[filter] = matching.filter((subscription) => inTab(subscription, filter)).length;
        }
        return {
          ...fakePage(
            matching.filter((subscription) => inTab(subscription, tab)).sort(newestFirst),
            url,
            { defaultLimit: 20, max: options.pageSize },
          ),
          counts,
        };
      }),
      fakeRoute(adminSubscriptionsEndpoints.get, ({ params }) => {
        const subscription = subscriptions.find((each) => each.id === params.id);
        return subscription ? { subscription } : failure(404, SUBSCRIPTION_NOT_FOUND);
      }),
      ...(['cancel', 'resume'] as const).map((change) =>
        fakeRoute(adminSubscriptionsEndpoints[change], ({ params }) => {
          const index = subscriptions.findIndex((each) => each.id === params.id);
          const found = subscriptions[index];
          if (!found) return failure(404, SUBSCRIPTION_NOT_FOUND);
          if (found.status === 'canceled') return failure(409, SUBSCRIPTION_ENDED);
          const cancel = change === 'cancel';
          if (found.cancel_at_period_end === cancel) return { subscription: found };
          const changed = { ...found, cancel_at_period_end: cancel, updated_at: FAKE_NOW };
          subscriptions[index] = changed;
          return { subscription: changed };
        }),
      ),
    ],
    options,
  );
  return { fetchMock, calls, subscriptions: () => subscriptions };
}
