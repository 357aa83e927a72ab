// Catching up by changing the plan: our words (docs/product/reading-plans.md#catching-up-with-a-choice).
import type { ScheduleAdjustment, ScheduleAdjustmentKind } from '@manna/shared';
import { formatCount } from '@/lib/format';

export const SCHEDULE_CHOICE_LABELS: Record<ScheduleAdjustmentKind, string> = {
  shift: 'Pick up where I left off',
  spread: 'Spread them out',
};

export const SCHEDULE_CHOICE_TITLES: Record<ScheduleAdjustmentKind, string> = {
  shift: 'Pick up where you left off',
  spread: 'Spread out your missed readings',
};

export const SCHEDULE_CONFIRM_LABELS: Record<ScheduleAdjustmentKind, string> = {
  shift: 'Move my plan',
  spread: 'Spread them out',
};

export const SPREAD_DAYS_LABEL = 'Over how many days?';

export const shiftPreview = (firstMissed: string, days: number) =>
  `${firstMissed} becomes today's reading, and the rest of your plan moves ${formatCount(days, 'day')} later.`;

export function spreadPreview(chapters: number, days: number, mostExtraInADay: number): string {
  const readings = formatCount(chapters, 'missed reading');
  if (days === 1) return `We'll add ${readings} to today's reading.`;
  return `We'll add ${readings} to your daily reading over the next ${formatCount(days, 'day')}, up to ${formatCount(mostExtraInADay, 'extra chapter')} a day.`;
}

/** Where the plan ends, with the date for a member reading every day from today. */
export function planEndLine(totalDays: number, endDate: string, totalDaysBefore: number): string {
  const when = `(${endDate}, if you read every day)`;
  if (totalDays === totalDaysBefore) return `Your plan still ends on day ${totalDays} ${when}.`;
  return `Your plan then ends on day ${totalDays} instead of day ${totalDaysBefore} ${when}.`;
}

export function planAdjustedToast(kind: ScheduleAdjustmentKind, firstMissed: string, days: number) {
  return {
    title: 'Plan Adjusted',
    message:
      kind === 'shift'
        ? `${firstMissed} is today's reading.`
        : `Your missed readings are spread over the next ${formatCount(days, 'day')}.`,
  } as const;
}

/** The member's last change, as the progress indicator recalls it (`date` already formatted). */
export function adjustmentSummary(adjustment: ScheduleAdjustment, date: string): string {
  if (adjustment.kind === 'shift') {
    return `You moved your plan ${formatCount(adjustment.days, 'day')} later on ${date}.`;
  }
  return `You spread ${formatCount(adjustment.chapters, 'missed reading')} over ${formatCount(adjustment.days, 'day')} on ${date}.`;
}

export const UNDO_SCHEDULE_LABEL = 'Undo this change';
export const SCHEDULE_UNDONE_TOAST = {
  title: 'Change Undone',
  message: 'Your plan is back as it was.',
} as const;
export const SCHEDULE_CHANGE_FAILED_TITLE = 'Your plan could not be changed';
export const SCHEDULE_UNDO_FAILED_TITLE = 'The change could not be undone';
