import {
  supportEndpoints as endpoints,
  SUPPORT_ADMIN_NOT_FOUND,
  SUPPORT_CONVERSATION_NOT_FOUND,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_MESSAGE_NOT_FOUND,
  SUPPORT_MESSAGE_REQUIRED,
  SUPPORT_MESSAGE_TOO_LONG,
} from '@manna/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema';
import { ADMIN_ONLY_MESSAGE } from '../../lib/middlewares';
import { memberClient, readAs } from '../../testing/member-client';
import { expectError } from '../../testing/responses';
import { type TestMember, UNKNOWN_ID, useTestApp } from '../../testing/test-app';

// Support conversations (docs/product/support.md): one per member with the staff. Each file has
// its own database, so the conversations below are this file's alone.
describe('support conversations', () => {
  const t = useTestApp();
  const read = readAs(t);
  let admin: TestMember;
  let otherAdmin: TestMember;

  beforeAll(async () => {
    [admin, otherAdmin] = await Promise.all([
      t.signUpAdmin({ name: 'Overseer Titus' }),
      t.signUpAdmin({ name: 'Deacon Stephen' }),
    ]);
  });

  const write = (member: TestMember, body: string) =>
    read(member, endpoints.send, { body: { body }, status: 201 });
  const replyTo = (conversationId: string, body: string, as = admin) =>
    read(as, endpoints.reply, { params: { id: conversationId }, body: { body }, status: 201 });
  const auditRowsOf = (id: string) =>
    t.db.select().from(adminAuditLog).where(eq(adminAuditLog.target_id, id));

  it('starts a member’s conversation with their first message, trimmed, and keeps one', async () => {
    const member = await t.signUp({ name: 'Lydia' });
    expect(await read(member, endpoints.conversation)).toEqual({ conversation: null });
    expect(await read(member, endpoints.unread)).toEqual({ unread: 0, has_conversation: false });
    expect(await read(member, endpoints.messages)).toEqual({ items: [], earlier: null });

    const { message: first } = await write(member, '  Where are my bookmarks?  ');
    expect(first).toMatchObject({
      body: 'Where are my bookmarks?',
      from_staff: false,
      author_name: 'Lydia',
    });
    const { message: second } = await write(member, 'Found them, thank you.');
    expect(second.conversation_id).toBe(first.conversation_id);

    const { conversation } = await read(member, endpoints.conversation);
    expect(conversation).toMatchObject({ id: first.conversation_id, status: 'open', unread: 0 });
    expect(await read(member, endpoints.unread)).toEqual({ unread: 0, has_conversation: true });
  });

  it('takes plain text of 1 to 4,000 characters', async () => {
    const member = await t.signUp();
    const client = memberClient(t, member);
    for (const body of ['', '   \n ']) {
      await expectError(
        await client.call(endpoints.send, { body: { body } }),
        400,
        SUPPORT_MESSAGE_REQUIRED,
      );
    }
    await expectError(
      await client.call(endpoints.send, {
        body: { body: 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1) },
      }),
      400,
      SUPPORT_MESSAGE_TOO_LONG,
    );
    const longest = 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH);
    expect((await write(member, longest)).message.body).toBe(longest);
    // Markup is text like any other: the screens show it, never run it.
    const markup = '<img src=x onerror=alert(1)> https://example.org';
    expect((await write(member, markup)).message.body).toBe(markup);
  });

  it('shows a member only their own conversation, and refuses them the staff’s routes', async () => {
    const lydia = await t.signUp();
    const priscilla = await t.signUp();
    const { message } = await write(lydia, 'A private question for the staff.');

    expect(await read(priscilla, endpoints.conversation)).toEqual({ conversation: null });
    expect(await read(priscilla, endpoints.messages)).toEqual({ items: [], earlier: null });
    // A message of another's conversation, named as a place to page from, does not exist.
    const priscillaClient = memberClient(t, priscilla);
    const pageFrom = (before: string) =>
      priscillaClient.call(endpoints.messages, { query: { before } });
    await expectError(await pageFrom(message.id), 404, SUPPORT_MESSAGE_NOT_FOUND);
    await write(priscilla, 'My own question.');
    await expectError(await pageFrom(message.id), 404, SUPPORT_MESSAGE_NOT_FOUND);

    const id = message.conversation_id;
    for (const response of [
      await priscillaClient.call(endpoints.staffConversation, { params: { id } }),
      await priscillaClient.call(endpoints.staffMessages, { params: { id } }),
      await priscillaClient.call(endpoints.reply, { params: { id }, body: { body: 'Hi' } }),
      await priscillaClient.call(endpoints.staffMarkRead, { params: { id } }),
      await priscillaClient.call(endpoints.setStatus, {
        params: { id },
        body: { status: 'closed' },
      }),
      await priscillaClient.call(endpoints.inbox),
      await priscillaClient.call(endpoints.staffEvents),
    ]) {
      await expectError(response, 403, ADMIN_ONLY_MESSAGE);
    }
    const visitor = memberClient(t);
    expect((await visitor.call(endpoints.messages)).status).toBe(401);
    expect((await visitor.call(endpoints.events)).status).toBe(401);

    // An admin reads it: the member wrote it to the staff.
    const answer = await read(admin, endpoints.staffMessages, { params: { id } });
    expect(answer.items.map((item) => item.body)).toEqual(['A private question for the staff.']);
    for (const unknown of [UNKNOWN_ID, 'not-a-uuid']) {
      await expectError(
        await memberClient(t, admin).call(endpoints.staffMessages, { params: { id: unknown } }),
        404,
        SUPPORT_CONVERSATION_NOT_FOUND,
      );
    }
  });

  it('pages the history newest page first, each page oldest first, on the server', async () => {
    const member = await t.signUp();
    const bodies = ['one', 'two', 'three', 'four', 'five'];
    let conversationId = '';
    for (const body of bodies) {
      conversationId = (await write(member, body)).message.conversation_id;
    }
    const latest = await read(member, endpoints.messages, { query: { limit: 2 } });
    expect(latest.items.map((item) => item.body)).toEqual(['four', 'five']);
    expect(latest.earlier).toBe(latest.items[0]?.id);
    const middle = await read(member, endpoints.messages, {
      query: { limit: 2, before: latest.earlier ?? '' },
    });
    expect(middle.items.map((item) => item.body)).toEqual(['two', 'three']);
    const first = await read(member, endpoints.messages, {
      query: { limit: 2, before: middle.earlier ?? '' },
    });
    expect(first).toMatchObject({ items: [{ body: 'one' }], earlier: null });

    const staffPage = await read(admin, endpoints.staffMessages, {
      params: { id: conversationId },
      query: { limit: 3 },
    });
    expect(staffPage.items.map((item) => item.body)).toEqual(['three', 'four', 'five']);
  });

  it('counts what each side has not read, until it marks the conversation read', async () => {
    const member = await t.signUp({ name: 'Aquila' });
    const { message } = await write(member, 'Is there a plan for Lent?');
    const id = message.conversation_id;
    await write(member, 'Forty days would suit me.');

    const unreadInInbox = async () =>
      (await read(admin, endpoints.inbox, { query: { limit: 100 } })).items.find(
        (item) => item.id === id,
      )?.unread;
    expect(await unreadInInbox()).toBe(2);
    const counts = await read(admin, endpoints.inboxCounts);
    expect(counts.unread).toBeGreaterThanOrEqual(1);

    const { message: answer } = await replyTo(id, 'Yes: open Plans and choose Lent.');
    expect(answer).toMatchObject({ from_staff: true, author_name: 'Overseer Titus' });
    // Replying is reading what came before.
    expect(await unreadInInbox()).toBe(0);
    expect(await read(member, endpoints.unread)).toEqual({ unread: 1, has_conversation: true });
    expect((await read(member, endpoints.conversation)).conversation?.unread).toBe(1);

    expect((await memberClient(t, member).call(endpoints.markRead)).status).toBe(204);
    expect(await read(member, endpoints.unread)).toEqual({ unread: 0, has_conversation: true });

    await write(member, 'Thank you!');
    expect(await unreadInInbox()).toBe(1);
    const marked = await memberClient(t, admin).call(endpoints.staffMarkRead, { params: { id } });
    expect(marked.status).toBe(204);
    expect(await unreadInInbox()).toBe(0);

    const { conversation } = await read(admin, endpoints.staffConversation, { params: { id } });
    expect(conversation).toMatchObject({
      member_name: 'Aquila',
      status: 'open',
      last_message: { snippet: 'Thank you!', from_staff: false },
      unread: 0,
    });
  });

  it('closes and reopens with an audit row each, and a member’s new message reopens it', async () => {
    const member = await t.signUp();
    const id = (await write(member, 'My streak reset.')).message.conversation_id;

    const closed = await read(admin, endpoints.setStatus, {
      params: { id },
      body: { status: 'closed' },
    });
    expect(closed.conversation.status).toBe('closed');
    // Closing a closed conversation changes nothing and records nothing.
    await read(admin, endpoints.setStatus, { params: { id }, body: { status: 'closed' } });
    await replyTo(id, 'A staff reply leaves it closed.');
    expect((await read(member, endpoints.conversation)).conversation?.status).toBe('closed');

    await write(member, 'It happened again.');
    expect((await read(member, endpoints.conversation)).conversation?.status).toBe('open');

    await read(admin, endpoints.setStatus, { params: { id }, body: { status: 'closed' } });
    await read(admin, endpoints.setStatus, { params: { id }, body: { status: 'open' } });

    const rows = await auditRowsOf(id);
    expect(
      rows
        .sort((a, b) => a.created_at.getTime() - b.created_at.getTime())
        .map((row) => [row.action, row.target_type, row.target_user_id, row.before, row.after]),
    ).toEqual([
      ['support.close', 'conversation', member.id, { status: 'open' }, { status: 'closed' }],
      ['support.close', 'conversation', member.id, { status: 'open' }, { status: 'closed' }],
      ['support.reopen', 'conversation', member.id, { status: 'closed' }, { status: 'open' }],
    ]);
  });

  it('assigns to the admin asking, to another admin or to nobody, audited; never to a member', async () => {
    const member = await t.signUp();
    const id = (await write(member, 'Who can help me?')).message.conversation_id;
    const assign = (adminId: string | null) =>
      read(admin, endpoints.assign, { params: { id }, body: { admin_id: adminId } });

    expect((await assign(admin.id)).conversation).toMatchObject({
      assigned_admin_id: admin.id,
      assigned_admin_name: 'Overseer Titus',
    });
    expect((await assign(otherAdmin.id)).conversation.assigned_admin_name).toBe('Deacon Stephen');
    expect((await assign(null)).conversation.assigned_admin_id).toBe(null);
    for (const notAnAdmin of [member.id, 'nobody']) {
      await expectError(
        await memberClient(t, admin).call(endpoints.assign, {
          params: { id },
          body: { admin_id: notAnAdmin },
        }),
        400,
        SUPPORT_ADMIN_NOT_FOUND,
      );
    }
    const rows = await auditRowsOf(id);
    expect(
      rows
        .sort((a, b) => a.created_at.getTime() - b.created_at.getTime())
        .map((row) => [row.action, row.admin_id, row.before, row.after]),
    ).toEqual([
      ['support.assign', admin.id, { assigned_admin_id: null }, { assigned_admin_id: admin.id }],
      [
        'support.assign',
        admin.id,
        { assigned_admin_id: admin.id },
        { assigned_admin_id: otherAdmin.id },
      ],
      [
        'support.assign',
        admin.id,
        { assigned_admin_id: otherAdmin.id },
        { assigned_admin_id: null },
      ],
    ]);
    const { admins } = await read(admin, endpoints.staff);
    expect(admins.map((each) => each.id)).toEqual(
      expect.arrayContaining([admin.id, otherAdmin.id]),
    );
    expect(admins.map((each) => each.id)).not.toContain(member.id);
  });

  it('lists conversations latest message first, filtered and paged on the server', async () => {
    const [mine, unassigned, closed] = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
    const mineId = (await write(mine, 'Assigned to Titus.')).message.conversation_id;
    const unassignedId = (await write(unassigned, 'Nobody has this yet.')).message.conversation_id;
    const closedId = (await write(closed, 'Solved already.')).message.conversation_id;
    await read(admin, endpoints.assign, { params: { id: mineId }, body: { admin_id: admin.id } });
    await read(admin, endpoints.setStatus, {
      params: { id: closedId },
      body: { status: 'closed' },
    });

    const ids = async (filter?: 'open' | 'closed' | 'mine' | 'unassigned') =>
      (await read(admin, endpoints.inbox, { query: { filter, limit: 100 } })).items.map(
        (item) => item.id,
      );
    const all = await ids();
    expect(all.indexOf(closedId)).toBeLessThan(all.indexOf(unassignedId));
    expect(all.indexOf(unassignedId)).toBeLessThan(all.indexOf(mineId));
    expect(await ids('mine')).toContain(mineId);
    expect(await ids('mine')).not.toContain(unassignedId);
    expect(await ids('unassigned')).toContain(unassignedId);
    expect(await ids('unassigned')).not.toContain(mineId);
    expect(await ids('closed')).toEqual(expect.arrayContaining([closedId]));
    expect(await ids('open')).not.toContain(closedId);
    // Assigned to someone else, it is not 'mine' for another admin.
    expect(
      (await read(otherAdmin, endpoints.inbox, { query: { filter: 'mine' } })).items.map(
        (item) => item.id,
      ),
    ).not.toContain(mineId);

    const firstPage = await read(admin, endpoints.inbox, { query: { limit: 1 } });
    expect(firstPage).toMatchObject({ items: [{ id: all[0] }], next_offset: 1 });
    expect(firstPage.total).toBe(all.length);
    const secondPage = await read(admin, endpoints.inbox, { query: { limit: 1, offset: 1 } });
    expect(secondPage.items.map((item) => item.id)).toEqual([all[1]]);
  });
});
