// The reminders' texts, word for word (docs/product/reminders.md#messages).

export const NOTIFICATION_CREATED_TITLE = 'Notification Created';
export const NOTIFICATION_CREATED_MESSAGE = 'Your notification has been set up.';
export const NOTIFICATION_REMOVED_TITLE = 'Notification Removed';
export const NOTIFICATION_REMOVED_MESSAGE = 'Your notification has been deleted.';
export const NOTIFICATIONS_LOAD_FAILED = 'Failed to load notifications';
/** Logged only, where the browser has no Notification API. */
export const NOTIFICATIONS_UNSUPPORTED = 'This browser does not support notifications';

export const REMINDER_NOT_FOUND = 'Reminder not found';
export const REMINDER_TITLE_REQUIRED = 'Give your reminder a title';
export const REMINDER_TITLE_TOO_LONG = 'A title is at most 100 characters';
export const REMINDER_MESSAGE_REQUIRED = 'Write the message your reminder shows';
export const REMINDER_MESSAGE_TOO_LONG = 'A message is at most 300 characters';
export const REMINDER_DAYS_REQUIRED = 'Choose at least one day';
export const REMINDER_DAY_INVALID = 'Days run from 0 (Sunday) to 6 (Saturday)';
