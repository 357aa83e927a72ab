import { endpoint } from '../api-contract/endpoint';
import type { Page } from '../journal/journal-types';
import type {
  MemberSupportConversation,
  SupportConversationSummary,
  SupportInboxCounts,
  SupportMessage,
  SupportMessagePage,
  SupportStaffMember,
  SupportUnread,
} from './support';
import type {
  assignSupportConversationInputSchema,
  sendSupportMessageInputSchema,
  setSupportConversationStatusInputSchema,
  supportConversationsQuerySchema,
  supportMessagesQuerySchema,
} from './support-schemas';

// Support conversations (docs/product/support.md): each member has one with the staff. The
// member's routes work on their own conversation, chosen by the session; the admins' routes
// (any other member gets 403) on any. @manna/shared exports this file as `supportEndpoints`.

/** The member's conversation, null before their first message. */
export const conversation = /* @__PURE__ */ endpoint<{
  conversation: MemberSupportConversation | null;
}>()('GET', '/api/support/conversation');

/** The member's history: the newest page, then earlier ones by `before`. */
export const messages = /* @__PURE__ */ endpoint<
  SupportMessagePage,
  { query: typeof supportMessagesQuerySchema }
>()('GET', '/api/support/messages');

/** 201; starts the conversation with the first message and reopens a closed one. */
export const send = /* @__PURE__ */ endpoint<
  { message: SupportMessage },
  { body: typeof sendSupportMessageInputSchema }
>()('POST', '/api/support/messages');

/** 204: the member has read the staff's messages so far. */
export const markRead = /* @__PURE__ */ endpoint<null>()('POST', '/api/support/read');

/** The badge's count: one small query. */
export const unread = /* @__PURE__ */ endpoint<SupportUnread>()('GET', '/api/support/unread');

/**
 * Server-Sent Events about the member's conversation (opened with EventSource, not JSON): see
 * SUPPORT_STREAM_EVENTS.
 */
export const events = /* @__PURE__ */ endpoint<null>()('GET', '/api/support/events');

/** Admins: the conversations, latest message first. */
export const inbox = /* @__PURE__ */ endpoint<
  Page<SupportConversationSummary>,
  { query: typeof supportConversationsQuerySchema }
>()('GET', '/api/admin/support/conversations');

/** Admins: open conversations, and those with unread messages. */
export const inboxCounts = /* @__PURE__ */ endpoint<SupportInboxCounts>()(
  'GET',
  '/api/admin/support/counts',
);

/** Admins: who a conversation can be assigned to. */
export const staff = /* @__PURE__ */ endpoint<{ admins: SupportStaffMember[] }>()(
  'GET',
  '/api/admin/support/staff',
);

export const staffConversation = /* @__PURE__ */ endpoint<{
  conversation: SupportConversationSummary;
}>()('GET', '/api/admin/support/conversations/:id');

export const staffMessages = /* @__PURE__ */ endpoint<
  SupportMessagePage,
  { query: typeof supportMessagesQuerySchema }
>()('GET', '/api/admin/support/conversations/:id/messages');

/** 201: a reply from the staff. */
export const reply = /* @__PURE__ */ endpoint<
  { message: SupportMessage },
  { body: typeof sendSupportMessageInputSchema }
>()('POST', '/api/admin/support/conversations/:id/messages');

/** 204: the staff have read the member's messages so far. */
export const staffMarkRead = /* @__PURE__ */ endpoint<null>()(
  'POST',
  '/api/admin/support/conversations/:id/read',
);

/** Audited as 'support.assign'. */
export const assign = /* @__PURE__ */ endpoint<
  { conversation: SupportConversationSummary },
  { body: typeof assignSupportConversationInputSchema }
>()('POST', '/api/admin/support/conversations/:id/assign');

/** Audited as 'support.close' or 'support.reopen'. */
export const setStatus = /* @__PURE__ */ endpoint<
  { conversation: SupportConversationSummary },
  { body: typeof setSupportConversationStatusInputSchema }
>()('POST', '/api/admin/support/conversations/:id/status');

/** Admins: Server-Sent Events about every conversation (EventSource, not JSON). */
export const staffEvents = /* @__PURE__ */ endpoint<null>()('GET', '/api/admin/support/events');
