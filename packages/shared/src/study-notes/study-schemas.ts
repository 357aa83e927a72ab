// zod schemas for study notes, shared by the note editor and the API validators.
import { z } from 'zod';
import { findBookByName } from '../bible/books';
import { TRANSLATION_IDS } from '../scripture/translations';
import { NOTE_CONTENT_REQUIRED, UNKNOWN_BOOK } from './study-messages';
import {
  NOTE_COLORS,
  NOTE_CONTENT_MAX_LENGTH,
  NOTE_TAG_MAX_LENGTH,
  NOTE_TAGS_MAX,
  NOTE_TITLE_MAX_LENGTH,
  NOTE_TYPES,
  NOTES_PAGE_SIZE,
  NOTES_PAGE_SIZE_MAX,
  normalizeTags,
} from './study-notes';

/** A book of the Bible by name, any case ('john' becomes 'John'). */
export const bookNameSchema = z
  .string({ message: UNKNOWN_BOOK })
  .trim()
  .transform((name, context) => {
    const book = findBookByName(name);
    if (!book) {
      context.addIssue({ code: 'custom', message: UNKNOWN_BOOK });
      return z.NEVER;
    }
    return book.name;
  });

export const chapterSchema = z.coerce
  .number({ message: 'Chapter must be a number' })
  .int('Chapter must be a whole number')
  .min(1, 'Chapter must be 1 or more')
  .max(150, 'Chapter must be 150 or less');
const verseSchema = z.coerce
  .number({ message: 'Verse must be a number' })
  .int('Verse must be a whole number')
  .min(1, 'Verse must be 1 or more')
  .max(176, 'Verse must be 176 or less');

export const noteTypeSchema = z.enum(NOTE_TYPES, { message: 'Choose a note type' });
export const noteColorSchema = z.enum(NOTE_COLORS, { message: 'Choose a color' });
export const noteTranslationSchema = z.enum(TRANSLATION_IDS, { message: 'Choose a translation' });

/** Trimmed, omitted (null) when empty. */
const noteTitleSchema = z
  .string()
  .trim()
  .max(NOTE_TITLE_MAX_LENGTH, `Title must be ${NOTE_TITLE_MAX_LENGTH} characters or fewer`)
  .transform((title) => (title === '' ? null : title));

/** Content is required once trimmed. */
const noteContentSchema = z
  .string({ message: NOTE_CONTENT_REQUIRED })
  .trim()
  .min(1, NOTE_CONTENT_REQUIRED)
  .max(
    NOTE_CONTENT_MAX_LENGTH,
    `Note content must be ${NOTE_CONTENT_MAX_LENGTH} characters or fewer`,
  );

/** Each tag trimmed, empty ones and repeats dropped. */
export const noteTagsSchema = z
  .array(
    z.string().max(NOTE_TAG_MAX_LENGTH, `Tags must be ${NOTE_TAG_MAX_LENGTH} characters or fewer`),
    { message: 'Tags must be a list of words' },
  )
  .transform(normalizeTags)
  .refine((tags) => tags.length <= NOTE_TAGS_MAX, `A note can have at most ${NOTE_TAGS_MAX} tags`);

/**
 * POST /api/study-notes. A missing verse makes a chapter note
 * (docs/product/study-notes-and-bookmarks.md#note-types-and-colors).
 */
export const createNoteInputSchema = z
  .object({
    book: bookNameSchema,
    chapter: chapterSchema,
    verse: verseSchema.nullish(),
    translation: noteTranslationSchema.default('kjv'),
    note_type: noteTypeSchema.optional(),
    title: noteTitleSchema.nullish(),
    content: noteContentSchema,
    tags: noteTagsSchema.default([]),
    color: noteColorSchema.default('blue'),
  })
  .superRefine((note, context) => {
    const chapters = findBookByName(note.book)?.chapters ?? 0;
    if (note.chapter > chapters) {
      context.addIssue({
        code: 'custom',
        path: ['chapter'],
        message: `${note.book} has ${chapters} ${chapters === 1 ? 'chapter' : 'chapters'}`,
      });
    }
  });
export type CreateNoteInput = z.input<typeof createNoteInputSchema>;
export type CreateNoteData = z.output<typeof createNoteInputSchema>;

/** PATCH /api/study-notes/:id: only title, content, note_type, tags and color. */
export const updateNoteInputSchema = z.strictObject(
  {
    title: noteTitleSchema.nullish(),
    content: noteContentSchema.optional(),
    note_type: noteTypeSchema.optional(),
    tags: noteTagsSchema.optional(),
    color: noteColorSchema.optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'Only the title, content, type, tags and color of a note can change'
        : 'Send the note changes as an object',
  },
);
export type UpdateNoteInput = z.input<typeof updateNoteInputSchema>;
export type UpdateNoteData = z.output<typeof updateNoteInputSchema>;

/** A query-string list: `tags=a&tags=b` or `tags=a,b`. */
const queryList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(',')))
  .transform(normalizeTags);

/** GET /api/study-notes: the filters (search, book, translation, note_type, tags, color). */
export const noteListQuerySchema = z.object({
  search: z.string().trim().max(200, 'Search is too long').optional(),
  book: bookNameSchema.optional(),
  translation: noteTranslationSchema.optional(),
  note_type: noteTypeSchema.optional(),
  tags: queryList.optional(),
  color: noteColorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(NOTES_PAGE_SIZE_MAX).default(NOTES_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type NoteListQuery = z.input<typeof noteListQuerySchema>;
export type NoteListFilters = z.output<typeof noteListQuerySchema>;

/** GET /api/study-notes/chapter and /verse-counts. */
export const chapterNotesQuerySchema = z.object({ book: bookNameSchema, chapter: chapterSchema });

/** GET /api/study-notes/verse: by book, chapter, verse and translation. */
export const verseNotesQuerySchema = chapterNotesQuerySchema.extend({
  verse: verseSchema,
  translation: noteTranslationSchema.optional(),
});

export const NOTE_EXPORT_FORMATS = ['txt', 'md', 'csv'] as const;
export type NoteExportFormat = (typeof NOTE_EXPORT_FORMATS)[number];

/** GET /api/study-notes/export: the same filters as the list, every matching note. */
export const noteExportQuerySchema = noteListQuerySchema
  .omit({ limit: true, offset: true })
  .extend({
    format: z.enum(NOTE_EXPORT_FORMATS, { message: 'Choose txt, md or csv' }).default('txt'),
  });
