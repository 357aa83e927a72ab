import { supportEndpoints } from '@manna/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupFakeApiSuite } from '@/testing/test-utils';
import {
  FakeEventSource,
  makeConversation,
  makeMessage,
  setupFakeEventSource,
  stubSupportApi,
} from '../testing/fake-support-api';
import { renderInbox } from '../testing/render-support-routes';

const ADMINS = [
  { id: 'admin-1', name: 'Overseer Titus' },
  { id: 'admin-2', name: 'Deacon Stephen' },
];

function conversations() {
  return [
    makeConversation({
      id: 'c-lydia',
      member_id: 'm-lydia',
      member_name: 'Lydia',
      messages: [
        makeMessage({
          conversation_id: 'c-lydia',
          body: 'Older question',
          created_at: '2026-11-20T08:00:00.000Z',
        }),
      ],
    }),
    makeConversation({
      id: 'c-aquila',
      member_id: 'm-aquila',
      member_name: 'Aquila',
      staff_unread: 2,
      messages: [
        makeMessage({
          conversation_id: 'c-aquila',
          body: 'First',
          created_at: '2026-11-21T08:00:00.000Z',
        }),
        makeMessage({
          conversation_id: 'c-aquila',
          body: 'Are you there?',
          created_at: '2026-11-21T08:01:00.000Z',
        }),
      ],
    }),
    makeConversation({
      id: 'c-closed',
      member_id: 'm-closed',
      member_name: 'Priscilla',
      status: 'closed',
      messages: [makeMessage({ conversation_id: 'c-closed', body: 'Solved' })],
    }),
  ];
}

describe('SupportInboxScreen', () => {
  setupFakeApiSuite();
  setupFakeEventSource();

  it('lists open conversations latest message first, with unread counts and the filters', async () => {
    stubSupportApi({ conversations: conversations(), admins: ADMINS });
    const { user, location } = renderInbox('/admin/chat');
    const list = await screen.findByRole('list', { name: 'Open conversations' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => within(row).getByText(/^(Aquila|Lydia)$/).textContent)).toEqual([
      'Aquila',
      'Lydia',
    ]);
    expect(within(rows[0] ?? list).getByText('Are you there?')).toBeInTheDocument();
    expect(within(rows[0] ?? list).getByText('2 unread')).toHaveClass('sr-only');
    expect(rows[0]).toHaveAttribute('href', '/admin/chat/c-aquila');

    const filters = screen.getByRole('navigation', { name: 'Conversation filters' });
    expect(await within(filters).findByRole('link', { name: 'Open (2)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(filters).getByRole('link', { name: 'Closed' }));
    const closed = await screen.findByRole('list', { name: 'Closed conversations' });
    expect(within(closed).getByRole('link', { name: /Priscilla/ })).toBeInTheDocument();
    expect(location().search).toBe('?filter=closed');
  });

  it('opens a conversation, marks it read and sends a reply', async () => {
    const { calls, conversations: stored } = stubSupportApi({
      conversations: conversations(),
      admins: ADMINS,
    });
    const { user } = renderInbox('/admin/chat');
    await user.click(await screen.findByRole('link', { name: /Aquila/ }));

    const pane = await screen.findByRole('article', { name: 'Aquila' });
    const log = within(pane).getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Are you there?')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls().some(
          (call) => call.url.pathname === '/api/admin/support/conversations/c-aquila/read',
        ),
      ).toBe(true),
    );

    await user.type(within(pane).getByLabelText('Reply'), 'Yes, here to help.{Enter}');
    expect(await within(log).findByText('Yes, here to help.')).toBeInTheDocument();
    expect(
      stored()
        .find((each) => each.id === 'c-aquila')
        ?.messages.at(-1),
    ).toMatchObject({
      from_staff: true,
      body: 'Yes, here to help.',
    });
  });

  it('assigns, closes and reopens the open conversation', async () => {
    const { conversations: stored } = stubSupportApi({
      conversations: conversations(),
      admins: ADMINS,
    });
    const { user } = renderInbox('/admin/chat/c-lydia');
    const pane = await screen.findByRole('article', { name: 'Lydia' });
    const assignee = within(pane).getByLabelText('Assigned to');
    await within(pane).findByRole('option', { name: 'Overseer Titus (me)' });

    await user.selectOptions(assignee, 'admin-2');
    await waitFor(() => expect(stored()[0]?.assigned_admin_id).toBe('admin-2'));
    await waitFor(() => expect(assignee).toHaveValue('admin-2'));
    await user.selectOptions(assignee, '');
    await waitFor(() => expect(stored()[0]?.assigned_admin_id).toBe(null));

    await user.click(within(pane).getByRole('button', { name: 'Close conversation' }));
    expect(
      await within(pane).findByRole('button', { name: 'Reopen conversation' }),
    ).toBeInTheDocument();
    expect(stored()[0]?.status).toBe('closed');
    await user.click(within(pane).getByRole('button', { name: 'Reopen conversation' }));
    expect(
      await within(pane).findByRole('button', { name: 'Close conversation' }),
    ).toBeInTheDocument();
  });

  it('shows a new conversation the moment the staff’s stream tells of it', async () => {
    const { conversations: stored } = stubSupportApi({ conversations: [], admins: ADMINS });
    renderInbox('/admin/chat');
    expect(await screen.findByText('No open conversations.')).toBeInTheDocument();

    stored().push(
      makeConversation({
        id: 'c-new',
        member_name: 'Phoebe',
        staff_unread: 1,
        messages: [makeMessage({ conversation_id: 'c-new', body: 'Hello?' })],
      }),
    );
    act(() =>
      FakeEventSource.emit(
        supportEndpoints.staffEvents.path,
        'support',
        JSON.stringify({ conversation_id: 'c-new' }),
      ),
    );
    const list = await screen.findByRole('list', { name: 'Open conversations' });
    expect(within(list).getByRole('link', { name: /Phoebe/ })).toBeInTheDocument();
  });
});
