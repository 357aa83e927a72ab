// zod schemas for prayers, shared by the forms and the API. A prayer's content follows the
// journal's rules.
import { z } from 'zod';
import { answerDetails, requiredText, requiredTitle } from '../journal/journal-fields';
import { CONTENT_REQUIRED } from '../journal/journal-messages';
import { journalPageQuerySchema } from '../journal/journal-schemas';

export const PRAYER_TITLE_REQUIRED = 'Give your prayer a title';

/** POST /api/prayers */
export const createPrayerInputSchema = z.object({
  title: requiredTitle(PRAYER_TITLE_REQUIRED),
  content: requiredText(CONTENT_REQUIRED),
  is_private: z.boolean().default(true),
});
export type CreatePrayerInput = z.input<typeof createPrayerInputSchema>;

/** PATCH /api/prayers/:id (answering a prayer sets is_answered and, optionally, the details). */
export const updatePrayerInputSchema = z.strictObject({
  title: createPrayerInputSchema.shape.title.optional(),
  content: requiredText(CONTENT_REQUIRED).optional(),
  is_private: z.boolean().optional(),
  is_answered: z.boolean().optional(),
  answer_details: answerDetails,
});
export type UpdatePrayerInput = z.input<typeof updatePrayerInputSchema>;

/** The prayer list's filter: prayers still waiting for an answer, or answered ones. */
export const PRAYER_LIST_STATUSES = ['waiting', 'answered'] as const;
export type PrayerListStatus = (typeof PRAYER_LIST_STATUSES)[number];

/** GET /api/prayers?status=&limit=&offset= (no status: every prayer). */
export const prayerListQuerySchema = journalPageQuerySchema.extend({
  status: z.enum(PRAYER_LIST_STATUSES, { message: 'Show waiting or answered prayers' }).optional(),
});
