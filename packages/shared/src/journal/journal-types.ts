// The journal on the wire (table names; dates are ISO strings).

/** journal_entries: a free-form entry, private by default (docs/product/journal.md#entities). */
export interface JournalEntry {
  id: string;
  user_id: string;
  prayer_id: string | null;
  title: string | null;
  content: string;
  /** '/api/voice-memos/{id}': served to its owner only, never a public URL. */
  voice_memo_url: string | null;
  is_private: boolean;
  answered: boolean;
  answer_details: string | null;
  created_at: string;
  updated_at: string;
}

/** journal_topic_entries (docs/product/journal.md#entities). */
export interface JournalTopicEntry {
  id: string;
  topic_id: string;
  user_id: string;
  prayer_id: string | null;
  type: TopicEntryType;
  title: string | null;
  content: string;
  voice_memo_url: string | null;
  is_private: boolean;
  is_answered: boolean;
  answer_details: string | null;
  scripture_reference: string | null;
  created_at: string;
  updated_at: string;
}

/** journal_topics with the derived counts of the topic list (docs/product/journal.md#entities). */
export interface JournalTopic {
  id: string;
  user_id: string;
  title: string;
  description: string | null;
  goal: string | null;
  status: TopicStatus;
  color: TopicColor;
  icon: TopicIcon;
  created_at: string;
  updated_at: string;
  entry_count: number;
  answered_count: number;
  /** The newest entry's created_at, or null for an empty topic. */
  last_entry_date: string | null;
}

/**
 * GET /api/journal/topics/:id: the topic with its entries, newest first
 * (docs/product/journal.md#rules).
 */
export interface JournalTopicDetail extends JournalTopic {
  entries: JournalTopicEntry[];
}

/** The topic a topic entry sits in, as the Entries tab names it. */
export type JournalTopicSummary = Pick<JournalTopic, 'id' | 'title' | 'color' | 'icon'>;

/**
 * GET /api/journal/entries: one row of the Entries tab, where journal entries and topic entries
 * are listed together, newest first (docs/product/journal.md#journal).
 */
export type JournalListItem =
  | { kind: 'entry'; entry: JournalEntry }
  | { kind: 'topic_entry'; entry: JournalTopicEntry; topic: JournalTopicSummary };

/**
 * GET /api/journal/items/:id: what /journal/{id} names (docs/product/journal.md#routes), found
 * with one request.
 */
export type JournalItem =
  | { kind: 'entry'; entry: JournalEntry }
  | { kind: 'topic'; topic: JournalTopicDetail };

export const TOPIC_STATUSES = ['active', 'paused', 'completed'] as const;
export type TopicStatus = (typeof TOPIC_STATUSES)[number];
export const TOPIC_STATUS_LABELS: Record<TopicStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  completed: 'Completed',
};
/** Defaults (docs/product/journal.md#entities). */
export const DEFAULT_TOPIC_STATUS: TopicStatus = 'active';

export const TOPIC_COLORS = ['blue', 'green', 'yellow', 'red', 'purple', 'pink', 'gray'] as const;
export type TopicColor = (typeof TOPIC_COLORS)[number];
export const DEFAULT_TOPIC_COLOR: TopicColor = 'blue';

/** lucide icon names a topic can wear; 'target' by default. */
export const TOPIC_ICONS = [
  'target',
  'heart',
  'users',
  'home',
  'briefcase',
  'sun',
  'book-open',
  'shield',
  'star',
  'hand-heart',
] as const;
export type TopicIcon = (typeof TOPIC_ICONS)[number];
export const DEFAULT_TOPIC_ICON: TopicIcon = 'target';

export const TOPIC_ENTRY_TYPES = ['prayer', 'reflection', 'praise'] as const;
export type TopicEntryType = (typeof TOPIC_ENTRY_TYPES)[number];
export const TOPIC_ENTRY_TYPE_LABELS: Record<TopicEntryType, string> = {
  prayer: 'Prayer',
  reflection: 'Reflection',
  praise: 'Praise',
};

/** A page of a list that can grow. */
export interface Page<Item> {
  items: Item[];
  total: number;
  next_offset: number | null;
}

/**
 * GET /api/journal/achievements: journal achievements, earned and locked
 * (docs/product/journal.md#achievements).
 */
export interface JournalAchievementStatus {
  id: string;
  name: string;
  description: string;
  threshold: number;
  badge_color: string;
  reward_tokens: number;
  earned: boolean;
  earned_at: string | null;
}
export interface JournalAchievementsResponse {
  /** Entries written so far (journal entries and topic entries). */
  entry_count: number;
  achievements: JournalAchievementStatus[];
  /** The next one to earn, or null when all are earned. */
  next: { name: string; threshold: number; remaining: number } | null;
}

/** GET /api/journal/search: the member's entries, topic entries and prayers matching a query. */
export interface JournalSearchHit {
  kind: 'entry' | 'topic_entry' | 'prayer';
  id: string;
  /** The topic of a topic entry (for its link). */
  topic_id: string | null;
  /** Its title, or its first words (writingHeading). */
  heading: string;
  /** A short excerpt around the match. */
  excerpt: string;
  created_at: string;
}
