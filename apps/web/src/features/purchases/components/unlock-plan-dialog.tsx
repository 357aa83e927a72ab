import { Alert } from '@/components/ui/alert';
import { DialogActions, PendingDialog } from '@/components/ui/confirm-dialog';
import { DialogContent, DialogHeading } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useUnlockPlan } from '../api/unlock-plan';
import {
  balanceLabel,
  PLAN_UNLOCKED_TITLE,
  tokensLabel,
  unlockLabel,
} from '../utils/purchase-labels';

interface UnlockPlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  planId: string;
  planTitle: string;
  price: number;
  tokens: number;
}

/**
 * Asks before spending tokens on a plan; a refusal (too few tokens) shows the server's words and
 * the dialog stays open.
 */
export function UnlockPlanDialog({
  open,
  onOpenChange,
  planId,
  planTitle,
  price,
  tokens,
}: UnlockPlanDialogProps) {
  const unlock = useUnlockPlan();
  return (
    <PendingDialog open={open} onOpenChange={onOpenChange} pending={unlock.isPending}>
      <DialogContent closeLabel="Close">
        <DialogHeading
          title={`Unlock ${planTitle}?`}
          description={`It costs ${tokensLabel(price)} and stays yours for good. ${balanceLabel(tokens)}.`}
        />
        {unlock.isError ? (
          <Alert title="Could not unlock this plan">{getErrorMessage(unlock.error)}</Alert>
        ) : null}
        <DialogActions
          pending={unlock.isPending}
          actionLabel={unlockLabel(price)}
          pendingLabel="Unlocking..."
          onAction={() =>
            unlock.mutate(planId, {
              onSuccess: () => {
                toast({
                  type: 'success',
                  title: PLAN_UNLOCKED_TITLE,
                  message: `${planTitle} is yours to read. Select it to start.`,
                });
                onOpenChange(false);
              },
            })
          }
        />
      </DialogContent>
    </PendingDialog>
  );
}
