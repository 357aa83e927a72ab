import type { PaymentEvent, PaymentProvider } from '@manna/shared';
import { Inbox } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStatus } from '@/components/ui/list-status';
import { RefreshButton } from '@/components/ui/refresh-button';
import { Cell, DataTable, type TableColumn } from '@/components/ui/table';
import { useUser } from '@/features/auth';
import { formatDateTime } from '@/lib/format';
import { useReportFailure } from '@/lib/report-failure';
import { usePaymentEvents } from '../api/get-payment-events';
import { PurchaseSection } from './purchase-section';

const PROVIDER_LABELS: Record<PaymentProvider, string> = {
  stripe: 'Stripe',
  sandbox: 'Test mode',
  store: 'App store',
};

const EVENT_COLUMNS: readonly TableColumn[] = [
  { label: 'Received' },
  { label: 'Provider' },
  { label: 'Type' },
  { label: 'Event id' },
  { label: 'Member' },
  { label: 'Outcome' },
];

/**
 * What came of an event the server kept: every listed event was verified and fulfilled once;
 * one that named no member we know (a test event, a checkout of another app) changed nothing.
 */
export function paymentEventOutcome(event: Pick<PaymentEvent, 'user_id'>): string {
  return event.user_id ? 'Fulfilled for a member' : 'Recorded: named no member';
}

/** The provider events the server received lately, newest first (/purchase-test, payment setup). */
export function ProviderEvents({ title = 'Provider events' }: { title?: string }) {
  const { data: user } = useUser();
  const eventsQuery = usePaymentEvents();
  useReportFailure(eventsQuery, { context: 'Failed to fetch payment events' });
  const events = eventsQuery.data ?? [];

  return (
    <PurchaseSection
      title={title}
      aside={
        <RefreshButton
          size="sm"
          variant="outline"
          fetching={eventsQuery.isFetching}
          onRefresh={() => eventsQuery.refetch()}
        />
      }
    >
      <ListStatus
        query={eventsQuery}
        loaded={eventsQuery.data !== undefined}
        loadingLabel="Loading provider events..."
        errorTitle="We couldn't load the provider events"
      >
        {events.length === 0 ? (
          <EmptyState icon={Inbox} title="No provider events yet">
            Events from Stripe, the test-mode checkout and the app stores appear here as they
            arrive.
          </EmptyState>
        ) : (
          <DataTable
            caption="The latest provider events, newest first"
            columns={EVENT_COLUMNS}
            framed
          >
            {events.map((event) => (
              <tr key={event.id}>
                <Cell className="whitespace-nowrap">
                  {formatDateTime(event.received_at, { timeZone: user?.time_zone })}
                </Cell>
                <Cell>{PROVIDER_LABELS[event.provider]}</Cell>
                <Cell className="font-mono text-xs">{event.type}</Cell>
                <Cell className="font-mono text-xs break-all">{event.event_id}</Cell>
                <Cell className="font-mono text-xs break-all">{event.user_id ?? '—'}</Cell>
                <Cell>{paymentEventOutcome(event)}</Cell>
              </tr>
            ))}
          </DataTable>
        )}
      </ListStatus>
    </PurchaseSection>
  );
}
