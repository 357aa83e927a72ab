// zod schemas for the journal, prayers and testimonies: shared by the forms and the API.
import { z } from 'zod';
import { InvalidReferenceError, parseReference } from '../bible/references';
import {
  CONTENT_REQUIRED,
  INVALID_VOICE_MEMO_URL,
  JOURNAL_CONTENT_MAX_LENGTH,
  JOURNAL_PAGE_SIZE,
  JOURNAL_PAGE_SIZE_MAX,
  JOURNAL_TITLE_MAX_LENGTH,
  TOPIC_ENTRY_CONTENT_REQUIRED,
  TOPIC_TITLE_REQUIRED,
  voiceMemoUrl,
} from './journal-messages';
import {
  TESTIMONY_STATUSES,
  TOPIC_COLORS,
  TOPIC_ENTRY_TYPES,
  TOPIC_ICONS,
  TOPIC_STATUSES,
} from './journal-types';

/** Trimmed; an empty optional text is stored as null. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be ${max} characters or fewer`)
    .transform((text) => (text === '' ? null : text))
    .nullish();

const requiredText = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(1, message)
    .max(
      JOURNAL_CONTENT_MAX_LENGTH,
      `Please keep it under ${JOURNAL_CONTENT_MAX_LENGTH.toLocaleString('en-US')} characters`,
    );

const title = optionalText(JOURNAL_TITLE_MAX_LENGTH, 'Title');
const answerDetails = optionalText(JOURNAL_CONTENT_MAX_LENGTH, 'Answer details');

const VOICE_MEMO_URL_PREFIX = voiceMemoUrl('');

/**
 * The id of the memo a voice memo URL names, or null unless the URL is exactly what
 * voiceMemoUrl(id) gives for a lowercase UUID: no origin, query, fragment, encoded or dot
 * segment and no other case, so one memo has one URL and a stored URL can only lead to it.
 */
export function voiceMemoIdOf(url: string): string | null {
  if (!url.startsWith(VOICE_MEMO_URL_PREFIX)) return null;
  const id = url.slice(VOICE_MEMO_URL_PREFIX.length);
  return id === id.toLowerCase() && z.uuid().safeParse(id).success ? id : null;
}

/**
 * SPEC §5 'Invalid voice memo URL format': a voice memo URL is exactly voiceMemoUrl(id), as the
 * upload answered it (`VoiceMemo.url`). The API also checks, in the transaction that stores it,
 * that the memo exists and is the member's. Null (or absent) means no memo.
 */
export const voiceMemoUrlSchema = z
  .string({ message: INVALID_VOICE_MEMO_URL })
  .refine((url) => voiceMemoIdOf(url) !== null, INVALID_VOICE_MEMO_URL)
  .nullish();

/** A scripture reference as SPEC §5 parses it ('John 3:16'); empty means none. */
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

/** POST /api/journal/entries (SPEC §5: content is required). */
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

/** A topic's title, required with `message`. */
const topicTitle = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(1, message)
    .max(JOURNAL_TITLE_MAX_LENGTH, `Title must be ${JOURNAL_TITLE_MAX_LENGTH} characters or fewer`);

/** POST /api/journal/topics (SPEC §5: a title is required; SPEC §3 defaults). */
export const createTopicInputSchema = z.object({
  title: topicTitle(TOPIC_TITLE_REQUIRED),
  description: optionalText(2000, 'Description'),
  goal: optionalText(2000, 'Goal'),
  status: z.enum(TOPIC_STATUSES, { message: 'Choose a status' }).default('active'),
  color: z.enum(TOPIC_COLORS, { message: 'Choose a color' }).default('blue'),
  icon: z.enum(TOPIC_ICONS, { message: 'Choose an icon' }).default('target'),
});
export type CreateTopicInput = z.input<typeof createTopicInputSchema>;

/**
 * What the member reads under an empty title in the topic form (docs/product/journal.md#topics):
 * SPEC §5's 'User ID and title are required' is the API's answer, not words for a member.
 */
export const TOPIC_TITLE_FIELD_MESSAGE = 'Give your topic a title';

/** The topic form: the API's rules, in the member's words. */
export const topicFormSchema = createTopicInputSchema.extend({
  title: topicTitle(TOPIC_TITLE_FIELD_MESSAGE),
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

/** POST /api/journal/topics/:id/entries (SPEC §5: the topic and content are required). */
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

export const PRAYER_TITLE_REQUIRED = 'Give your prayer a title';

/** POST /api/prayers */
export const createPrayerInputSchema = z.object({
  title: z
    .string({ message: PRAYER_TITLE_REQUIRED })
    .trim()
    .min(1, PRAYER_TITLE_REQUIRED)
    .max(JOURNAL_TITLE_MAX_LENGTH, `Title must be ${JOURNAL_TITLE_MAX_LENGTH} characters or fewer`),
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

export const TESTIMONY_TITLE_REQUIRED = 'Give your testimony a title';

/** POST /api/testimonies: shared with others only after an admin approves it. */
export const createTestimonyInputSchema = z.object({
  title: z
    .string({ message: TESTIMONY_TITLE_REQUIRED })
    .trim()
    .min(1, TESTIMONY_TITLE_REQUIRED)
    .max(JOURNAL_TITLE_MAX_LENGTH, `Title must be ${JOURNAL_TITLE_MAX_LENGTH} characters or fewer`),
  content: requiredText(CONTENT_REQUIRED),
  prayer_id: z.uuid('Prayer not found').nullish(),
});
export type CreateTestimonyInput = z.input<typeof createTestimonyInputSchema>;

/** POST /api/admin/testimonies/:id/review */
export const reviewTestimonyInputSchema = z.object({
  status: z.enum(
    TESTIMONY_STATUSES.filter((status) => status !== 'pending') as ['approved', 'rejected'],
    { message: 'Approve or reject the testimony' },
  ),
  review_note: optionalText(2000, 'Review note'),
});
export type ReviewTestimonyInput = z.input<typeof reviewTestimonyInputSchema>;

/** Paged lists: `?limit=&offset=` */
export const journalPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(JOURNAL_PAGE_SIZE_MAX).default(JOURNAL_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});

/** The prayer list's filter: prayers still waiting for an answer, or answered ones. */
export const PRAYER_LIST_STATUSES = ['waiting', 'answered'] as const;
export type PrayerListStatus = (typeof PRAYER_LIST_STATUSES)[number];

/** GET /api/prayers?status=&limit=&offset= (no status: every prayer). */
export const prayerListQuerySchema = journalPageQuerySchema.extend({
  status: z.enum(PRAYER_LIST_STATUSES, { message: 'Show waiting or answered prayers' }).optional(),
});

/** GET /api/journal/search?q= */
export const journalSearchQuerySchema = journalPageQuerySchema.extend({
  q: z
    .string({ message: 'Type something to search for' })
    .trim()
    .min(1, 'Type something to search for')
    .max(200, 'Search is too long'),
});

/** GET /api/admin/testimonies?status= */
export const testimonyReviewQuerySchema = journalPageQuerySchema.extend({
  status: z.enum(TESTIMONY_STATUSES, { message: 'Choose a status' }).default('pending'),
});

/** GET /api/journal/topics?status= (no status: every topic). */
export const topicListQuerySchema = z.object({
  status: z.enum(TOPIC_STATUSES, { message: 'Choose a status' }).optional(),
});

/**
 * DELETE /api/voice-memos?url= (SPEC §5 'Invalid voice memo URL format'): the memo's URL exactly
 * as the upload answered it; the route gets the id it names.
 */
export const voiceMemoByUrlQuerySchema = z.object({
  url: z.string({ message: INVALID_VOICE_MEMO_URL }).transform((url, context) => {
    const id = voiceMemoIdOf(url);
    if (id) return id;
    context.addIssue({ code: 'custom', message: INVALID_VOICE_MEMO_URL });
    return z.NEVER;
  }),
});
