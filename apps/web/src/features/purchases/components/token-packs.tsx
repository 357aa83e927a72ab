import type { PurchaseCatalog, TokenPack } from '@manna/shared';
import { Coins } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format';
import { balanceLabel, tokensLabel } from '../utils/purchase-labels';
import { PurchaseSection } from './purchase-section';

interface TokenPacksProps {
  catalog: PurchaseCatalog;
  /** The member's balance; undefined for a visitor. */
  tokens: number | undefined;
  busy: boolean;
  pendingAmount: TokenPack | undefined;
  /** Without it nothing is sold (purchases are off): the packs are not listed. */
  onBuy: ((amount: TokenPack) => void) | undefined;
}

/** 'Token packs' with the balance, each pack with its price and 'Buy'. */
export function TokenPacks({ catalog, tokens, busy, pendingAmount, onBuy }: TokenPacksProps) {
  const unlockPrice = tokensLabel(catalog.plan_unlock_price_tokens);
  return (
    <PurchaseSection
      title="Token packs"
      description={`Unlock a premium reading plan for good for ${unlockPrice}.`}
    >
      {tokens === undefined ? null : (
        <p className="inline-flex items-center gap-1.5 font-medium">
          <Coins aria-hidden="true" className="size-4 text-primary" />
          {balanceLabel(tokens)}
        </p>
      )}
      {onBuy ? (
        <ul className="grid gap-3 sm:grid-cols-3">
          {catalog.token_packs.map(({ amount, price }) => (
            <PackOffer
              key={amount}
              name={tokensLabel(amount)}
              price={formatMoney(price, catalog.currency)}
              pending={pendingAmount === amount}
              disabled={busy}
              onBuy={() => onBuy(amount)}
            />
          ))}
        </ul>
      ) : null}
    </PurchaseSection>
  );
}

function PackOffer({
  name,
  price,
  pending,
  disabled,
  onBuy,
}: {
  name: string;
  price: string;
  pending: boolean;
  disabled: boolean;
  onBuy: () => void;
}) {
  const nameId = useId();
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-background p-4">
      <h3 id={nameId} className="font-semibold">
        {name}
      </h3>
      <p className="text-lg">{price}</p>
      <Button size="sm" onClick={onBuy} disabled={disabled} aria-describedby={nameId}>
        {pending ? <ButtonSpinner /> : null}
        {pending ? 'Starting checkout...' : 'Buy'}
      </Button>
    </li>
  );
}
