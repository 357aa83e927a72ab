// The export's readable files (docs/product/your-data.md#the-archive): journal.md, prayers.md,
// testimonies.md, bookmarks.md and study-notes.md. Each file is a heading and then one section
// per record, so the server can write it a page of records at a time.
import {
  createdDateFormatter,
  escapeMarkdown,
  MARKDOWN_SECTION_BREAK,
  normalizeLineBreaks,
  oneLine,
} from '../study-notes/note-export';

/** Formats a stored instant as the member's date ('November 27, 2026'). */
export type DateFormatter = (iso: string) => string;

export const exportDateFormatter = (timeZone: string | null): DateFormatter =>
  createdDateFormatter({ timeZone });

export const MARKDOWN_FILES = {
  journal: { name: 'journal.md', heading: '# Journal' },
  topics: { name: 'journal-topics.md', heading: '# Journal topics' },
  prayers: { name: 'prayers.md', heading: '# Prayers' },
  testimonies: { name: 'testimonies.md', heading: '# Testimonies' },
  bookmarks: { name: 'bookmarks.md', heading: '# Bookmarks' },
  studyNotes: { name: 'study-notes.md', heading: '# Bible Study Notes' },
} as const;

interface JournalEntryFields {
  title: string | null;
  content: string;
  answered: boolean;
  answer_details: string | null;
  voice_memo_url: string | null;
  created_at: string;
}

interface TopicFields {
  title: string;
  description: string | null;
  goal: string | null;
  status: string;
  created_at: string;
}

interface TopicEntryFields {
  type: string;
  title: string | null;
  content: string;
  is_answered: boolean;
  answer_details: string | null;
  scripture_reference: string | null;
  voice_memo_url: string | null;
  created_at: string;
}

interface PrayerFields {
  title: string;
  content: string;
  is_answered: boolean;
  answer_details: string | null;
  created_at: string;
}

interface TestimonyFields {
  title: string;
  content: string;
  status: string;
  created_at: string;
}

interface BookmarkFields {
  reference: string;
  text: string;
  translation: string;
  tags: readonly string[];
  created_at: string;
}

const heading = (level: '##' | '###', text: string) => `${level} ${escapeMarkdown(oneLine(text))}`;
const meta = (parts: readonly string[]) => `*${parts.map(escapeMarkdown).join(' · ')}*`;
const answered = (details: string | null) =>
  details ? ['', `**Answered:** ${normalizeLineBreaks(details)}`] : ['', '**Answered.**'];
/** Memo files keep their id as name; the JSON links entries to them. */
const memoLine = (url: string | null) => {
  const id = url?.split('/').pop();
  return id ? ['', `Voice memo: voice-memos/${id}.*`] : [];
};

export function journalEntryMarkdown(entry: JournalEntryFields, formatDate: DateFormatter): string {
  return [
    heading('##', entry.title?.trim() || 'Untitled entry'),
    '',
    meta([formatDate(entry.created_at)]),
    '',
    normalizeLineBreaks(entry.content),
    ...(entry.answered ? answered(entry.answer_details) : []),
    ...memoLine(entry.voice_memo_url),
  ].join('\n');
}

/** A topic, with its entries (already rendered by topicEntryMarkdown) under it. */
export function topicMarkdown(topic: TopicFields, formatDate: DateFormatter): string {
  return [
    heading('##', topic.title),
    '',
    meta([topic.status, formatDate(topic.created_at)]),
    ...(topic.description ? ['', normalizeLineBreaks(topic.description)] : []),
    ...(topic.goal ? ['', `**Goal:** ${normalizeLineBreaks(topic.goal)}`] : []),
  ].join('\n');
}

export function topicEntryMarkdown(entry: TopicEntryFields, formatDate: DateFormatter): string {
  return [
    heading('###', entry.title?.trim() || 'Untitled entry'),
    '',
    meta([
      entry.type,
      ...(entry.scripture_reference ? [entry.scripture_reference] : []),
      formatDate(entry.created_at),
    ]),
    '',
    normalizeLineBreaks(entry.content),
    ...(entry.is_answered ? answered(entry.answer_details) : []),
    ...memoLine(entry.voice_memo_url),
  ].join('\n');
}

export function prayerMarkdown(prayer: PrayerFields, formatDate: DateFormatter): string {
  return [
    heading('##', prayer.title),
    '',
    meta([prayer.is_answered ? 'answered' : 'waiting', formatDate(prayer.created_at)]),
    '',
    normalizeLineBreaks(prayer.content),
    ...(prayer.is_answered ? answered(prayer.answer_details) : []),
  ].join('\n');
}

export function testimonyMarkdown(testimony: TestimonyFields, formatDate: DateFormatter): string {
  return [
    heading('##', testimony.title),
    '',
    meta([testimony.status, formatDate(testimony.created_at)]),
    '',
    normalizeLineBreaks(testimony.content),
  ].join('\n');
}

export function bookmarkMarkdown(bookmark: BookmarkFields, formatDate: DateFormatter): string {
  const tags = bookmark.tags.map(oneLine).filter((tag) => tag !== '');
  return [
    heading('##', `${bookmark.reference} (${bookmark.translation.toUpperCase()})`),
    '',
    meta([formatDate(bookmark.created_at)]),
    '',
    `> ${normalizeLineBreaks(bookmark.text).split('\n').join('\n> ')}`,
    ...(tags.length > 0 ? ['', `Tags: ${tags.map(escapeMarkdown).join(', ')}`] : []),
  ].join('\n');
}

/**
 * A Markdown file from its heading and its sections as they come (a page at a time), in the
 * study-notes export's layout: the heading, then the sections between '---' lines.
 */
export async function* markdownDocument(
  fileHeading: string,
  sections: AsyncIterable<string>,
): AsyncGenerator<string> {
  let separator = '\n\n';
  yield fileHeading;
  for await (const section of sections) {
    yield `${separator}${section}`;
    separator = MARKDOWN_SECTION_BREAK;
  }
  yield '\n';
}
