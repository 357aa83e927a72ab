import type { ScheduleAdjustment } from '@manna/shared';
import { Undo2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { reportFailure } from '@/lib/report-failure';
import { useUndoScheduleAdjustment } from '../api/undo-schedule-adjustment';
import { formatLongDate } from '../utils/format-date';
import {
  adjustmentSummary,
  SCHEDULE_UNDO_FAILED_TITLE,
  SCHEDULE_UNDONE_TOAST,
  UNDO_SCHEDULE_LABEL,
} from '../utils/schedule-messages';

interface ScheduleAdjustmentNoteProps {
  planId: string;
  adjustment: ScheduleAdjustment;
  timeZone: string | null | undefined;
}

/** The member's last change to their plan, under the day it moved, with its one undo. */
export function ScheduleAdjustmentNote({
  planId,
  adjustment,
  timeZone,
}: ScheduleAdjustmentNoteProps) {
  const undo = useUndoScheduleAdjustment();
  const summary = adjustmentSummary(
    adjustment,
    formatLongDate(adjustment.created_at, { timeZone }),
  );
  return (
    <div className="flex flex-col gap-2" data-testid="schedule-adjustment">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl bg-muted/60 px-3 py-2">
        <p className="text-sm text-muted-foreground">{summary}</p>
        <Button
          variant="ghost"
          size="sm"
          disabled={undo.isPending}
          onClick={() =>
            undo.mutate(
              { planId, adjustmentId: adjustment.id },
              {
                onSuccess: () => toast({ type: 'success', ...SCHEDULE_UNDONE_TOAST }),
                onError: (error) =>
                  reportFailure(error, {
                    context: 'Failed to undo the schedule change',
                    details: { planId },
                  }),
              },
            )
          }
        >
          {undo.isPending ? <ButtonSpinner /> : <Undo2 aria-hidden="true" />}
          {UNDO_SCHEDULE_LABEL}
        </Button>
      </div>
      {undo.error ? (
        <Alert title={SCHEDULE_UNDO_FAILED_TITLE}>{getErrorMessage(undo.error)}</Alert>
      ) : null}
    </div>
  );
}
