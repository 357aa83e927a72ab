import type { CurrentUser, TokenLedgerEntry } from '@manna/shared';
import { Coins, History, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStatus } from '@/components/ui/list-status';
import { LoadMore } from '@/components/ui/load-more';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { usePagedItems } from '@/lib/paged-query';
import { useReportFailure } from '@/lib/report-failure';
import { useTokenLedger } from '../api/get-token-ledger';
import { balanceLabel, LEDGER_REASON_LABELS, ledgerChangeLabel } from '../utils/purchase-labels';
import { SubscriptionSummary } from './subscription-summary';

/**
 * The settings' 'Tokens' section (docs/product/purchases.md#token-history-in-settings): the
 * balance, the way to buy more, the subscription's state, and every change to the balance, newest
 * first, 20 at a time.
 */
export function TokenHistory({ user }: { user: CurrentUser }) {
  const historyId = useId();
  const ledger = useTokenLedger();
  const entries = usePagedItems(ledger.data);
  useReportFailure(ledger, { context: 'Failed to fetch token history' });

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Your tokens</CardTitle>
          <CardDescription>
            Earn them with achievements or buy a pack; spend them to unlock a premium reading plan.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center justify-between gap-4">
          <p className="inline-flex items-center gap-2 text-lg font-semibold">
            <Coins aria-hidden="true" className="size-5 text-primary" />
            {balanceLabel(user.tokens)}
          </p>
          <Button asChild variant="outline">
            <Link to={paths.app.subscription.getHref()}>
              <Sparkles aria-hidden="true" />
              Buy tokens or subscribe
            </Link>
          </Button>
        </CardContent>
      </Card>
      <SubscriptionSummary timeZone={user.time_zone} />
      <section aria-labelledby={historyId} className="flex flex-col gap-3">
        <h2 id={historyId} className="font-serif text-2xl font-semibold">
          Token history
        </h2>
        <ListStatus
          query={ledger}
          loaded={entries.length > 0}
          loadingLabel="Loading token history..."
          errorTitle="We couldn't load your token history"
        >
          {entries.length === 0 ? (
            <EmptyState icon={History} title="No token changes yet">
              Tokens you earn, buy or spend will be listed here.
            </EmptyState>
          ) : (
            <ul
              aria-labelledby={historyId}
              className="divide-y divide-border rounded-2xl border border-border bg-card"
            >
              {entries.map((entry) => (
                <LedgerRow key={entry.id} entry={entry} timeZone={user.time_zone} />
              ))}
            </ul>
          )}
          <LoadMore
            query={ledger}
            label="Load more"
            loadingLabel="Loading..."
            errorTitle="We couldn't load more of your token history"
          />
        </ListStatus>
      </section>
    </div>
  );
}

function LedgerRow({ entry, timeZone }: { entry: TokenLedgerEntry; timeZone: string | null }) {
  return (
    <li className="flex items-center justify-between gap-4 px-4 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words">
          {entry.description ?? LEDGER_REASON_LABELS[entry.reason]}
        </p>
        <p className="text-sm text-muted-foreground">
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, { timeZone })}</time>
        </p>
      </div>
      <p
        className={cn(
          'shrink-0 font-semibold tabular-nums',
          entry.delta < 0 ? 'text-destructive' : 'text-success',
        )}
      >
        {ledgerChangeLabel(entry.delta)}
      </p>
    </li>
  );
}
