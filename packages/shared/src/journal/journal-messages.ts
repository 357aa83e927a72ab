// The journal's texts, word for word (docs/product/journal.md#messages), and its constants
// (docs/product/journal.md#limits). Prayers and testimonies share the journal's content rules
// (CONTENT_REQUIRED and the lengths).

export const CONTENT_REQUIRED = 'Content is required';
export const TOPIC_TITLE_REQUIRED = 'User ID and title are required';
export const TOPIC_ENTRY_CONTENT_REQUIRED = 'Topic ID and content are required';

export const CREATE_ENTRY_FAILED = 'Failed to create journal entry';
export const FETCH_TOPICS_FAILED = 'Failed to fetch journal topics';
export const CREATE_TOPIC_FAILED = 'Failed to create journal topic';
export const UPDATE_TOPIC_FAILED = 'Failed to update journal topic';
export const ADD_TOPIC_ENTRY_FAILED = 'Failed to add journal entry';
export const LINK_PRAYER_FAILED = 'Failed to link prayer to journal';

/** An error message in the journal shows for 5 seconds (docs/product/journal.md#errors). */
export const JOURNAL_ERROR_DISPLAY_MS = 5000;

export const ENTRY_NOT_FOUND = 'Journal entry not found';
export const TOPIC_NOT_FOUND = 'Journal topic not found';
export const JOURNAL_ITEM_NOT_FOUND = 'Nothing in your journal has that id';
export const TOPIC_NOT_ACTIVE = 'Only active topics can take new entries';

export const JOURNAL_PAGE_SIZE = 20;
export const JOURNAL_PAGE_SIZE_MAX = 100;
export const JOURNAL_TITLE_MAX_LENGTH = 200;
export const JOURNAL_CONTENT_MAX_LENGTH = 20_000;
