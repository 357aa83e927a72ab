// One search box over what a member wrote (docs/product/search.md).

/** What the search looks through, in the order its filter chips show them. */
export const PERSONAL_SEARCH_KINDS = [
  'note',
  'journal_entry',
  'topic_entry',
  'prayer',
  'testimony',
  'bookmark',
] as const;
export type PersonalSearchKind = (typeof PERSONAL_SEARCH_KINDS)[number];

/** A kind's name on a result's badge. */
export const PERSONAL_SEARCH_KIND_LABELS: Record<PersonalSearchKind, string> = {
  note: 'Study note',
  journal_entry: 'Journal entry',
  topic_entry: 'Topic entry',
  prayer: 'Prayer',
  testimony: 'Testimony',
  bookmark: 'Bookmark',
};

export const PERSONAL_SEARCH_MAX_LENGTH = 200;
export const PERSONAL_SEARCH_PAGE_SIZE = 20;
export const PERSONAL_SEARCH_PAGE_SIZE_MAX = 50;
/** Beyond this many results nobody pages on: they narrow the search instead. */
export const PERSONAL_SEARCH_OFFSET_MAX = 1000;

export const PERSONAL_SEARCH_REQUIRED = 'Type something to search for';
export const PERSONAL_SEARCH_TOO_LONG = `Search is too long (${PERSONAL_SEARCH_MAX_LENGTH} characters at most)`;
export const PERSONAL_SEARCH_BAD_KIND = `Kind must be one of: ${PERSONAL_SEARCH_KINDS.join(', ')}`;

/** Text with the parts that match the search marked: [start, end) offsets into `text`. */
export interface MarkedText {
  text: string;
  marks: [start: number, end: number][];
}

/** Where a result opens. */
export type PersonalSearchTarget =
  /** A chapter in the reader, at a verse or range ('16', '16-18') when there is one. */
  | { screen: 'chapter'; book: string; chapter: number; verse: string | null }
  /** A journal entry, or the topic a topic entry belongs to. */
  | { screen: 'journal'; id: string }
  | { screen: 'prayer'; id: string }
  | { screen: 'testimony'; id: string }
  /** The notes manager or the saved verses, when a reference names no known book. */
  | { screen: 'notes' }
  | { screen: 'bookmarks' };

export interface PersonalSearchHit {
  kind: PersonalSearchKind;
  id: string;
  /** Its title (or first words, or a bookmark's reference), matches marked. */
  title: MarkedText;
  /** A short excerpt around the first match, matches marked; '' when there is no more text. */
  snippet: MarkedText;
  /** The verse a study note or topic entry is about ('John 3:16'); null for the others. */
  reference: string | null;
  /** When it was written (ISO 8601). */
  date: string;
  target: PersonalSearchTarget;
}
