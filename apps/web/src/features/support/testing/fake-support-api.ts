import {
  SUPPORT_CONVERSATION_NOT_FOUND,
  SUPPORT_MESSAGE_NOT_FOUND,
  SUPPORT_MESSAGES_PAGE_SIZE,
  type SupportConversationStatus,
  type SupportConversationSummary,
  type SupportMessage,
  type SupportMessagePage,
  type SupportStaffMember,
  supportEndpoints,
} from '@manna/shared';
import { afterEach, beforeEach, vi } from 'vitest';
import { type FakeApiOptions, failure, fakeRoute, reply, stubFakeApi } from '@/testing/fake-fetch';
import { FAKE_NOW, fakePage } from '@/testing/fake-records';

/** A conversation as the fake keeps it: the summary's facts and its messages, oldest first. */
export interface FakeConversation {
  id: string;
  member_id: string;
  member_name: string;
  status: SupportConversationStatus;
  assigned_admin_id: string | null;
  messages: SupportMessage[];
  /** How many of the last messages each side has not read. */
  member_unread: number;
  staff_unread: number;
}

let sequence = 0;

export function makeMessage(overrides: Partial<SupportMessage> = {}): SupportMessage {
  sequence += 1;
  return {
    id: `message-${String(sequence).padStart(4, '0')}`,
    conversation_id: 'conversation-1',
    from_staff: false,
    author_name: 'Ruth Moabite',
    body: `Message ${sequence}`,
    created_at: `2026-11-20T09:${String(sequence % 60).padStart(2, '0')}:00.000Z`,
    ...overrides,
  };
}

export function makeConversation(overrides: Partial<FakeConversation> = {}): FakeConversation {
  return {
    id: 'conversation-1',
    member_id: 'user-1',
    member_name: 'Ruth Moabite',
    status: 'open',
    assigned_admin_id: null,
    messages: [],
    member_unread: 0,
    staff_unread: 0,
    ...overrides,
  };
}

interface FakeSupportApiOptions extends FakeApiOptions {
  conversations?: FakeConversation[];
  /** The member whose /api/support/* the fake answers. */
  memberId?: string;
  admins?: SupportStaffMember[];
  /** The admin the staff's routes act as. */
  adminId?: string;
}

/**
 * One page of history as the server answers it: the `limit` before the cursor, oldest first; a
 * cursor that is no message of the conversation is a 404.
 */
function messagePage(messages: SupportMessage[], url: URL, max: number) {
  const before = url.searchParams.get('before');
  const limit = Math.min(Number(url.searchParams.get('limit') ?? SUPPORT_MESSAGES_PAGE_SIZE), max);
  const end = before ? messages.findIndex((message) => message.id === before) : messages.length;
  if (end < 0) return failure(404, SUPPORT_MESSAGE_NOT_FOUND);
  const start = Math.max(0, end - limit);
  const items = messages.slice(start, end);
  const page: SupportMessagePage = { items, earlier: start > 0 ? (items[0]?.id ?? null) : null };
  return page;
}

/**
 * The support API on a stubbed fetch (supportEndpoints): the member's conversation, its pages,
 * sending and reading, and the staff's inbox, conversation, reply, assignment and status.
 */
export function stubSupportApi(options: FakeSupportApiOptions = {}) {
  const conversations = [...(options.conversations ?? [])];
  const memberId = options.memberId ?? 'user-1';
  const adminId = options.adminId ?? 'admin-1';
  const admins = options.admins ?? [{ id: adminId, name: 'Overseer Titus' }];
  const max = options.pageSize ?? Number.POSITIVE_INFINITY;
  const own = () => conversations.find((conversation) => conversation.member_id === memberId);
  const find = (id: string) => conversations.find((conversation) => conversation.id === id);
  const nameOf = (id: string | null) => admins.find((admin) => admin.id === id)?.name ?? null;

  const summary = (conversation: FakeConversation): SupportConversationSummary => {
    const last = conversation.messages.at(-1);
    return {
      id: conversation.id,
      member_id: conversation.member_id,
      member_name: conversation.member_name,
      status: conversation.status,
      assigned_admin_id: conversation.assigned_admin_id,
      assigned_admin_name: nameOf(conversation.assigned_admin_id),
      last_message_at: last?.created_at ?? null,
      last_message: last ? { snippet: last.body.slice(0, 140), from_staff: last.from_staff } : null,
      unread: conversation.staff_unread,
      created_at: FAKE_NOW,
    };
  };
  const latestFirst = (a: FakeConversation, b: FakeConversation) =>
    (b.messages.at(-1)?.created_at ?? '').localeCompare(a.messages.at(-1)?.created_at ?? '');

  const { fetchMock, calls } = stubFakeApi(
    [
      fakeRoute(supportEndpoints.unread, () => ({
        unread: own()?.member_unread ?? 0,
        has_conversation: own() !== undefined,
      })),
      fakeRoute(supportEndpoints.conversation, () => {
        const conversation = own();
        if (!conversation) return { conversation: null };
        return {
          conversation: {
            id: conversation.id,
            status: conversation.status,
            unread: conversation.member_unread,
            last_message_at: conversation.messages.at(-1)?.created_at ?? null,
            created_at: FAKE_NOW,
          },
        };
      }),
      fakeRoute(supportEndpoints.messages, ({ url }) =>
        messagePage(own()?.messages ?? [], url, max),
      ),
      fakeRoute(supportEndpoints.send, ({ body }) => {
        let conversation = own();
        if (!conversation) {
          conversation = makeConversation({
            id: `conversation-of-${memberId}`,
            member_id: memberId,
          });
          conversations.push(conversation);
        }
        conversation.status = 'open';
        const message = makeMessage({
          conversation_id: conversation.id,
          body: body.body.trim(),
          created_at: FAKE_NOW,
        });
        conversation.messages.push(message);
        conversation.staff_unread += 1;
        return reply(201, { message });
      }),
      fakeRoute(supportEndpoints.markRead, () => {
        const conversation = own();
        if (conversation) conversation.member_unread = 0;
        return null;
      }),
      fakeRoute(supportEndpoints.inboxCounts, () => ({
        open: conversations.filter((conversation) => conversation.status === 'open').length,
        unread: conversations.filter((conversation) => conversation.staff_unread > 0).length,
      })),
      fakeRoute(supportEndpoints.staff, () => ({ admins })),
      fakeRoute(supportEndpoints.inbox, ({ url }) => {
        const filter = url.searchParams.get('filter');
        const listed = conversations
          .filter((conversation) => {
            if (filter === 'open' || filter === 'closed') return conversation.status === filter;
            if (filter === 'mine') return conversation.assigned_admin_id === adminId;
            if (filter === 'unassigned') {
              return conversation.status === 'open' && conversation.assigned_admin_id === null;
            }
            return true;
          })
          .sort(latestFirst)
          .map(summary);
        return fakePage(listed, url, { defaultLimit: 20, max });
      }),
      fakeRoute(supportEndpoints.staffConversation, ({ params }) => {
        const conversation = find(params.id);
        if (!conversation) return failure(404, SUPPORT_CONVERSATION_NOT_FOUND);
        return { conversation: summary(conversation) };
      }),
      fakeRoute(supportEndpoints.staffMessages, ({ params, url }) => {
        const conversation = find(params.id);
        if (!conversation) return failure(404, SUPPORT_CONVERSATION_NOT_FOUND);
        return messagePage(conversation.messages, url, max);
      }),
      fakeRoute(supportEndpoints.reply, ({ params, body }) => {
        const conversation = find(params.id);
        if (!conversation) return failure(404, SUPPORT_CONVERSATION_NOT_FOUND);
        const message = makeMessage({
          conversation_id: conversation.id,
          from_staff: true,
          author_name: nameOf(adminId),
          body: body.body.trim(),
          created_at: FAKE_NOW,
        });
        conversation.messages.push(message);
        conversation.staff_unread = 0;
        conversation.member_unread += 1;
        return reply(201, { message });
      }),
      fakeRoute(supportEndpoints.staffMarkRead, ({ params }) => {
        const conversation = find(params.id);
        if (!conversation) return failure(404, SUPPORT_CONVERSATION_NOT_FOUND);
        conversation.staff_unread = 0;
        return null;
      }),
      fakeRoute(supportEndpoints.assign, ({ params, body }) => {
        const conversation = find(params.id);
        if (!conversation) return failure(404, SUPPORT_CONVERSATION_NOT_FOUND);
        conversation.assigned_admin_id = body.admin_id;
        return { conversation: summary(conversation) };
      }),
      fakeRoute(supportEndpoints.setStatus, ({ params, body }) => {
        const conversation = find(params.id);
        if (!conversation) return failure(404, SUPPORT_CONVERSATION_NOT_FOUND);
        conversation.status = body.status;
        return { conversation: summary(conversation) };
      }),
    ],
    options,
  );
  return { fetchMock, calls, conversations: () => conversations };
}

/**
 * A stand-in for the browser's EventSource (jsdom has none): `emit` sends an event to every
 * stream open at a URL, as the server's live stream does.
 */
export class FakeEventSource extends EventTarget {
  static open: FakeEventSource[] = [];
  closed = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.open.push(this);
  }

  close() {
    this.closed = true;
    FakeEventSource.open = FakeEventSource.open.filter((source) => source !== this);
  }

  static emit(url: string, event: 'ready' | 'support', data = '') {
    for (const source of FakeEventSource.open.filter((each) => each.url === url)) {
      source.dispatchEvent(new MessageEvent(event, { data }));
    }
  }
}

/** For a suite whose screens listen live: EventSource is the fake, with no stream open at first. */
export function setupFakeEventSource() {
  beforeEach(() => {
    FakeEventSource.open = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    FakeEventSource.open = [];
  });
}
