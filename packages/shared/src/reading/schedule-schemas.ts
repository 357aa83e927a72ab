// zod schema for a member's schedule adjustment: shared by the catch-up dialog and the API.
import { z } from 'zod';
import { SCHEDULE_ADJUSTMENT_KINDS } from './reading-types';

/** Longer than any plan: the plan's own last day is checked by spreadSchedule. */
const SPREAD_DAYS_MAX = 366;

export const scheduleAdjustmentInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('shift') }),
    z.object({
      kind: z.literal('spread'),
      days: z
        .number({ message: 'Choose how many days to spread the readings over' })
        .int('Choose a whole number of days')
        .min(1, 'Spread the readings over at least 1 day')
        .max(SPREAD_DAYS_MAX, `Choose no more than ${SPREAD_DAYS_MAX} days`),
    }),
  ],
  { message: `Choose how to catch up: ${SCHEDULE_ADJUSTMENT_KINDS.join(' or ')}` },
);

export type ScheduleAdjustmentInput = z.infer<typeof scheduleAdjustmentInputSchema>;
