// The journal screens' own words (docs/product/journal.md). The API's texts
// (docs/product/journal.md#messages) come from @manna/shared and are used as they are.

export const FETCH_ENTRIES_FAILED = 'Failed to fetch journal entries';
export const FETCH_ITEM_FAILED = 'Failed to load from your journal';
export const UPDATE_ENTRY_FAILED = 'Failed to update journal entry';
export const DELETE_ENTRY_FAILED = 'Failed to delete journal entry';
export const DELETE_TOPIC_FAILED = 'Failed to delete journal topic';
export const UPDATE_TOPIC_ENTRY_FAILED = 'Failed to update journal entry';
export const DELETE_TOPIC_ENTRY_FAILED = 'Failed to delete journal entry';
export const FETCH_ACHIEVEMENTS_FAILED = 'Failed to load journal achievements';
export const SEARCH_FAILED = 'Failed to search your journal';
export const UPLOAD_VOICE_MEMO_FAILED = 'Failed to save voice memo';
export const DELETE_VOICE_MEMO_FAILED = 'Failed to delete voice memo';

export const LOADING_JOURNAL = 'Loading journal...';
export const NEW_ENTRY_LABEL = 'New entry';
export const NEW_TOPIC_LABEL = 'New topic';
export const LOAD_MORE_LABEL = 'Load more';
/** docs/product/journal.md#where-the-member-goes-next: the marks on /journal after a change. */
export const JUST_SAVED = 'Just saved';
export const ENTRY_SAVED_HERE = 'Entry saved here';
export const ENTRY_DELETED_HERE = 'Entry deleted from here';

export const ENTRY_SAVED_TOAST = { title: 'Entry saved', message: 'Your journal entry is saved.' };
export const ENTRY_UPDATED_TOAST = {
  title: 'Entry updated',
  message: 'Your journal entry is updated.',
};
export const ENTRY_DELETED_TOAST = {
  title: 'Entry deleted',
  message: 'The journal entry is deleted.',
};
export const TOPIC_CREATED_TOAST = { title: 'Topic created', message: 'Your topic is ready.' };
export const TOPIC_UPDATED_TOAST = { title: 'Topic updated', message: 'Your topic is saved.' };
export const TOPIC_DELETED_TOAST = {
  title: 'Topic deleted',
  message: 'The topic and its entries are deleted.',
};

/** 'N more entries to {name}' (the achievements card's progress line). */
export function entriesToNextLabel(remaining: number, name: string): string {
  return `${remaining} more ${remaining === 1 ? 'entry' : 'entries'} to ${name}`;
}

/** '3 entries', '1 entry' */
export function entryCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'entry' : 'entries'}`;
}
