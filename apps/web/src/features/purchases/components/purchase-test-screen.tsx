import type { PaymentMode } from '@manna/shared';
import { FlaskConical, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ListStatus } from '@/components/ui/list-status';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth';
import { getErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { detectRuntimeEnvironment } from '@/lib/native-bridge';
import type { NativePurchaseMessage } from '@/lib/native-purchase-bridge';
import { useReportFailure } from '@/lib/report-failure';
import { useCatalog } from '../api/get-catalog';
import { type PurchaseItem, purchaseItemKey, useStartCheckout } from '../api/start-checkout';
import { useNativePurchaseMessages } from '../hooks/use-native-purchase-messages';
import { followCheckoutUrl } from '../hooks/use-start-purchase';
import { PLAN_NAMES, tokensLabel } from '../utils/purchase-labels';
import { ProviderEvents } from './provider-events';
import { PurchaseSection } from './purchase-section';

const MODE_LABELS: Record<PaymentMode, string> = {
  sandbox: 'Test mode (the built-in checkout)',
  stripe: 'Stripe',
  off: 'Off: nothing is sold',
};

/**
 * /purchase-test, for admins (docs/product/purchases.md#purchase-test-admins): start a checkout
 * for any pack or plan, play the native wrapper's messages, and see the provider events the
 * server received.
 */
export function PurchaseTestScreen() {
  // Inside the wrapper the app hears its messages already (app/router.tsx); in a browser this
  // screen listens, so the simulated ones below are heard just as the wrapper's would be.
  const inWrapper = detectRuntimeEnvironment().kind === 'native';
  useNativePurchaseMessages({ enabled: !inWrapper });
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Purchase test"
        description="Try each way of buying, and see what the payment providers told the server."
      />
      <TestCheckouts />
      <WrapperMessages />
      <ProviderEvents />
    </div>
  );
}

function TestCheckouts() {
  const navigate = useNavigate();
  const catalogQuery = useCatalog();
  const start = useStartCheckout();
  useReportFailure(catalogQuery, { context: 'Failed to fetch the purchase catalog' });
  const catalog = catalogQuery.data;
  const items: { item: PurchaseItem; name: string; price: number }[] = [
    ...(catalog?.token_packs ?? []).map(({ amount, price }): (typeof items)[number] => ({
      item: { kind: 'tokens', amount },
      name: tokensLabel(amount),
      price,
    })),
    ...(catalog?.plans ?? []).map(({ plan, price }): (typeof items)[number] => ({
      item: { kind: 'subscription', plan },
      name: `${PLAN_NAMES[plan]} subscription`,
      price,
    })),
  ];
  const pendingKey = start.isPending ? purchaseItemKey(start.variables) : null;

  return (
    <PurchaseSection
      title="Checkouts"
      description={catalog ? `Payment mode: ${MODE_LABELS[catalog.mode]}` : undefined}
    >
      <ListStatus
        query={catalogQuery}
        loaded={catalog !== undefined}
        loadingLabel="Loading the catalog..."
        errorTitle="We couldn't load the catalog"
      >
        {start.isError ? <Alert>{getErrorMessage(start.error)}</Alert> : null}
        <ul className="divide-y divide-border rounded-xl border border-border">
          {items.map(({ item, name, price }) => (
            <CheckoutRow
              key={purchaseItemKey(item)}
              name={name}
              price={catalog ? formatMoney(price, catalog.currency) : ''}
              pending={pendingKey === purchaseItemKey(item)}
              disabled={start.isPending || start.isSuccess}
              onStart={() =>
                start.mutate(item, { onSuccess: ({ url }) => followCheckoutUrl(url, navigate) })
              }
            />
          ))}
        </ul>
      </ListStatus>
    </PurchaseSection>
  );
}

function CheckoutRow({
  name,
  price,
  pending,
  disabled,
  onStart,
}: {
  name: string;
  price: string;
  pending: boolean;
  disabled: boolean;
  onStart: () => void;
}) {
  const nameId = useId();
  return (
    <li className="flex items-center justify-between gap-3 px-4 py-3">
      <p>
        <span id={nameId} className="font-medium">
          {name}
        </span>{' '}
        <span className="text-sm text-muted-foreground">{price}</span>
      </p>
      <Button
        size="sm"
        variant="outline"
        onClick={onStart}
        disabled={disabled}
        aria-describedby={nameId}
      >
        {pending ? <ButtonSpinner /> : <FlaskConical aria-hidden="true" />}
        Start checkout
      </Button>
    </li>
  );
}

/** Posts into the page what the wrapper would, as a message event. */
function postAsWrapper(message: NativePurchaseMessage) {
  window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
}

function WrapperMessages() {
  const { data: user } = useUser();
  const [tokensAdded, setTokensAdded] = useState('30');
  const [errorMessage, setErrorMessage] = useState('The store declined the payment.');
  const added = Number.parseInt(tokensAdded, 10);
  const validAmount = Number.isInteger(added) && added > 0;

  return (
    <PurchaseSection
      title="Native wrapper messages"
      description="Plays the messages the phone app posts after a store purchase. Nothing is credited: the app then asks the server again."
    >
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Tokens added" className="w-40">
          {(control) => (
            <Input
              {...control}
              type="number"
              min={1}
              inputMode="numeric"
              value={tokensAdded}
              onChange={(event) => setTokensAdded(event.target.value)}
            />
          )}
        </Field>
        <Button
          variant="outline"
          disabled={!validAmount}
          onClick={() =>
            postAsWrapper({
              type: 'tokens updated',
              tokens: (user?.tokens ?? 0) + added,
              tokensAdded: added,
            })
          }
        >
          <Send aria-hidden="true" />
          Send 'tokens updated'
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Error message" className="min-w-60 flex-1">
          {(control) => (
            <Input
              {...control}
              value={errorMessage}
              onChange={(event) => setErrorMessage(event.target.value)}
            />
          )}
        </Field>
        <Button
          variant="outline"
          onClick={() => postAsWrapper({ type: 'purchase-error', message: errorMessage })}
        >
          <Send aria-hidden="true" />
          Send 'purchase-error'
        </Button>
      </div>
    </PurchaseSection>
  );
}
