import type {
  PaymentKeyName,
  PaymentSetupMode,
  PricedProduct,
  TestEventResult,
} from '@manna/shared';
import { CircleCheck, CircleX, Send } from 'lucide-react';
import { PageHeader } from '@/components/layouts/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ListStatus } from '@/components/ui/list-status';
import { RefreshButton } from '@/components/ui/refresh-button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { Cell, DataTable, HeaderCell, type TableColumn } from '@/components/ui/table';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useReportFailure } from '@/lib/report-failure';
import { usePaymentSetup, usePriceCheck, useSendTestEvent } from '../api/payment-setup';
import { ProviderEvents } from './provider-events';
import { PurchaseSection } from './purchase-section';

// The payment setup screen (docs/product/admin.md#payment-setup).

export const MODE_DESCRIPTIONS: Record<PaymentSetupMode, { title: string; detail: string }> = {
  stripe_live: {
    title: 'Live Stripe',
    detail: 'Members pay with real cards through Stripe.',
  },
  stripe_test: {
    title: 'Stripe test mode',
    detail: 'Stripe with test keys: its test cards work, no money moves.',
  },
  sandbox: {
    title: 'Built-in test mode',
    detail:
      'No Stripe keys are set: purchases go through the built-in test checkout and no money moves.',
  },
  off: { title: 'Off', detail: 'PAYMENTS_MODE=off: nothing is sold.' },
};

const KEY_DESCRIPTIONS: Record<PaymentKeyName, string> = {
  STRIPE_SECRET_KEY: 'Stripe secret key (sk_live_… or sk_test_…)',
  STRIPE_WEBHOOK_SECRET: "The webhook endpoint's signing secret (whsec_…)",
  STRIPE_PRICE_TOKENS_10: 'Price id of the 10-token pack (one-time)',
  STRIPE_PRICE_TOKENS_30: 'Price id of the 30-token pack (one-time)',
  STRIPE_PRICE_TOKENS_100: 'Price id of the 100-token pack (one-time)',
  STRIPE_PRICE_MONTHLY: 'Price id of the monthly subscription (recurring)',
  STRIPE_PRICE_YEARLY: 'Price id of the yearly subscription (recurring)',
  WRAPPER_PURCHASE_SECRET: "Shared with the native app's backend for store purchases",
};

const PRODUCT_NAMES: Record<PricedProduct, string> = {
  tokens_10: '10 tokens',
  tokens_30: '30 tokens',
  tokens_100: '100 tokens',
  monthly: 'Monthly subscription',
  yearly: 'Yearly subscription',
};

const KEY_COLUMNS: readonly TableColumn[] = [
  { label: 'Setting' },
  { label: 'What it is' },
  { label: 'Present' },
];

const PRICE_COLUMNS: readonly TableColumn[] = [
  { label: 'Product' },
  { label: 'Price id' },
  { label: 'At Stripe' },
];

function Check({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <span className="inline-flex items-center gap-1.5">
      <Icon aria-hidden="true" className={ok ? 'size-4 text-success' : 'size-4 text-destructive'} />
      {children}
    </span>
  );
}

export function PaymentSetupScreen() {
  const setupQuery = usePaymentSetup();
  useReportFailure(setupQuery, { context: 'Failed to fetch the payment setup' });
  const setup = setupQuery.data;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Payment setup"
        description="How this server takes payments, and whether Stripe's events reach it."
        action={
          <TextLink to={paths.app.adminSettings.getHref()} className="text-sm">
            Prices and premium plans are in Settings
          </TextLink>
        }
      />
      <ListStatus
        query={setupQuery}
        loaded={setup !== undefined}
        loadingLabel="Loading the payment setup..."
        errorTitle="We couldn't load the payment setup"
      >
        {setup ? (
          <>
            <PurchaseSection title="Mode" description={MODE_DESCRIPTIONS[setup.mode].detail}>
              <p className="font-serif text-xl font-semibold">
                {MODE_DESCRIPTIONS[setup.mode].title}
              </p>
            </PurchaseSection>
            <PurchaseSection
              title="Keys"
              description="Which settings are present on this server; their values are never shown."
            >
              <DataTable
                caption="Payment settings and whether each is set"
                columns={KEY_COLUMNS}
                framed
              >
                {setup.keys.map(({ name, present }) => (
                  <tr key={name}>
                    <HeaderCell className="font-mono text-xs font-normal">{name}</HeaderCell>
                    <Cell>{KEY_DESCRIPTIONS[name]}</Cell>
                    <Cell className="whitespace-nowrap">
                      <Check ok={present}>{present ? 'Set' : 'Not set'}</Check>
                    </Cell>
                  </tr>
                ))}
              </DataTable>
            </PurchaseSection>
            <PurchaseSection
              title="Webhook URL"
              description="Paste it into Stripe: Developers, Webhooks, Add endpoint."
            >
              <code className="block rounded-xl bg-muted px-3 py-2 font-mono text-sm break-all">
                {setup.webhook_url}
              </code>
            </PurchaseSection>
            <PriceIds />
            <TestEvent off={setup.mode === 'off'} />
            <ProviderEvents title="Last events received" />
            <Guide webhookUrl={setup.webhook_url} />
          </>
        ) : null}
      </ListStatus>
    </div>
  );
}

function PriceIds() {
  const checkQuery = usePriceCheck();
  const check = checkQuery.data;
  return (
    <PurchaseSection
      title="Price ids"
      description={check?.message}
      aside={
        check?.checked ? (
          <RefreshButton
            size="sm"
            variant="outline"
            fetching={checkQuery.isFetching}
            onRefresh={() => checkQuery.refetch()}
            aria-label="Check the price ids again"
          />
        ) : null
      }
    >
      <ListStatus
        query={checkQuery}
        loaded={check !== undefined}
        loadingLabel="Asking Stripe about the price ids..."
        errorTitle="We couldn't check the price ids"
      >
        {check?.checked ? (
          <DataTable
            caption="The Stripe price ids, as Stripe knows them"
            columns={PRICE_COLUMNS}
            framed
          >
            {check.prices.map((price) => (
              <tr key={price.product}>
                <HeaderCell>{PRODUCT_NAMES[price.product]}</HeaderCell>
                <Cell className="font-mono text-xs break-all">{price.price_id}</Cell>
                <Cell>
                  <Check ok={price.ok}>{price.detail}</Check>
                </Cell>
              </tr>
            ))}
          </DataTable>
        ) : null}
      </ListStatus>
    </PurchaseSection>
  );
}

function TestEventOutcome({ result }: { result: TestEventResult }) {
  const ok = result.outcome !== 'refused';
  return (
    <Alert
      variant={ok ? 'success' : 'error'}
      title={ok ? `The webhook answered ${result.status}` : `Refused: ${result.status}`}
    >
      {result.message} Event <code className="font-mono text-xs">{result.event_id}</code>.
    </Alert>
  );
}

function TestEvent({ off }: { off: boolean }) {
  const send = useSendTestEvent();
  return (
    <PurchaseSection
      title="Test event"
      description="Sends a signed test event through the webhook handler and fulfilment, as Stripe would. It names no checkout, so nothing is credited; it appears among the events below."
    >
      {send.data ? <TestEventOutcome result={send.data} /> : null}
      {send.error ? <Alert>{getErrorMessage(send.error)}</Alert> : null}
      <div>
        <Button variant="outline" disabled={off || send.isPending} onClick={() => send.mutate()}>
          {send.isPending ? <ButtonSpinner /> : <Send aria-hidden="true" />}
          Send test event
        </Button>
      </div>
    </PurchaseSection>
  );
}

function Guide({ webhookUrl }: { webhookUrl: string }) {
  return (
    <PurchaseSection title="Step by step" description="From test mode to live payments.">
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm leading-relaxed">
        <li>
          In Stripe, create a product with five prices: one-time prices for 10, 30 and 100 tokens,
          and recurring monthly and yearly prices, at the amounts in Settings.
        </li>
        <li>
          Set STRIPE_SECRET_KEY and the five STRIPE_PRICE_… settings to the key and the price ids
          (start with test keys, sk_test_…).
        </li>
        <li>
          In Stripe, add a webhook endpoint at <code className="font-mono">{webhookUrl}</code> for
          the events checkout.session.completed, checkout.session.async_payment_succeeded,
          checkout.session.expired, invoice.paid, customer.subscription.created, .updated and
          .deleted, charge.refunded and charge.dispute.created; set STRIPE_WEBHOOK_SECRET to its
          signing secret.
        </li>
        <li>Restart Manna. This page then says Stripe test mode and checks each price id.</li>
        <li>
          Press Send test event: the answer must be 200. Then buy a pack with Stripe's test card
          4242 4242 4242 4242 and see its events arrive above.
        </li>
        <li>When all is well, repeat with the live key, live price ids and a live webhook.</li>
      </ol>
    </PurchaseSection>
  );
}
