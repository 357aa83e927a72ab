// The prayer screens' own words (docs/product/prayers-and-testimonies.md#prayers).

export const PRAYERS_TITLE = 'Prayers';
export const RECENT_PRAYERS_TITLE = 'Recent prayers';
export const NEW_PRAYER_LABEL = 'New prayer';
export const LOAD_MORE_PRAYERS = 'Load more prayers';
export const LOADING_PRAYERS = 'Loading your prayers...';
export const LOADING_PRAYER = 'Loading prayer...';
export const FETCH_PRAYERS_FAILED = 'Your prayers could not be loaded';
export const FETCH_PRAYER_FAILED = 'This prayer could not be loaded';

export const ANSWERED_LABEL = 'Answered';
export const WAITING_LABEL = 'Waiting for an answer';

export const MARK_ANSWERED_LABEL = 'Mark as answered';
export const MARK_NOT_ANSWERED_LABEL = 'Mark as not answered';
export const EDIT_ANSWER_LABEL = 'Edit answer';
export const ADD_TO_JOURNAL_LABEL = 'Add to journal';
export const OPEN_IN_JOURNAL_LABEL = 'Open in journal';
export const SHARE_TESTIMONY_LABEL = 'Share a testimony';

export const PRAYER_SAVED_TOAST = {
  title: 'Prayer saved',
  message: 'Your prayer has been added to your list.',
} as const;
export const PRAYER_UPDATED_TOAST = {
  title: 'Prayer updated',
  message: 'Your changes have been saved.',
} as const;
export const PRAYER_ANSWERED_TOAST = {
  title: 'Prayer answered',
  message: 'Praise God! This prayer is marked as answered.',
} as const;
export const PRAYER_UNANSWERED_TOAST = {
  title: 'Prayer updated',
  message: 'This prayer is waiting for an answer again.',
} as const;
export const PRAYER_DELETED_TOAST = {
  title: 'Prayer deleted',
  message: 'The prayer has been removed from your list.',
} as const;
export const PRAYER_LINKED_TOAST = {
  title: 'Added to your journal',
  message: 'This prayer now has an entry in your journal.',
} as const;

export const SAVE_PRAYER_FAILED = 'Your prayer could not be saved';
export const UPDATE_PRAYER_FAILED = 'This prayer could not be updated';
export const DELETE_PRAYER_FAILED = 'This prayer could not be deleted';
