import {
  type ChapterProgress,
  expectedEndDay,
  type ReadingPosition,
  type ScheduleAdjustmentKind,
  spreadDayLimit,
  spreadDaysMessage,
} from '@manna/shared';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { DialogActions, PendingDialog } from '@/components/ui/confirm-dialog';
import { DialogContent, DialogHeading } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { reportFailure } from '@/lib/report-failure';
import { useAdjustSchedule } from '../api/adjust-schedule';
import { formatPlainDay } from '../utils/format-date';
import { chapterHeading } from '../utils/plan-chapter';
import {
  planAdjustedToast,
  planEndLine,
  SCHEDULE_CHANGE_FAILED_TITLE,
  SCHEDULE_CHOICE_TITLES,
  SCHEDULE_CONFIRM_LABELS,
  SPREAD_DAYS_LABEL,
  shiftPreview,
  spreadPreview,
} from '../utils/schedule-messages';
import { previewScheduleChange } from '../utils/schedule-preview';

interface CatchUpChoiceDialogProps {
  planId: string;
  /** The choice being made; null when the dialog is closed. */
  kind: ScheduleAdjustmentKind | null;
  onClose: () => void;
  /** Where the member stands, and their completions: the change is previewed from them. */
  position: ReadingPosition;
  records: readonly ChapterProgress[];
  timeZone: string | null | undefined;
}

/**
 * Asks before changing the member's plan to catch up (docs/product/reading-plans.md): what the
 * change does, where the plan then ends (and on which date, reading every day), and for a spread,
 * over how many days.
 */
export function CatchUpChoiceDialog({
  planId,
  kind,
  onClose,
  position,
  records,
  timeZone,
}: CatchUpChoiceDialogProps) {
  const mutation = useAdjustSchedule();
  // More days than missed chapters would only leave days without one.
  const mostDays = Math.min(spreadDayLimit(position.chapters, records), position.missed.length);
  const [days, setDays] = useState(mostDays);
  const spreadDays = Math.max(1, Math.min(days, mostDays));
  const firstMissed = position.missed[0];
  const firstMissedHeading = firstMissed ? chapterHeading(firstMissed) : '';
  const outcome = useMemo(
    () => (kind ? previewScheduleChange(kind, position, records, spreadDays) : null),
    [kind, position, records, spreadDays],
  );

  const confirm = () => {
    if (!kind) return;
    mutation.mutate(
      {
        planId,
        adjustment: kind === 'shift' ? { kind } : { kind, days: spreadDays },
      },
      {
        onSuccess: () => {
          toast({ type: 'success', ...planAdjustedToast(kind, firstMissedHeading, spreadDays) });
          onClose();
        },
        onError: (error) =>
          reportFailure(error, { context: 'Failed to change the reading schedule' }),
      },
    );
  };

  const close = () => {
    mutation.reset();
    onClose();
  };

  return (
    <PendingDialog
      open={kind !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      pending={mutation.isPending}
    >
      {kind ? (
        <DialogContent closeLabel="Close">
          <DialogHeading
            title={SCHEDULE_CHOICE_TITLES[kind]}
            description={
              kind === 'shift'
                ? shiftPreview(
                    firstMissedHeading,
                    outcome && 'change' in outcome ? outcome.change.days : 0,
                  )
                : spreadPreview(
                    position.missed.length,
                    spreadDays,
                    Math.ceil(position.missed.length / spreadDays),
                  )
            }
          />

          {kind === 'spread' && mostDays >= 1 ? (
            <Field label={SPREAD_DAYS_LABEL}>
              {(control) => (
                <Select
                  {...control}
                  value={spreadDays}
                  onChange={(event) => setDays(Number(event.target.value))}
                  disabled={mutation.isPending}
                >
                  {Array.from({ length: mostDays }, (_, index) => index + 1).map((count) => (
                    <option key={count} value={count}>
                      {formatCount(count, 'day')}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          ) : null}

          {outcome && 'after' in outcome ? (
            <p className="text-sm" data-testid="plan-end-preview">
              {planEndLine(
                outcome.after.totalDays,
                formatPlainDay(expectedEndDay(outcome.after, new Date(), timeZone)),
                position.totalDays,
              )}
            </p>
          ) : null}
          {outcome && 'problem' in outcome ? (
            <Alert title={SCHEDULE_CHANGE_FAILED_TITLE}>
              {kind === 'spread' && mostDays < 1 ? spreadDaysMessage(0) : outcome.problem}
            </Alert>
          ) : null}
          {mutation.error ? (
            <Alert title={SCHEDULE_CHANGE_FAILED_TITLE}>{getErrorMessage(mutation.error)}</Alert>
          ) : null}

          <DialogActions
            pending={mutation.isPending}
            actionLabel={SCHEDULE_CONFIRM_LABELS[kind]}
            pendingLabel="Changing your plan..."
            onAction={confirm}
            disabled={!outcome || 'problem' in outcome}
          />
        </DialogContent>
      ) : null}
    </PendingDialog>
  );
}
