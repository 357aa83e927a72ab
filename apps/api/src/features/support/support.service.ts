import type {
  MemberSupportConversation,
  Page,
  SupportConversationFilter,
  SupportConversationStatus,
  SupportConversationSummary,
  SupportInboxCounts,
  SupportMessage,
  SupportMessagePage,
  SupportStaffMember,
  SupportUnread,
} from '@manna/shared';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { qualified } from '../../db/qualified-column';
import { supportConversations, supportMessages, users } from '../../db/schema';
import { DomainError } from '../../lib/domain-errors';
import { recordAdminAction } from '../admin/audit-log';
import { publishSupportNotice } from './support-notifications';

// One conversation per member with the staff (docs/product/support.md). A member reaches only
// their own, chosen by the session; admins reach any (what a member writes to the staff, the staff
// read: docs/security.md#admins). Every change publishes the conversation's ids in its own
// transaction, so the live streams of every server hear of it once it commits.

/** How much of the latest message the staff's list shows. */
const SNIPPET_LENGTH = 140;

/** A moment before any message, for a side that has never read the conversation. */
const NEVER = sql`'-infinity'::timestamptz`;

/** Messages from the other side that `side` has not read yet, in one conversation's row. */
function unreadOf(side: 'member' | 'staff'): SQL<number> {
  const lastRead =
    side === 'member'
      ? qualified(supportConversations.member_last_read_at)
      : qualified(supportConversations.staff_last_read_at);
  return sql<number>`(
    select count(*)::int from ${supportMessages} as unread
    where unread.conversation_id = ${qualified(supportConversations.id)}
      and unread.from_staff = ${side === 'member'}
      and unread.created_at > coalesce(${lastRead}, ${NEVER})
  )`;
}

// ---------------------------------------------------------------------------------------------
// Messages

const author = alias(users, 'author');

const messageColumns = {
  id: supportMessages.id,
  conversation_id: supportMessages.conversation_id,
  from_staff: supportMessages.from_staff,
  author_name: author.name,
  body: supportMessages.body,
  created_at: supportMessages.created_at,
};

type MessageRow = {
  id: string;
  conversation_id: string;
  from_staff: boolean;
  author_name: string | null;
  body: string;
  created_at: Date;
};

const toMessage = (row: MessageRow): SupportMessage => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

/**
 * One page of a conversation's history: the `limit` messages before the cursor (the latest ones
 * without), answered oldest first. The cursor is a message id compared in SQL by (created_at, id),
 * so microseconds and messages of one instant page exactly. A cursor that is not a message of
 * this conversation (another member's, say) is a 404, as if it did not exist.
 */
async function selectMessagePage(
  executor: Executor,
  conversationId: string,
  { before, limit }: { before?: string | undefined; limit: number },
): Promise<SupportMessagePage> {
  if (before !== undefined) {
    const [cursor] = await executor
      .select({ id: supportMessages.id })
      .from(supportMessages)
      .where(
        and(eq(supportMessages.id, before), eq(supportMessages.conversation_id, conversationId)),
      );
    if (!cursor) throw new DomainError('support_message_not_found');
  }
  const afterCursor = before
    ? sql`(${qualified(supportMessages.created_at)}, ${qualified(supportMessages.id)}) < (
        select cursor.created_at, cursor.id from ${supportMessages} as cursor
        where cursor.id = ${before} and cursor.conversation_id = ${conversationId}
      )`
    : undefined;
  const rows = await executor
    .select(messageColumns)
    .from(supportMessages)
    .leftJoin(author, eq(author.id, supportMessages.author_id))
    .where(and(eq(supportMessages.conversation_id, conversationId), afterCursor))
    .orderBy(desc(supportMessages.created_at), desc(supportMessages.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).reverse();
  return {
    items: page.map(toMessage),
    earlier: rows.length > limit ? (page[0]?.id ?? null) : null,
  };
}

/**
 * Adds a message and moves the conversation's latest-message time; the writer has read
 * everything up to their own message. Publishes the change with the transaction.
 */
async function insertMessage(
  executor: Executor,
  conversation: { id: string; member_id: string },
  { authorId, fromStaff, body }: { authorId: string; fromStaff: boolean; body: string },
): Promise<SupportMessage> {
  const [inserted] = await executor
    .insert(supportMessages)
    .values({
      conversation_id: conversation.id,
      author_id: authorId,
      from_staff: fromStaff,
      body,
    })
    .returning({ id: supportMessages.id, created_at: supportMessages.created_at });
  if (!inserted) throw new Error('support message insert returned no row');
  await executor
    .update(supportConversations)
    .set({
      last_message_at: inserted.created_at,
      ...(fromStaff
        ? { staff_last_read_at: inserted.created_at }
        : { member_last_read_at: inserted.created_at }),
      updated_at: sql`now()`,
    })
    .where(eq(supportConversations.id, conversation.id));
  await publishSupportNotice(executor, {
    conversation_id: conversation.id,
    member_id: conversation.member_id,
  });
  const [row] = await executor
    .select(messageColumns)
    .from(supportMessages)
    .leftJoin(author, eq(author.id, supportMessages.author_id))
    .where(eq(supportMessages.id, inserted.id));
  if (!row) throw new Error('support message vanished in its transaction');
  return toMessage(row);
}

// ---------------------------------------------------------------------------------------------
// The member's side

const ownConversation = (memberId: string) => eq(supportConversations.member_id, memberId);

/** GET /api/support/conversation: the member's, with the staff messages they have not read. */
export async function getOwnConversation(
  executor: Executor,
  memberId: string,
): Promise<MemberSupportConversation | null> {
  const [row] = await executor
    .select({
      id: supportConversations.id,
      status: supportConversations.status,
      unread: unreadOf('member'),
      last_message_at: supportConversations.last_message_at,
      created_at: supportConversations.created_at,
    })
    .from(supportConversations)
    .where(ownConversation(memberId));
  if (!row) return null;
  return {
    ...row,
    last_message_at: row.last_message_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

/** GET /api/support/unread: one indexed count, for the badge every screen may show. */
export async function countOwnUnread(executor: Executor, memberId: string): Promise<SupportUnread> {
  const [row] = await executor
    .select({ unread: unreadOf('member') })
    .from(supportConversations)
    .where(ownConversation(memberId));
  return { unread: row?.unread ?? 0, has_conversation: row !== undefined };
}

/** GET /api/support/messages: the member's own history; empty before their first message. */
export async function listOwnMessages(
  executor: Executor,
  memberId: string,
  page: { before?: string | undefined; limit: number },
): Promise<SupportMessagePage> {
  const [conversation] = await executor
    .select({ id: supportConversations.id })
    .from(supportConversations)
    .where(ownConversation(memberId));
  if (!conversation) {
    if (page.before !== undefined) throw new DomainError('support_message_not_found');
    return { items: [], earlier: null };
  }
  return selectMessagePage(executor, conversation.id, page);
}

/**
 * POST /api/support/messages: the first message starts the member's conversation, and a message
 * to a closed one opens it again (docs/product/support.md#conversations). The upsert takes the
 * conversation's row lock, so two first messages at once make one conversation.
 */
export async function sendOwnMessage(
  db: Database,
  memberId: string,
  body: string,
): Promise<SupportMessage> {
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(supportConversations)
      .values({ member_id: memberId })
      .onConflictDoUpdate({
        target: supportConversations.member_id,
        set: { status: 'open', updated_at: sql`now()` },
      })
      .returning({ id: supportConversations.id, member_id: supportConversations.member_id });
    if (!conversation) throw new Error('support conversation upsert returned no row');
    return insertMessage(tx, conversation, { authorId: memberId, fromStaff: false, body });
  });
}

/** POST /api/support/read: the member has read the staff's messages so far. */
export async function markOwnConversationRead(db: Database, memberId: string): Promise<void> {
  await markRead(db, 'member', ownConversation(memberId));
}

/**
 * Moves one side's last read moment to now, and tells the live streams (the member's badge on
 * their other screens, the other admins' counts). Answers whether the conversation exists.
 */
async function markRead(db: Database, side: 'member' | 'staff', where: SQL): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .update(supportConversations)
      .set(
        side === 'member'
          ? { member_last_read_at: sql`now()` }
          : { staff_last_read_at: sql`now()` },
      )
      .where(where)
      .returning({ id: supportConversations.id, member_id: supportConversations.member_id });
    if (!conversation) return false;
    await publishSupportNotice(tx, {
      conversation_id: conversation.id,
      member_id: conversation.member_id,
    });
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// The staff's side

const member = alias(users, 'member');
const assignedAdmin = alias(users, 'assigned_admin');
const lastMessage = alias(supportMessages, 'last_message');

/** The latest message of each conversation, found by the (conversation, created_at) index. */
const latestMessageId = sql`(
  select latest.id from ${supportMessages} as latest
  where latest.conversation_id = ${qualified(supportConversations.id)}
  order by latest.created_at desc, latest.id desc
  limit 1
)`;

function summaryQuery(executor: Executor) {
  return executor
    .select({
      id: supportConversations.id,
      member_id: supportConversations.member_id,
      member_name: member.name,
      status: supportConversations.status,
      assigned_admin_id: supportConversations.assigned_admin_id,
      assigned_admin_name: assignedAdmin.name,
      last_message_at: supportConversations.last_message_at,
      last_message_body: sql<string | null>`left(${lastMessage.body}, ${SNIPPET_LENGTH})`,
      last_message_from_staff: lastMessage.from_staff,
      unread: unreadOf('staff'),
      created_at: supportConversations.created_at,
    })
    .from(supportConversations)
    .innerJoin(member, eq(member.id, supportConversations.member_id))
    .leftJoin(assignedAdmin, eq(assignedAdmin.id, supportConversations.assigned_admin_id))
    .leftJoin(lastMessage, eq(lastMessage.id, latestMessageId));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

function toSummary(row: SummaryRow): SupportConversationSummary {
  const { last_message_body, last_message_from_staff, ...rest } = row;
  return {
    ...rest,
    last_message:
      last_message_body !== null && last_message_from_staff !== null
        ? { snippet: last_message_body, from_staff: last_message_from_staff }
        : null,
    last_message_at: row.last_message_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

function filterCondition(
  filter: SupportConversationFilter | undefined,
  adminId: string,
): SQL | undefined {
  switch (filter) {
    case 'open':
    case 'closed':
      return eq(supportConversations.status, filter);
    case 'mine':
      return eq(supportConversations.assigned_admin_id, adminId);
    case 'unassigned':
      return and(
        eq(supportConversations.status, 'open'),
        isNull(supportConversations.assigned_admin_id),
      );
    default:
      return undefined;
  }
}

/**
 * GET /api/admin/support/conversations: latest message first (a conversation without one yet
 * last), paged on the server; the id keeps the order of one instant stable.
 */
export async function listConversations(
  executor: Executor,
  adminId: string,
  {
    filter,
    limit,
    offset,
  }: { filter?: SupportConversationFilter | undefined; limit: number; offset: number },
): Promise<Page<SupportConversationSummary>> {
  const where = filterCondition(filter, adminId);
  const [rows, [all]] = await Promise.all([
    summaryQuery(executor)
      .where(where)
      .orderBy(
        sql`${supportConversations.last_message_at} desc nulls last`,
        desc(supportConversations.id),
      )
      .limit(limit)
      .offset(offset),
    executor.select({ value: count() }).from(supportConversations).where(where),
  ]);
  const total = all?.value ?? 0;
  return {
    items: rows.map(toSummary),
    total,
    next_offset: offset + limit < total ? offset + limit : null,
  };
}

/** GET /api/admin/support/counts: open conversations, and those the staff have not caught up on. */
export async function countInbox(executor: Executor): Promise<SupportInboxCounts> {
  const [row] = await executor
    .select({
      open: sql<number>`count(*) filter (where ${supportConversations.status} = 'open')::int`,
      unread: sql<number>`count(*) filter (where ${unreadOf('staff')} > 0)::int`,
    })
    .from(supportConversations);
  return { open: row?.open ?? 0, unread: row?.unread ?? 0 };
}

/** GET /api/admin/support/staff: the admins a conversation can be assigned to, by name. */
export async function listSupportStaff(executor: Executor): Promise<SupportStaffMember[]> {
  return executor
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.name), asc(users.id));
}

/** GET /api/admin/support/conversations/:id */
export async function getConversation(
  executor: Executor,
  id: string,
): Promise<SupportConversationSummary> {
  const [row] = await summaryQuery(executor).where(eq(supportConversations.id, id));
  if (!row) throw new DomainError('support_conversation_not_found');
  return toSummary(row);
}

/** The conversation's owner, locked against a concurrent change of the same row. */
async function lockConversation(executor: Executor, id: string) {
  const [row] = await executor
    .select({
      id: supportConversations.id,
      member_id: supportConversations.member_id,
      status: supportConversations.status,
      assigned_admin_id: supportConversations.assigned_admin_id,
    })
    .from(supportConversations)
    .where(eq(supportConversations.id, id))
    .for('update');
  if (!row) throw new DomainError('support_conversation_not_found');
  return row;
}

/** GET /api/admin/support/conversations/:id/messages */
export async function listConversationMessages(
  executor: Executor,
  id: string,
  page: { before?: string | undefined; limit: number },
): Promise<SupportMessagePage> {
  const [conversation] = await executor
    .select({ id: supportConversations.id })
    .from(supportConversations)
    .where(eq(supportConversations.id, id));
  if (!conversation) throw new DomainError('support_conversation_not_found');
  return selectMessagePage(executor, id, page);
}

/**
 * POST /api/admin/support/conversations/:id/messages: a reply leaves the conversation open or
 * closed as it was; closing and reopening are actions of their own, audited.
 */
export async function replyToConversation(
  db: Database,
  adminId: string,
  id: string,
  body: string,
): Promise<SupportMessage> {
  return db.transaction(async (tx) => {
    const conversation = await lockConversation(tx, id);
    return insertMessage(tx, conversation, { authorId: adminId, fromStaff: true, body });
  });
}

/** POST /api/admin/support/conversations/:id/read: the staff have read the member so far. */
export async function markConversationRead(db: Database, id: string): Promise<void> {
  const found = await markRead(db, 'staff', eq(supportConversations.id, id));
  if (!found) throw new DomainError('support_conversation_not_found');
}

/**
 * POST /api/admin/support/conversations/:id/assign: to an admin (the one asking, or another) or
 * to nobody; audited as 'support.assign' with the assignee before and after.
 */
export async function assignConversation(
  db: Database,
  adminId: string,
  id: string,
  assigneeId: string | null,
): Promise<SupportConversationSummary> {
  await db.transaction(async (tx) => {
    if (assigneeId !== null) {
      const [assignee] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, assigneeId), eq(users.role, 'admin')))
        .for('key share');
      if (!assignee) throw new DomainError('support_admin_not_found');
    }
    const before = await lockConversation(tx, id);
    if (before.assigned_admin_id === assigneeId) return;
    await tx
      .update(supportConversations)
      .set({ assigned_admin_id: assigneeId, updated_at: sql`now()` })
      .where(eq(supportConversations.id, id));
    await recordAdminAction(tx, {
      adminId,
      action: 'support.assign',
      targetUserId: before.member_id,
      targetType: 'conversation',
      targetId: id,
      before: { assigned_admin_id: before.assigned_admin_id },
      after: { assigned_admin_id: assigneeId },
    });
    await publishSupportNotice(tx, { conversation_id: id, member_id: before.member_id });
  });
  return getConversation(db, id);
}

/**
 * POST /api/admin/support/conversations/:id/status: close, or reopen; audited as
 * 'support.close' or 'support.reopen'. Asking for the status it already has changes nothing.
 */
export async function setConversationStatus(
  db: Database,
  adminId: string,
  id: string,
  status: SupportConversationStatus,
): Promise<SupportConversationSummary> {
  await db.transaction(async (tx) => {
    const before = await lockConversation(tx, id);
    if (before.status === status) return;
    await tx
      .update(supportConversations)
      .set({ status, updated_at: sql`now()` })
      .where(eq(supportConversations.id, id));
    await recordAdminAction(tx, {
      adminId,
      action: status === 'closed' ? 'support.close' : 'support.reopen',
      targetUserId: before.member_id,
      targetType: 'conversation',
      targetId: id,
      before: { status: before.status },
      after: { status },
    });
    await publishSupportNotice(tx, { conversation_id: id, member_id: before.member_id });
  });
  return getConversation(db, id);
}
