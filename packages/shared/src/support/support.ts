// Support conversations on the wire (docs/product/support.md) and their texts.

export const SUPPORT_CONVERSATION_NOT_FOUND = 'Conversation not found';
/** A `before` cursor that names no message of the conversation asked about. */
export const SUPPORT_MESSAGE_NOT_FOUND = 'Message not found';
export const SUPPORT_MESSAGE_REQUIRED = 'Write a message';
export const SUPPORT_ADMIN_NOT_FOUND = 'Choose an admin to assign';

/** The longest message, in characters (docs/product/support.md#messages). */
export const SUPPORT_MESSAGE_MAX_LENGTH = 4000;
export const SUPPORT_MESSAGE_TOO_LONG = `Please keep a message under ${SUPPORT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`;

/** Messages per page of a conversation's history, and the most a page may ask for. */
export const SUPPORT_MESSAGES_PAGE_SIZE = 30;
export const SUPPORT_MESSAGES_PAGE_SIZE_MAX = 100;
/** Conversations per page of the staff's list. */
export const SUPPORT_CONVERSATIONS_PAGE_SIZE = 20;

export const SUPPORT_CONVERSATION_STATUSES = ['open', 'closed'] as const;
export type SupportConversationStatus = (typeof SUPPORT_CONVERSATION_STATUSES)[number];

/** Which conversations the staff's list shows (docs/product/support.md#the-staffs-inbox). */
export const SUPPORT_CONVERSATION_FILTERS = ['open', 'closed', 'mine', 'unassigned'] as const;
export type SupportConversationFilter = (typeof SUPPORT_CONVERSATION_FILTERS)[number];

/** One message of a conversation: the member's, or the staff's. */
export interface SupportMessage {
  id: string;
  conversation_id: string;
  from_staff: boolean;
  /** Who wrote it; null once their account is deleted. */
  author_name: string | null;
  body: string;
  created_at: string;
}

/** A page of a conversation's history: its messages oldest first, and where earlier ones end. */
export interface SupportMessagePage {
  items: SupportMessage[];
  /** The `before` cursor of the page of earlier messages; null when this page is the first. */
  earlier: string | null;
}

/** The member's own conversation with the staff. */
export interface MemberSupportConversation {
  id: string;
  status: SupportConversationStatus;
  /** Staff messages the member has not read yet. */
  unread: number;
  last_message_at: string | null;
  created_at: string;
}

/** GET /api/support/unread: cheap enough for the app shell's badge. */
export interface SupportUnread {
  /** Staff messages the member has not read yet. */
  unread: number;
  /** Whether the member has written to the staff at all (only then can a reply come). */
  has_conversation: boolean;
}

/** One conversation as the staff see it in their list and above its messages. */
export interface SupportConversationSummary {
  id: string;
  member_id: string;
  member_name: string;
  status: SupportConversationStatus;
  assigned_admin_id: string | null;
  assigned_admin_name: string | null;
  last_message_at: string | null;
  /** The start of the latest message, and who wrote it; null before the first message. */
  last_message: { snippet: string; from_staff: boolean } | null;
  /** The member's messages no admin has read yet. */
  unread: number;
  created_at: string;
}

/** The figures beside 'Support' in the admin navigation. */
export interface SupportInboxCounts {
  open: number;
  /** Conversations with messages no admin has read yet. */
  unread: number;
}

/** An admin a conversation can be assigned to. */
export interface SupportStaffMember {
  id: string;
  name: string;
}

/**
 * What the live stream (Server-Sent Events) sends: ids only, so that no message body travels
 * outside an authorised request; clients refetch what changed. `ready` comes once the stream
 * listens (and again after the server lost and regained its database), `support` when a
 * conversation changed.
 */
export const SUPPORT_STREAM_EVENTS = ['ready', 'support'] as const;
export type SupportStreamEvent = (typeof SUPPORT_STREAM_EVENTS)[number];

/** The data of a `support` event. */
export interface SupportChange {
  conversation_id: string;
}
