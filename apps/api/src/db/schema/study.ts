import { NOTE_COLORS, NOTE_TAGS_MAX, NOTE_TYPES } from '@manna/shared';
import { desc, sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';
import { joinedArray, searchVector, searchVectorIndex } from './search-vector';

export const bibleStudyNotes = pgTable(
  'bible_study_notes',
  {
    id: id(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verse_reference: text('verse_reference').notNull(),
    book: text('book').notNull(),
    chapter: integer('chapter').notNull(),
    // docs/product/study-notes-and-bookmarks.md#notes: absent verse means a chapter-level note.
    verse: integer('verse'),
    translation: text('translation').notNull().default('kjv'),
    // `enum` types the column for TypeScript only: the database keeps plain text.
    note_type: text('note_type', { enum: NOTE_TYPES }).notNull().default('personal'),
    title: text('title'),
    content: text('content').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    color: text('color', { enum: NOTE_COLORS }).notNull().default('blue'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    search_vector: searchVector([
      ['title', 'A'],
      ['verse_reference', 'B'],
      [joinedArray('tags', NOTE_TAGS_MAX), 'B'],
      ['content', 'C'],
    ]),
  },
  (table) => [
    // docs/product/study-notes-and-bookmarks.md#the-chapter-panel: by user, book, chapter (and verse), ordered by verse then newest first.
    index('bible_study_notes_user_book_chapter_verse_idx').on(
      table.user_id,
      table.book,
      table.chapter,
      table.verse,
    ),
    // docs/product/study-notes-and-bookmarks.md#the-notes-manager: the filtered list, newest first.
    index('bible_study_notes_user_created_at_idx').on(table.user_id, desc(table.created_at)),
    // docs/product/study-notes-and-bookmarks.md#the-notes-manager: tags filter by any overlap.
    index('bible_study_notes_tags_idx').using('gin', table.tags),
    searchVectorIndex('bible_study_notes', table.user_id, table.search_vector),
  ],
);

// The original brief kept bookmarks in the browser; we keep them on the server (with the same
// fields) so they follow the member across devices.
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: id(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    text: text('text').notNull(),
    translation: text('translation').notNull().default('kjv'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    created_at: createdAt(),
    // The verse's text is scripture, not the member's words: it only breaks ties (weight D).
    search_vector: searchVector([
      ['reference', 'A'],
      [joinedArray('tags', NOTE_TAGS_MAX), 'B'],
      ['text', 'D'],
    ]),
  },
  (table) => [
    uniqueIndex('bookmarks_user_reference_translation_key').on(
      table.user_id,
      table.reference,
      table.translation,
    ),
    index('bookmarks_user_created_at_idx').on(table.user_id, desc(table.created_at)),
    searchVectorIndex('bookmarks', table.user_id, table.search_vector),
  ],
);
