// The data export's format, version 1 (docs/product/your-data.md#the-archive,
// docs/decisions/012-export-and-import.md): what manna-export.json holds, and the rules an import
// checks every record against before anything is written.
import { z } from 'zod';
import { createBookmarkInputSchema } from '../bookmarks/bookmark-schemas';
import { answerDetails } from '../journal/journal-fields';
import {
  createEntryInputSchema,
  createTopicEntryInputSchema,
  createTopicInputSchema,
} from '../journal/journal-schemas';
import { createPrayerInputSchema } from '../prayers/prayer-schemas';
import { createReminderInputSchema } from '../reminders/reminder-schemas';
import { bookNameSchema, chapterSchema, createNoteInputSchema } from '../study-notes/study-schemas';
import { createTestimonyInputSchema } from '../testimonies/testimony-schemas';
import {
  VOICE_MEMO_CONTENT_TYPES,
  VOICE_MEMO_MAX_BYTES,
  voiceMemoIdOf,
} from '../voice-memos/voice-memos';
import { IMPORT_NEWER_VERSION, IMPORT_UNKNOWN_FORMAT } from './account-data-messages';

export const EXPORT_FORMAT = 'manna-export';
export const EXPORT_VERSION = 1;
/** The archive's machine-readable part; the import reads only this and the memo files. */
export const EXPORT_DOCUMENT_NAME = 'manna-export.json';
/** Memo files sit in this folder of the archive. */
export const EXPORT_MEMO_FOLDER = 'voice-memos/';

/** 'manna-export-2026-11-27.zip': the member's own date, 'YYYY-MM-DD'. */
export function exportArchiveName(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) {
    throw new RangeError(`Export date must be written YYYY-MM-DD, not ${JSON.stringify(day)}`);
  }
  return `manna-export-${day}.zip`;
}

/**
 * Sections an import restores, in the order it writes them (a record is written after those it
 * refers to). docs/product/your-data.md#what-comes-back.
 */
export const IMPORTABLE_SECTIONS = [
  'prayers',
  'voice_memos',
  'journal_entries',
  'journal_topics',
  'journal_topic_entries',
  'study_notes',
  'bookmarks',
  'testimonies',
  'reminders',
  'reading_progress',
  'completed_chapters',
  'scheduled_chapters',
] as const;
export type ImportableSection = (typeof IMPORTABLE_SECTIONS)[number];

/**
 * Sections kept for the member's record only: an import never reads them, or importing would
 * mint tokens, grant unlocks or award achievements (docs/product/your-data.md#what-comes-back).
 */
export const RECORD_ONLY_SECTIONS = [
  'schedule_adjustments',
  'achievements',
  'token_ledger',
  'purchases',
  'subscriptions',
  'plan_unlocks',
] as const;
export type RecordOnlySection = (typeof RECORD_ONLY_SECTIONS)[number];

export const EXPORT_SECTIONS = [...IMPORTABLE_SECTIONS, ...RECORD_ONLY_SECTIONS] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

/** How each section is named to the member. */
export const EXPORT_SECTION_LABELS: Record<ExportSection, string> = {
  prayers: 'Prayers',
  voice_memos: 'Voice memos',
  journal_entries: 'Journal entries',
  journal_topics: 'Journal topics',
  journal_topic_entries: 'Topic entries',
  study_notes: 'Study notes',
  bookmarks: 'Bookmarks',
  testimonies: 'Testimonies',
  reminders: 'Reminders',
  reading_progress: 'Reading plans in progress',
  completed_chapters: 'Chapters read',
  scheduled_chapters: 'Rescheduled chapters',
  schedule_adjustments: 'Schedule adjustments',
  achievements: 'Achievements',
  token_ledger: 'Token history',
  purchases: 'Purchases',
  subscriptions: 'Subscriptions',
  plan_unlocks: 'Unlocked plans',
};

const exportedId = z.uuid('must be the id of a record (a UUID)');
const instant = z.iso.datetime({ offset: true, message: 'must be a date and time' });
const nullableId = exportedId.nullable().default(null);
const stamps = { id: exportedId, created_at: instant, updated_at: instant };
const count = z.number().int().min(0);

const prayerRecord = createPrayerInputSchema.extend({
  ...stamps,
  is_answered: z.boolean().default(false),
  answer_details: answerDetails,
  answered_at: instant.nullable().default(null),
});

const voiceMemoRecord = z.object({
  id: exportedId,
  /** Where the memo's bytes are in the archive: 'voice-memos/{id}.webm'. */
  file: z
    .string()
    .regex(/^voice-memos\/[A-Za-z0-9-]+\.(webm|ogg|m4a|mp4)$/, 'must name a file in voice-memos/'),
  content_type: z.enum(VOICE_MEMO_CONTENT_TYPES, { message: 'must be WebM, Ogg or MP4 audio' }),
  size_bytes: z.number().int().min(1).max(VOICE_MEMO_MAX_BYTES),
  duration_ms: z.number().int().min(0).max(2_147_483_647).nullable().default(null),
  created_at: instant,
});

const journalEntryRecord = createEntryInputSchema.extend({ ...stamps, prayer_id: nullableId });
const journalTopicRecord = createTopicInputSchema.extend(stamps);
const topicEntryRecord = createTopicEntryInputSchema.extend({
  ...stamps,
  topic_id: exportedId,
  prayer_id: nullableId,
});
const studyNoteRecord = createNoteInputSchema.safeExtend(stamps);
const bookmarkRecord = createBookmarkInputSchema.extend({ id: exportedId, created_at: instant });
// Review fields are left out: an imported testimony waits for an admin again.
const testimonyRecord = createTestimonyInputSchema.extend({ ...stamps, prayer_id: nullableId });
const reminderRecord = z.object({ ...createReminderInputSchema.shape, ...stamps });

const planSlug = z.string().min(1, 'must name a reading plan').max(100);
/** A plan's chapter by its book and number: ids differ between servers, these do not. */
const planChapter = { plan_slug: planSlug, book: bookNameSchema, chapter: chapterSchema };

const readingProgressRecord = z.object({
  plan_slug: planSlug,
  current_day: z.number().int().min(1),
  is_completed: z.boolean(),
  completion_date: instant.nullable(),
  last_read_date: z.iso.date('must be a date').nullable(),
  last_completed_chapter: z.object({ book: bookNameSchema, chapter: chapterSchema }).nullable(),
  completed_chapters_count: count,
  streak_days: count,
  created_at: instant,
  updated_at: instant,
});
const completedChapterRecord = z.object({ ...planChapter, completed_at: instant });
const scheduledChapterRecord = z.object({ ...planChapter, day: z.number().int().min(1) });

const section = <T extends z.ZodType>(record: T) => z.array(record).default([]);

/**
 * What an import reads from manna-export.json: the importable sections, each record checked by
 * the same rules as the forms that write it. Everything else in the file (the profile, the
 * record-only sections) is ignored.
 */
export const importDocumentSchema = z
  .object({
    format: z.literal(EXPORT_FORMAT, IMPORT_UNKNOWN_FORMAT),
    version: z.literal(EXPORT_VERSION, IMPORT_NEWER_VERSION),
    exported_at: instant,
    prayers: section(prayerRecord),
    voice_memos: section(voiceMemoRecord),
    journal_entries: section(journalEntryRecord),
    journal_topics: section(journalTopicRecord),
    journal_topic_entries: section(topicEntryRecord),
    study_notes: section(studyNoteRecord),
    bookmarks: section(bookmarkRecord),
    testimonies: section(testimonyRecord),
    reminders: section(reminderRecord),
    reading_progress: section(readingProgressRecord),
    completed_chapters: section(completedChapterRecord),
    scheduled_chapters: section(scheduledChapterRecord),
  })
  .superRefine((document, context) => {
    // A reference must lead to a record of the same export, as it did in the exporting account.
    const ids = (records: readonly { id: string }[]) => new Set(records.map(({ id }) => id));
    const prayers = ids(document.prayers);
    const memos = ids(document.voice_memos);
    const topics = ids(document.journal_topics);
    const check = (ok: boolean, path: (string | number)[], message: string) => {
      if (!ok) context.addIssue({ code: 'custom', path, message });
    };
    const checkLinks = (
      name: 'journal_entries' | 'journal_topic_entries' | 'testimonies',
      records: readonly { prayer_id: string | null; voice_memo_url?: string | null | undefined }[],
    ) => {
      records.forEach((record, index) => {
        if (record.prayer_id !== null) {
          check(
            prayers.has(record.prayer_id),
            [name, index, 'prayer_id'],
            'names no prayer of this export',
          );
        }
        const memoId = record.voice_memo_url ? voiceMemoIdOf(record.voice_memo_url) : null;
        if (memoId !== null) {
          check(
            memos.has(memoId),
            [name, index, 'voice_memo_url'],
            'names no voice memo of this export',
          );
        }
      });
    };
    checkLinks('journal_entries', document.journal_entries);
    checkLinks('journal_topic_entries', document.journal_topic_entries);
    checkLinks('testimonies', document.testimonies);
    document.journal_topic_entries.forEach((entry, index) => {
      check(
        topics.has(entry.topic_id),
        ['journal_topic_entries', index, 'topic_id'],
        'names no topic of this export',
      );
    });
  });
export type ImportDocument = z.output<typeof importDocumentSchema>;

/**
 * 'journal_entries[12].content: Content is required': which record is wrong and why, so the
 * member (or whoever edited the file) can find it.
 */
export function describeImportIssue(issue: z.core.$ZodIssue): string {
  const [sectionName, ...rest] = issue.path;
  if (sectionName === undefined) return issue.message;
  let where = String(sectionName);
  for (const part of rest) {
    where += typeof part === 'number' ? `[${part}]` : `.${String(part)}`;
  }
  return `${where}: ${issue.message}`;
}

/** GET /api/account-data/summary: what an export will hold, before it is downloaded. */
export interface ExportSummary {
  counts: Record<ExportSection, number>;
  /** The voice memos' audio, the bulk of a large export. */
  voice_memo_bytes: number;
}

/** POST /api/account-data/import: per section, records added and records that were already there. */
export interface ImportResult {
  added: Record<ImportableSection, number>;
  already_there: Record<ImportableSection, number>;
}
