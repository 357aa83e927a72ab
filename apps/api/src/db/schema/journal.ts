import { TOPIC_COLORS, TOPIC_ENTRY_TYPES, TOPIC_ICONS, TOPIC_STATUSES } from '@manna/shared';
import { desc } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id, updatedAt } from './columns';
import { prayers } from './prayers';
import { searchVector, searchVectorIndex } from './search-vector';

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: id(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prayer_id: uuid('prayer_id').references(() => prayers.id, { onDelete: 'set null' }),
    title: text('title'),
    content: text('content').notNull(),
    voice_memo_url: text('voice_memo_url'),
    is_private: boolean('is_private').notNull().default(true),
    answered: boolean('answered').notNull().default(false),
    answer_details: text('answer_details'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    search_vector: searchVector([
      ['title', 'A'],
      ['content', 'C'],
      ['answer_details', 'D'],
    ]),
  },
  (table) => [
    // A member's entries, newest first (docs/product/journal.md#rules).
    index('journal_entries_user_created_at_idx').on(table.user_id, desc(table.created_at)),
    index('journal_entries_prayer_id_idx').on(table.prayer_id),
    searchVectorIndex('journal_entries', table.user_id, table.search_vector),
  ],
);

export const journalTopics = pgTable(
  'journal_topics',
  {
    id: id(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    goal: text('goal'),
    // `enum` types the column for TypeScript only: the database keeps plain text.
    status: text('status', { enum: TOPIC_STATUSES }).notNull().default('active'),
    color: text('color', { enum: TOPIC_COLORS }).notNull().default('blue'),
    icon: text('icon', { enum: TOPIC_ICONS }).notNull().default('target'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    // Topics are listed newest-updated first; active ones are offered for selection
    // (docs/product/journal.md#rules).
    index('journal_topics_user_updated_at_idx').on(table.user_id, desc(table.updated_at)),
    index('journal_topics_user_status_idx').on(table.user_id, table.status),
  ],
);

export const journalTopicEntries = pgTable(
  'journal_topic_entries',
  {
    id: id(),
    topic_id: uuid('topic_id')
      .notNull()
      .references(() => journalTopics.id, { onDelete: 'cascade' }),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prayer_id: uuid('prayer_id').references(() => prayers.id, { onDelete: 'set null' }),
    type: text('type', { enum: TOPIC_ENTRY_TYPES }).notNull().default('prayer'),
    title: text('title'),
    content: text('content').notNull(),
    voice_memo_url: text('voice_memo_url'),
    is_private: boolean('is_private').notNull().default(true),
    is_answered: boolean('is_answered').notNull().default(false),
    answer_details: text('answer_details'),
    scripture_reference: text('scripture_reference'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    search_vector: searchVector([
      ['title', 'A'],
      ['scripture_reference', 'B'],
      ['content', 'C'],
      ['answer_details', 'D'],
    ]),
  },
  (table) => [
    // A topic's entries, newest created first (docs/product/journal.md#rules).
    index('journal_topic_entries_topic_created_at_idx').on(table.topic_id, desc(table.created_at)),
    // The Entries tab lists a member's topic entries newest first beside their free entries.
    index('journal_topic_entries_user_created_at_idx').on(table.user_id, desc(table.created_at)),
    index('journal_topic_entries_prayer_id_idx').on(table.prayer_id),
    searchVectorIndex('journal_topic_entries', table.user_id, table.search_vector),
  ],
);

// Voice memos are private files: the row records where the bytes live and who owns them,
// and the API streams them to their owner only (never a public URL).
export const voiceMemos = pgTable(
  'voice_memos',
  {
    id: id(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storage_key: text('storage_key').notNull().unique(),
    content_type: text('content_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    duration_ms: integer('duration_ms'),
    created_at: createdAt(),
  },
  (table) => [index('voice_memos_user_created_at_idx').on(table.user_id, desc(table.created_at))],
);
