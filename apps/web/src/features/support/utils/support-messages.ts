// What the support screens say: docs/product/support.md#contact-us for the member, and
// docs/product/support.md#the-staffs-inbox for the staff.

export const CONTACT_TITLE = 'Contact us';
export const CONTACT_DESCRIPTION =
  'Write to the people who run Manna: a question, a problem, an idea. They answer here.';
export const CONTACT_CARD_TEXT = 'Questions, problems or ideas: write to the staff.';
export const BACK_TO_SETTINGS = 'Back to Settings';
export const NO_MESSAGES_YET = 'No messages yet. Write below and the staff will answer here.';
export const LOADING_MESSAGES = 'Loading messages...';
export const FETCH_MESSAGES_FAILED = 'Failed to load messages';
export const LOAD_EARLIER = 'Load earlier messages';
export const LOADING_EARLIER = 'Loading earlier messages...';
export const MESSAGE_LABEL = 'Message';
export const REPLY_LABEL = 'Reply';
export const COMPOSER_HINT = 'Enter sends; Shift+Enter starts a new line.';
export const SEND = 'Send';
export const SENDING = 'Sending...';
export const SEND_FAILED = 'Message not sent';
export const STAFF_NAME = 'Manna staff';
export const YOU = 'You';

export const CONVERSATION_CLOSED = 'This conversation is closed';
export const CONVERSATION_CLOSED_TEXT = 'Write again and it opens once more.';

export const SUPPORT_TITLE = 'Support';
export const SUPPORT_DESCRIPTION = 'Conversations with members, latest message first.';
export const BACK_TO_ADMIN = 'Back to Admin';
export const CONVERSATIONS_LABEL = 'Conversations';
export const LOADING_CONVERSATIONS = 'Loading conversations...';
export const FETCH_CONVERSATIONS_FAILED = 'Failed to load conversations';
export const LOAD_MORE_CONVERSATIONS = 'Load more conversations';
export const NO_CONVERSATION_OPEN = 'Choose a conversation to read it and reply.';
export const FETCH_CONVERSATION_FAILED = 'Failed to load the conversation';
export const ASSIGNED_TO_LABEL = 'Assigned to';
export const NOBODY = 'Nobody';
export const CLOSE_CONVERSATION = 'Close conversation';
export const REOPEN_CONVERSATION = 'Reopen conversation';
export const ACTION_FAILED = 'Could not change the conversation';

export const FILTER_LABELS = {
  all: 'All',
  open: 'Open',
  unassigned: 'Unassigned',
  mine: 'Mine',
  closed: 'Closed',
} as const;

export const EMPTY_INBOX = {
  all: 'No member has written yet.',
  open: 'No open conversations.',
  unassigned: 'Every open conversation has someone on it.',
  mine: 'No conversations are assigned to you.',
  closed: 'No closed conversations.',
} as const;

export const STATUS_LABELS = { open: 'Open', closed: 'Closed' } as const;

/** '1 unread', '3 unread': beside a conversation, for eyes and screen readers alike. */
export const unreadLabel = (count: number) => `${count} unread`;
