// zod schemas for bookmarks, shared by the reader and the API validators. A bookmark's book,
// translation and tags follow the study notes' rules.
import { z } from 'zod';
import { NOTES_PAGE_SIZE_MAX } from '../study-notes/study-notes';
import {
  bookNameSchema,
  chapterSchema,
  noteTagsSchema,
  noteTranslationSchema,
} from '../study-notes/study-schemas';
import { BOOKMARK_TEXT_MAX_LENGTH } from './bookmarks';

/** The verse a bookmark is on, as written ('John 3:16'). */
const bookmarkReferenceSchema = z
  .string({ message: 'A bookmark needs a reference' })
  .trim()
  .min(1, 'A bookmark needs a reference')
  .max(100);

/** POST /api/bookmarks: saving the same verse in the same translation again is harmless. */
export const createBookmarkInputSchema = z.object({
  reference: bookmarkReferenceSchema,
  text: z
    .string({ message: 'A bookmark needs the verse text' })
    .trim()
    .min(1, 'A bookmark needs the verse text')
    .max(BOOKMARK_TEXT_MAX_LENGTH, 'The verse text is too long'),
  translation: noteTranslationSchema.default('kjv'),
  tags: noteTagsSchema.default([]),
  /** When it was bookmarked, for bookmarks made offline and synced later. */
  created_at: z.iso
    .datetime({ offset: true, message: 'created_at must be a date and time' })
    .optional(),
});
export type CreateBookmarkInput = z.input<typeof createBookmarkInputSchema>;

/** GET /api/bookmarks/chapter, DELETE /api/bookmarks?reference=&translation= */
export const chapterBookmarksQuerySchema = z.object({
  book: bookNameSchema,
  chapter: chapterSchema,
  translation: noteTranslationSchema,
});
export const bookmarkByReferenceQuerySchema = z.object({
  reference: bookmarkReferenceSchema,
  translation: noteTranslationSchema,
});
export const bookmarkListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NOTES_PAGE_SIZE_MAX).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
