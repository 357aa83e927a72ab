// zod schemas for the journal: shared by the forms and the API.
import { z } from 'zod';
import { InvalidReferenceError, parseReference } from '../bible/references';
import { voiceMemoUrlSchema } from '../voice-memos/voice-memos-schemas';
import { answerDetails, optionalText, requiredText, requiredTitle, title } from './journal-fields';
import {
  CONTENT_REQUIRED,
  JOURNAL_PAGE_SIZE,
  JOURNAL_PAGE_SIZE_MAX,
  TOPIC_ENTRY_CONTENT_REQUIRED,
  TOPIC_TITLE_REQUIRED,
} from './journal-messages';
import { TOPIC_COLORS, TOPIC_ENTRY_TYPES, TOPIC_ICONS, TOPIC_STATUSES } from './journal-types';

/** A scripture reference as the shared parser reads it ('John 3:16'); empty means none. */
export const scriptureReferenceSchema = z
  .string()
  .trim()
  .max(100, 'Scripture reference is too long')
  .transform((reference, context) => {
    if (reference === '') return null;
    try {
      parseReference(reference);
    } catch (error) {
      if (!(error instanceof InvalidReferenceError)) throw error;
      context.addIssue({ code: 'custom', message: error.message });
      return z.NEVER;
    }
    return reference;
  })
  .nullish();

/** POST /api/journal/entries (content is required, docs/product/journal.md#messages). */
export const createEntryInputSchema = z.object({
  title,
  content: requiredText(CONTENT_REQUIRED),
  is_private: z.boolean().default(true),
  answered: z.boolean().default(false),
  answer_details: answerDetails,
  prayer_id: z.uuid('Prayer not found').nullish(),
  voice_memo_url: voiceMemoUrlSchema,
});
export type CreateEntryInput = z.input<typeof createEntryInputSchema>;

/** PATCH /api/journal/entries/:id */
export const updateEntryInputSchema = z.strictObject({
  title,
  content: requiredText(CONTENT_REQUIRED).optional(),
  is_private: z.boolean().optional(),
  answered: z.boolean().optional(),
  answer_details: answerDetails,
  voice_memo_url: voiceMemoUrlSchema,
});
export type UpdateEntryInput = z.input<typeof updateEntryInputSchema>;

/** POST /api/journal/topics (a title is required; docs/product/journal.md#entities defaults). */
export const createTopicInputSchema = z.object({
  title: requiredTitle(TOPIC_TITLE_REQUIRED),
  description: optionalText(2000, 'Description'),
  goal: optionalText(2000, 'Goal'),
  status: z.enum(TOPIC_STATUSES, { message: 'Choose a status' }).default('active'),
  color: z.enum(TOPIC_COLORS, { message: 'Choose a color' }).default('blue'),
  icon: z.enum(TOPIC_ICONS, { message: 'Choose an icon' }).default('target'),
});
export type CreateTopicInput = z.input<typeof createTopicInputSchema>;

/**
 * What the member reads under an empty title in the topic form (docs/product/journal.md#topics):
 * 'User ID and title are required' is the API's answer, not words for a member.
 */
export const TOPIC_TITLE_FIELD_MESSAGE = 'Give your topic a title';

/** The topic form: the API's rules, in the member's words. */
export const topicFormSchema = createTopicInputSchema.extend({
  title: requiredTitle(TOPIC_TITLE_FIELD_MESSAGE),
});

/** PATCH /api/journal/topics/:id */
export const updateTopicInputSchema = z.strictObject({
  title: createTopicInputSchema.shape.title.optional(),
  description: optionalText(2000, 'Description'),
  goal: optionalText(2000, 'Goal'),
  status: z.enum(TOPIC_STATUSES, { message: 'Choose a status' }).optional(),
  color: z.enum(TOPIC_COLORS, { message: 'Choose a color' }).optional(),
  icon: z.enum(TOPIC_ICONS, { message: 'Choose an icon' }).optional(),
});
export type UpdateTopicInput = z.input<typeof updateTopicInputSchema>;

/**
 * POST /api/journal/topics/:id/entries (the topic and content are required,
 * docs/product/journal.md#messages).
 */
export const createTopicEntryInputSchema = z.object({
  type: z.enum(TOPIC_ENTRY_TYPES, { message: 'Choose an entry type' }).default('prayer'),
  title,
  content: requiredText(TOPIC_ENTRY_CONTENT_REQUIRED),
  is_private: z.boolean().default(true),
  is_answered: z.boolean().default(false),
  answer_details: answerDetails,
  scripture_reference: scriptureReferenceSchema,
  prayer_id: z.uuid('Prayer not found').nullish(),
  voice_memo_url: voiceMemoUrlSchema,
});
export type CreateTopicEntryInput = z.input<typeof createTopicEntryInputSchema>;

/** PATCH /api/journal/topic-entries/:id */
export const updateTopicEntryInputSchema = z.strictObject({
  type: z.enum(TOPIC_ENTRY_TYPES, { message: 'Choose an entry type' }).optional(),
  title,
  content: requiredText(TOPIC_ENTRY_CONTENT_REQUIRED).optional(),
  is_private: z.boolean().optional(),
  is_answered: z.boolean().optional(),
  answer_details: answerDetails,
  scripture_reference: scriptureReferenceSchema,
  voice_memo_url: voiceMemoUrlSchema,
});
export type UpdateTopicEntryInput = z.input<typeof updateTopicEntryInputSchema>;

/** Paged lists: `?limit=&offset=` */
export const journalPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(JOURNAL_PAGE_SIZE_MAX).default(JOURNAL_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});

/** GET /api/journal/search?q= */
export const journalSearchQuerySchema = journalPageQuerySchema.extend({
  q: z
    .string({ message: 'Type something to search for' })
    .trim()
    .min(1, 'Type something to search for')
    .max(200, 'Search is too long'),
});

/** GET /api/journal/topics?status= (no status: every topic). */
export const topicListQuerySchema = z.object({
  status: z.enum(TOPIC_STATUSES, { message: 'Choose a status' }).optional(),
});
