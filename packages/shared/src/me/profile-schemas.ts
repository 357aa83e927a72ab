import { z } from 'zod';
import { memberNameSchema } from './member-name';
import { isKnownTimeZone } from './time-zone';

// Apart from user.ts, so the profile form can load it (with zod) after it paints
// (docs/decisions/005-first-load-budget.md).

/** PATCH /api/me: the member's name, time zone, or both. */
export const updateProfileInputSchema = z.object({
  full_name: memberNameSchema.optional(),
  time_zone: z.string().trim().refine(isKnownTimeZone, 'Unknown time zone').optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;
