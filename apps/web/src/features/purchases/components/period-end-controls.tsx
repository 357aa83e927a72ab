import type { MemberSubscription } from '@manna/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ButtonSpinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { formatDay } from '@/lib/format';

interface ChangeState {
  isPending: boolean;
  error: Error | null;
  reset: () => void;
}

interface PeriodEndControlsProps {
  subscription: Pick<MemberSubscription, 'cancel_at_period_end' | 'current_period_end'>;
  timeZone: string | null | undefined;
  /** The state of the request that cancels or keeps it. */
  change: ChangeState;
  /** The confirmation's sentence, given the day access ends. */
  describeCancel: (until: string) => string;
  keepLabel: string;
  keepErrorTitle?: string;
  onKeep: () => void;
  /** Cancels at the period's end; `close` closes the confirmation once it has. */
  onCancel: (close: () => void) => void;
}

/**
 * 'Cancel at period end' (asked first) or, once set to end, the button that keeps the subscription:
 * the member's own test-mode controls and an admin's on a member's subscription
 * (docs/product/purchases.md#subscription, docs/product/admin.md#subscriptions).
 */
export function PeriodEndControls({
  subscription,
  timeZone,
  change,
  describeCancel,
  keepLabel,
  keepErrorTitle,
  onKeep,
  onCancel,
}: PeriodEndControlsProps) {
  const [confirming, setConfirming] = useState(false);

  if (subscription.cancel_at_period_end) {
    return (
      <div className="flex flex-col items-start gap-2">
        {change.error ? (
          <Alert title={keepErrorTitle}>{getErrorMessage(change.error)}</Alert>
        ) : null}
        <Button disabled={change.isPending} onClick={onKeep}>
          {change.isPending ? <ButtonSpinner /> : null}
          {keepLabel}
        </Button>
      </div>
    );
  }

  const until = subscription.current_period_end
    ? formatDay(subscription.current_period_end, { timeZone })
    : 'the end of the period paid for';
  return (
    <>
      <Button
        variant="outline"
        className="self-start"
        onClick={() => {
          change.reset();
          setConfirming(true);
        }}
      >
        Cancel at period end
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel at period end?"
        description={describeCancel(until)}
        confirmLabel="Cancel at period end"
        pendingLabel="Canceling..."
        cancelLabel="Not now"
        pending={change.isPending}
        error={change.error}
        errorTitle="Could not cancel"
        onConfirm={() => onCancel(() => setConfirming(false))}
      />
    </>
  );
}
