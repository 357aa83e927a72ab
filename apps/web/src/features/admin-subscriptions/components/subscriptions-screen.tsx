import {
  ADMIN_SUBSCRIPTION_FILTERS,
  ADMIN_SUBSCRIPTION_SEARCH_MAX,
  type AdminSubscriptionFilter,
  type AdminSubscriptionListQuery,
  type AdminSubscriptionPage,
  type PaymentProvider,
  SUBSCRIPTION_PLANS,
  type SubscriptionPlan,
} from '@manna/shared';
import { Receipt, Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LinkTabs } from '@/components/ui/link-tabs';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SectionSpinner } from '@/components/ui/section-spinner';
import { Select } from '@/components/ui/select';
import { Cell, DataTable, HeaderCell, type TableColumn } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { formatDay, formatNumber } from '@/lib/format';
import { useAdminSubscriptions } from '../api/get-admin-subscriptions';
import {
  EMPTY_TAB,
  FETCH_SUBSCRIPTIONS_FAILED,
  FILTER_LABELS,
  LOADING_SUBSCRIPTIONS,
  PLAN_LABELS,
  PROVIDER_LABELS,
  STATUS_TABS_LABEL,
  SUBSCRIPTIONS_TITLE,
  statusLabel,
} from '../utils/subscription-labels';

/** Rows per page of the table. */
export const SUBSCRIPTIONS_PAGE_SIZE = 20;

const PROVIDERS = ['stripe', 'sandbox', 'store'] as const satisfies readonly PaymentProvider[];

const isFilter = (value: string | null): value is AdminSubscriptionFilter =>
  ADMIN_SUBSCRIPTION_FILTERS.some((filter) => filter === value);
const isPlan = (value: string | null): value is SubscriptionPlan =>
  SUBSCRIPTION_PLANS.some((plan) => plan === value);
const isProvider = (value: string | null): value is PaymentProvider =>
  PROVIDERS.some((provider) => provider === value);

/** The list's state, all of it in the address (?status=&plan=&provider=&q=&page=). */
interface ListState {
  status: AdminSubscriptionFilter;
  plan: SubscriptionPlan | undefined;
  provider: PaymentProvider | undefined;
  q: string;
  /** From 1. */
  page: number;
}

function readState(params: URLSearchParams): ListState {
  const status = params.get('status');
  const plan = params.get('plan');
  const provider = params.get('provider');
  const page = Number(params.get('page'));
  return {
    status: isFilter(status) ? status : 'all',
    plan: isPlan(plan) ? plan : undefined,
    provider: isProvider(provider) ? provider : undefined,
    q: params.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The list's address for `state`, leaving out what is at its default. */
export function subscriptionsHref(state: Partial<ListState>): string {
  const params = new URLSearchParams();
  if (state.status && state.status !== 'all') params.set('status', state.status);
  if (state.plan) params.set('plan', state.plan);
  if (state.provider) params.set('provider', state.provider);
  if (state.q) params.set('q', state.q);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return `${paths.app.adminSubscriptions.getHref()}${search ? `?${search}` : ''}`;
}

/**
 * /admin/subscriptions: every member's subscription, a tab per status with its count, searched
 * and filtered and paged by the server (docs/product/admin.md#subscriptions).
 */
export function SubscriptionsScreen() {
  const state = readState(useSearchParams()[0]);
  const query: AdminSubscriptionListQuery = {
    status: state.status,
    plan: state.plan,
    provider: state.provider,
    q: state.q || undefined,
    limit: SUBSCRIPTIONS_PAGE_SIZE,
    offset: (state.page - 1) * SUBSCRIPTIONS_PAGE_SIZE,
  };
  const list = useAdminSubscriptions(query);
  const counts = list.data?.counts;
  const filters = { plan: state.plan, provider: state.provider, q: state.q };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={SUBSCRIPTIONS_TITLE}
        description="Every member's subscription, its state and where it is paid."
      />
      <SearchForm state={state} />
      <div className="-mx-1 overflow-x-auto px-1">
        <LinkTabs
          label={STATUS_TABS_LABEL}
          tabs={ADMIN_SUBSCRIPTION_FILTERS}
          current={state.status}
          labelOf={(tab) =>
            counts ? `${FILTER_LABELS[tab]} (${formatNumber(counts[tab])})` : FILTER_LABELS[tab]
          }
          hrefOf={(tab) => subscriptionsHref({ ...filters, status: tab })}
          preventScrollReset
        />
      </div>
      {list.isPending ? (
        <SectionSpinner label={LOADING_SUBSCRIPTIONS} />
      ) : list.isError && !list.data ? (
        <RetryAlert
          title={FETCH_SUBSCRIPTIONS_FAILED}
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={Receipt} title={FILTER_LABELS[state.status]}>
          {EMPTY_TAB[state.status]}
        </EmptyState>
      ) : (
        <>
          <SubscriptionsTable page={list.data} status={state.status} />
          <Pager state={state} total={list.data.total} />
        </>
      )}
    </div>
  );
}

/** Search by the member's name or e-mail, with the plan and the provider; back to page one. */
function SearchForm({ state }: { state: ListState }) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const plan = field('plan');
    const provider = field('provider');
    void navigate(
      subscriptionsHref({
        status: state.status,
        q: field('q'),
        plan: isPlan(plan) ? plan : undefined,
        provider: isProvider(provider) ? provider : undefined,
      }),
    );
  };
  return (
    <search aria-label="Search subscriptions">
      <form
        onSubmit={onSubmit}
        // A new address starts the form afresh with what it says.
        key={`${state.q}|${state.plan}|${state.provider}`}
        className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="subscriptions-q">Member</Label>
          <Input
            id="subscriptions-q"
            name="q"
            type="search"
            defaultValue={state.q}
            placeholder="Name or e-mail"
            maxLength={ADMIN_SUBSCRIPTION_SEARCH_MAX}
          />
        </div>
        <FilterSelect
          name="plan"
          label="Plan"
          anyLabel="All plans"
          value={state.plan}
          options={SUBSCRIPTION_PLANS.map((plan) => [plan, PLAN_LABELS[plan]])}
        />
        <FilterSelect
          name="provider"
          label="Provider"
          anyLabel="All providers"
          value={state.provider}
          options={PROVIDERS.map((provider) => [provider, PROVIDER_LABELS[provider]])}
        />
        <Button type="submit">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>
    </search>
  );
}

/** One of the search's filters, with a first option for no filter at all. */
function FilterSelect({
  name,
  label,
  anyLabel,
  value,
  options,
}: {
  name: string;
  label: string;
  anyLabel: string;
  value: string | undefined;
  options: readonly (readonly [value: string, label: string])[];
}) {
  const id = `subscriptions-${name}`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} name={name} defaultValue={value ?? ''}>
        <option value="">{anyLabel}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </Select>
    </div>
  );
}

const SUBSCRIPTION_COLUMNS: readonly TableColumn[] = [
  { label: 'Member' },
  { label: 'Plan' },
  { label: 'Status' },
  { label: 'Period end' },
  { label: 'Provider' },
];

function SubscriptionsTable({
  page,
  status,
}: {
  page: AdminSubscriptionPage;
  status: AdminSubscriptionFilter;
}) {
  const timeZone = useUser().data?.time_zone;
  const day = (at: string | null) => (at ? formatDay(at, { timeZone }) : '—');
  return (
    <DataTable
      caption={`${FILTER_LABELS[status]} subscriptions`}
      columns={SUBSCRIPTION_COLUMNS}
      framed
      scrollLabel="Subscriptions"
    >
      {page.items.map((subscription) => (
        <tr key={subscription.id}>
          <HeaderCell className="font-normal">
            <Link
              to={paths.app.adminSubscription.getHref(subscription.id)}
              className="font-medium text-primary underline underline-offset-4"
            >
              {subscription.member_name}
            </Link>
            <span className="block text-muted-foreground break-all">
              {subscription.member_contact.value}
            </span>
          </HeaderCell>
          <Cell>{PLAN_LABELS[subscription.plan]}</Cell>
          <Cell>{statusLabel(subscription)}</Cell>
          <Cell className="whitespace-nowrap">{day(subscription.current_period_end)}</Cell>
          <Cell>{PROVIDER_LABELS[subscription.provider]}</Cell>
        </tr>
      ))}
    </DataTable>
  );
}

/** 'Page 2 of 5' with links to the pages either side, kept in ?page=. */
function Pager({ state, total }: { state: ListState; total: number }) {
  const pages = Math.max(1, Math.ceil(total / SUBSCRIPTIONS_PAGE_SIZE));
  const first = (state.page - 1) * SUBSCRIPTIONS_PAGE_SIZE + 1;
  const last = Math.min(total, state.page * SUBSCRIPTIONS_PAGE_SIZE);
  const link = (page: number, label: string, enabled: boolean) =>
    enabled ? (
      <Button asChild variant="outline" size="sm">
        <Link to={subscriptionsHref({ ...state, page })} preventScrollReset>
          {label}
        </Link>
      </Button>
    ) : (
      <Button variant="outline" size="sm" disabled>
        {label}
      </Button>
    );
  return (
    <nav
      aria-label="Subscription pages"
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-muted-foreground">
        {`${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(total)} · Page ${state.page} of ${pages}`}
      </p>
      <div className="flex gap-2">
        {link(state.page - 1, 'Previous page', state.page > 1)}
        {link(state.page + 1, 'Next page', state.page < pages)}
      </div>
    </nav>
  );
}
