import {
  assignSupportConversationInputSchema,
  supportEndpoints as endpoints,
  sendSupportMessageInputSchema,
  setSupportConversationStatusInputSchema,
  supportConversationsQuerySchema,
  supportMessagesQuerySchema,
} from '@manna/shared';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../lib/context';
import { contractRoutes, reply } from '../../lib/contract-routes';
import { requireAdmin, requireUser } from '../../lib/middlewares';
import { uuidParam } from '../../lib/validation';
import {
  assignConversation,
  countInbox,
  countOwnUnread,
  getConversation,
  getOwnConversation,
  listConversationMessages,
  listConversations,
  listOwnMessages,
  listSupportStaff,
  markConversationRead,
  markOwnConversationRead,
  replyToConversation,
  sendOwnMessage,
  setConversationStatus,
} from './support.service';
import { supportStream } from './support-stream';

// The member's side, mounted at /api/support: their own conversation, chosen by the session.
const MOUNT = '/api/support';
export const supportRoutes = new Hono<SignedInEnv>().use(requireUser);
const serve = contractRoutes(supportRoutes, MOUNT);

serve(endpoints.conversation, {}, async (c) => ({
  conversation: await getOwnConversation(c.var.deps.db, c.var.user.id),
}));
serve(endpoints.messages, { query: supportMessagesQuerySchema }, async (c, { query }) =>
  listOwnMessages(c.var.deps.db, c.var.user.id, query),
);
serve(endpoints.send, { body: sendSupportMessageInputSchema }, async (c, { body }) =>
  reply(201, { message: await sendOwnMessage(c.var.deps.db, c.var.user.id, body.body) }),
);
serve(endpoints.markRead, {}, async (c) => {
  await markOwnConversationRead(c.var.deps.db, c.var.user.id);
  return null;
});
serve(endpoints.unread, {}, async (c) => countOwnUnread(c.var.deps.db, c.var.user.id));
supportRoutes.get(endpoints.events.path.slice(MOUNT.length), (c) => {
  const memberId = c.var.user.id;
  return supportStream(c, (notice) => notice.member_id === memberId);
});

const byId = { before: [uuidParam('support_conversation_not_found')] };

// The staff's side, mounted at /api/admin/support. The admin router already requires an admin;
// the guard is repeated so these routes stay admin-only wherever they are mounted.
const ADMIN_MOUNT = '/api/admin/support';
export const supportAdminRoutes = new Hono<SignedInEnv>().use(requireAdmin);
const serveAdmin = contractRoutes(supportAdminRoutes, ADMIN_MOUNT);

serveAdmin(endpoints.inbox, { query: supportConversationsQuerySchema }, async (c, { query }) =>
  listConversations(c.var.deps.db, c.var.user.id, query),
);
serveAdmin(endpoints.inboxCounts, {}, async (c) => countInbox(c.var.deps.db));
serveAdmin(endpoints.staff, {}, async (c) => ({
  admins: await listSupportStaff(c.var.deps.db),
}));
serveAdmin(endpoints.staffConversation, byId, async (c, { params }) => ({
  conversation: await getConversation(c.var.deps.db, params.id),
}));
serveAdmin(
  endpoints.staffMessages,
  { ...byId, query: supportMessagesQuerySchema },
  async (c, { params, query }) => listConversationMessages(c.var.deps.db, params.id, query),
);
serveAdmin(
  endpoints.reply,
  { ...byId, body: sendSupportMessageInputSchema },
  async (c, { params, body }) =>
    reply(201, {
      message: await replyToConversation(c.var.deps.db, c.var.user.id, params.id, body.body),
    }),
);
serveAdmin(endpoints.staffMarkRead, byId, async (c, { params }) => {
  await markConversationRead(c.var.deps.db, params.id);
  return null;
});
serveAdmin(
  endpoints.assign,
  { ...byId, body: assignSupportConversationInputSchema },
  async (c, { params, body }) => ({
    conversation: await assignConversation(c.var.deps.db, c.var.user.id, params.id, body.admin_id),
  }),
);
serveAdmin(
  endpoints.setStatus,
  { ...byId, body: setSupportConversationStatusInputSchema },
  async (c, { params, body }) => ({
    conversation: await setConversationStatus(c.var.deps.db, c.var.user.id, params.id, body.status),
  }),
);
supportAdminRoutes.get(endpoints.staffEvents.path.slice(ADMIN_MOUNT.length), (c) =>
  supportStream(c, () => true),
);
