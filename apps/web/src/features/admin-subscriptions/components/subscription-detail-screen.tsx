import { type AdminSubscriptionDetail, SUBSCRIPTION_NOT_FOUND } from '@manna/shared';
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ItemLoader } from '@/components/layouts/item-loader';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Cell, DataTable, HeaderCell, type TableColumn } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { PeriodEndControls } from '@/features/purchases';
import { formatDateTime, formatDay } from '@/lib/format';
import { useChangeAdminSubscription } from '../api/change-admin-subscription';
import { useAdminSubscription } from '../api/get-admin-subscription';
import {
  BACK_TO_SUBSCRIPTIONS,
  eventLabel,
  FETCH_SUBSCRIPTION_FAILED,
  LOADING_SUBSCRIPTION,
  PLAN_LABELS,
  PROVIDER_LABELS,
  statusLabel,
} from '../utils/subscription-labels';

/** Statuses after which nothing is left to cancel or keep (the API refuses them with 409). */
const ENDED_STATUSES = ['canceled', 'incomplete_expired'];

/** /admin/subscriptions/:id: one subscription, its events, and cancelling at the period end. */
export function SubscriptionDetailScreen({ id }: { id: string }) {
  return (
    <ItemLoader
      query={useAdminSubscription(id)}
      pageTitle="Subscription · Admin · Manna"
      loadingLabel={LOADING_SUBSCRIPTION}
      errorTitle={FETCH_SUBSCRIPTION_FAILED}
      back={
        <BackLink to={paths.app.adminSubscriptions.getHref()}>{BACK_TO_SUBSCRIPTIONS}</BackLink>
      }
      notFound={{
        title: SUBSCRIPTION_NOT_FOUND,
        message: 'This subscription is not here. The member may have deleted their account.',
        action: { label: BACK_TO_SUBSCRIPTIONS, to: paths.app.adminSubscriptions.getHref() },
      }}
    >
      {(subscription) => <SubscriptionDetail subscription={subscription} />}
    </ItemLoader>
  );
}

function SubscriptionDetail({ subscription }: { subscription: AdminSubscriptionDetail }) {
  const timeZone = useUser().data?.time_zone;
  const titleId = useId();
  const day = (at: string | null) => (at ? formatDay(at, { timeZone }) : '—');
  const title = `${PLAN_LABELS[subscription.plan]} subscription of ${subscription.member_name}`;
  const periodEndTerm = subscription.cancel_at_period_end ? 'Ends on' : 'Period ends on';

  return (
    <div className="flex flex-col gap-6">
      <title>{`${title} · Admin · Manna`}</title>
      <BackLink to={paths.app.adminSubscriptions.getHref()}>{BACK_TO_SUBSCRIPTIONS}</BackLink>
      <article aria-labelledby={titleId} className="flex flex-col gap-6">
        <header className="flex flex-col gap-2">
          <h1 id={titleId} className="font-serif text-3xl font-semibold break-words">
            {title}
          </h1>
          <p className="text-muted-foreground">
            {statusLabel(subscription)} · {PROVIDER_LABELS[subscription.provider]}
          </p>
        </header>

        <section
          aria-label="Details"
          className="rounded-2xl border border-border bg-card p-4 sm:p-5"
        >
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted-foreground">Member</dt>
            <dd>
              <Link
                to={paths.app.adminMember.getHref(subscription.user_id)}
                className="font-medium text-primary underline underline-offset-4"
              >
                {subscription.member_name}
              </Link>{' '}
              <span className="break-all text-muted-foreground">
                {subscription.member_contact.value}
              </span>
            </dd>
            <dt className="text-muted-foreground">Plan</dt>
            <dd>{PLAN_LABELS[subscription.plan]}</dd>
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              {statusLabel(subscription)}
              {statusLabel(subscription) === subscription.status ? null : (
                <span className="text-muted-foreground"> ({subscription.status})</span>
              )}
            </dd>
            <dt className="text-muted-foreground">{periodEndTerm}</dt>
            <dd>{day(subscription.current_period_end)}</dd>
            <dt className="text-muted-foreground">Provider</dt>
            <dd>{PROVIDER_LABELS[subscription.provider]}</dd>
            <dt className="text-muted-foreground">Customer id</dt>
            <dd className="font-mono break-all">{subscription.provider_customer_id ?? '—'}</dd>
            <dt className="text-muted-foreground">Subscription id</dt>
            <dd className="font-mono break-all">{subscription.provider_subscription_id ?? '—'}</dd>
            <dt className="text-muted-foreground">Started</dt>
            <dd>{formatDateTime(subscription.created_at, { timeZone })}</dd>
            <dt className="text-muted-foreground">Last changed</dt>
            <dd>{formatDateTime(subscription.updated_at, { timeZone })}</dd>
          </dl>
        </section>

        <div className="flex flex-wrap items-start gap-2">
          <SubscriptionActions subscription={subscription} />
          {subscription.dashboard_url ? (
            <Button asChild variant="outline">
              <a href={subscription.dashboard_url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Open in Stripe
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          ) : null}
        </div>

        <EventHistory subscription={subscription} />
      </article>
    </div>
  );
}

/** Cancel at the period end (asked first), or keep a subscription set to end. */
function SubscriptionActions({ subscription }: { subscription: AdminSubscriptionDetail }) {
  const timeZone = useUser().data?.time_zone;
  const change = useChangeAdminSubscription();
  if (ENDED_STATUSES.includes(subscription.status)) return null;
  return (
    <PeriodEndControls
      subscription={subscription}
      timeZone={timeZone}
      change={change}
      describeCancel={(until) =>
        `${subscription.member_name} keeps every premium plan until ${until}. After that the subscription ends and is not charged again.`
      }
      keepLabel="Keep subscription"
      keepErrorTitle="Could not keep it"
      onKeep={() =>
        change.mutate(
          { id: subscription.id, change: 'resume' },
          { onSuccess: () => toast({ type: 'success', title: 'Subscription kept' }) },
        )
      }
      onCancel={(close) =>
        change.mutate(
          { id: subscription.id, change: 'cancel' },
          {
            onSuccess: (changed) => {
              close();
              toast({
                type: 'success',
                title: changed.current_period_end
                  ? `Subscription ends on ${formatDay(changed.current_period_end, { timeZone })}`
                  : 'Subscription ends at its period end',
              });
            },
          },
        )
      }
    />
  );
}

/** The provider events recorded for the subscription, newest first. */
const EVENT_COLUMNS: readonly TableColumn[] = [
  { label: 'Event' },
  { label: 'Happened' },
  { label: 'Received' },
  { label: 'Provider event id' },
];

function EventHistory({ subscription }: { subscription: AdminSubscriptionDetail }) {
  const timeZone = useUser().data?.time_zone;
  const headingId = useId();
  const { events, events_total: total } = subscription;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-serif text-xl font-semibold">
        Event history
      </h2>
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">No provider events were recorded for it.</p>
      ) : (
        <DataTable
          caption="Provider events, newest first"
          columns={EVENT_COLUMNS}
          framed
          scrollLabel="Provider events"
        >
          {events.map((event) => (
            <tr key={event.id}>
              <HeaderCell>{eventLabel(event.type)}</HeaderCell>
              <Cell className="whitespace-nowrap">
                {formatDateTime(event.occurred_at, { timeZone })}
              </Cell>
              <Cell className="whitespace-nowrap">
                {formatDateTime(event.received_at, { timeZone })}
              </Cell>
              <Cell className="font-mono text-xs break-all">{event.event_id}</Cell>
            </tr>
          ))}
        </DataTable>
      )}
      {total > events.length ? (
        <p className="text-sm text-muted-foreground">
          {`The latest ${events.length} of ${total} events.`}
        </p>
      ) : null}
    </section>
  );
}
