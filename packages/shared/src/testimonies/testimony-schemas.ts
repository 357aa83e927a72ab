// zod schemas for testimonies, shared by the forms and the API. A testimony's content follows the
// journal's rules.
import { z } from 'zod';
import { optionalText, requiredText, requiredTitle } from '../journal/journal-fields';
import { CONTENT_REQUIRED } from '../journal/journal-messages';
import { journalPageQuerySchema } from '../journal/journal-schemas';
import { TESTIMONY_STATUSES, type TestimonyStatus } from './testimonies';

export const TESTIMONY_TITLE_REQUIRED = 'Give your testimony a title';

/** POST /api/testimonies: shared with others only after an admin approves it. */
export const createTestimonyInputSchema = z.object({
  title: requiredTitle(TESTIMONY_TITLE_REQUIRED),
  content: requiredText(CONTENT_REQUIRED),
  prayer_id: z.uuid('Prayer not found').nullish(),
});
export type CreateTestimonyInput = z.input<typeof createTestimonyInputSchema>;

/** What a review decides: every status but the 'pending' a testimony starts in. */
const isReviewOutcome = (status: TestimonyStatus): status is Exclude<TestimonyStatus, 'pending'> =>
  status !== 'pending';

/** The longest review note (the schema's rule, for the note's field). */
export const REVIEW_NOTE_MAX_LENGTH = 2000;

/** POST /api/admin/testimonies/:id/review */
export const reviewTestimonyInputSchema = z.object({
  status: z.enum(TESTIMONY_STATUSES.filter(isReviewOutcome), {
    message: 'Approve or reject the testimony',
  }),
  review_note: optionalText(REVIEW_NOTE_MAX_LENGTH, 'Review note'),
});
export type ReviewTestimonyInput = z.input<typeof reviewTestimonyInputSchema>;

/** GET /api/admin/testimonies?status= */
export const testimonyReviewQuerySchema = journalPageQuerySchema.extend({
  status: z.enum(TESTIMONY_STATUSES, { message: 'Choose a status' }).default('pending'),
});
