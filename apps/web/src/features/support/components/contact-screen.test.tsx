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
import { renderContactScreen } from '../testing/render-support-routes';

const log = () => screen.findByRole('log', { name: 'Messages' });
describe('ContactScreen', () => {
  setupFakeApiSuite();
  setupFakeEventSource();

  it('starts a conversation: Enter sends, Shift+Enter starts a new line', async () => {
    const { calls } = stubSupportApi();
    const { user } = renderContactScreen();
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();

    const box = screen.getByLabelText('Message');
    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}there');
    expect(box).toHaveValue('Hello\nthere');
    await user.keyboard('{Enter}');

    const region = await log();
    expect(await within(region).findByText(/Hello\s+there/)).toBeInTheDocument();
    expect(box).toHaveValue('');
    const sent = calls().filter((call) => call.method === 'POST');
    expect(sent.map((call) => [call.url.pathname, call.body])).toEqual([
      ['/api/support/messages', { body: 'Hello\nthere' }],
    ]);
  });

  it('shows the newest page first, oldest message at the top, with Load earlier above', async () => {
    const messages = [1, 2, 3].map((n) => makeMessage({ body: `Note ${n}` }));
    stubSupportApi({ conversations: [makeConversation({ messages })], pageSize: 2 });
    const { user } = renderContactScreen();
    const region = await log();
    expect(await within(region).findByText('Note 2')).toBeInTheDocument();
    expect(within(region).getByText('Note 3')).toBeInTheDocument();
    expect(within(region).queryByText('Note 1')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(await within(region).findByText('Note 1')).toBeInTheDocument();
    const texts = within(region)
      .getAllByRole('article')
      .map((article) => article.textContent);
    expect(texts.map((text) => text?.match(/Note \d/)?.[0])).toEqual([
      'Note 1',
      'Note 2',
      'Note 3',
    ]);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('shows markup as typed and makes web addresses safe links', async () => {
    const messages = [
      makeMessage({
        from_staff: true,
        author_name: 'Overseer Titus',
        body: 'See https://example.org/help <b>now</b>',
      }),
    ];
    stubSupportApi({ conversations: [makeConversation({ messages })] });
    renderContactScreen();
    const region = await log();
    const link = await within(region).findByRole('link', { name: 'https://example.org/help' });
    expect(link).toHaveAttribute('href', 'https://example.org/help');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(region).getByText(/<b>now<\/b>/)).toBeInTheDocument();
    expect(region.querySelector('b')).toBeNull();
    expect(within(region).getByRole('article', { name: /^Overseer Titus,/ })).toBeInTheDocument();
  });

  it('marks the staff’s replies read, and shows a reply the moment the stream tells of it', async () => {
    const conversation = makeConversation({
      messages: [
        makeMessage({ body: 'Question' }),
        makeMessage({ from_staff: true, body: 'Answer' }),
      ],
      member_unread: 1,
    });
    const { calls } = stubSupportApi({ conversations: [conversation] });
    renderContactScreen();
    const region = await log();
    expect(await within(region).findByText('Answer')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls().some((call) => call.url.pathname === '/api/support/read')).toBe(true),
    );
    await waitFor(() => expect(screen.getByTestId('badge')).toBeEmptyDOMElement());

    // The staff reply on another server: the stream says so, and the screen refetches.
    conversation.messages.push(makeMessage({ from_staff: true, body: 'One more thing' }));
    conversation.member_unread = 1;
    act(() => FakeEventSource.emit(supportEndpoints.events.path, 'support'));
    expect(await within(region).findByText('One more thing')).toBeInTheDocument();
    expect(FakeEventSource.open).toHaveLength(1);
  });

  it('shows a count on the badge while a reply is unread', async () => {
    stubSupportApi({
      conversations: [
        makeConversation({
          messages: [makeMessage({ from_staff: true, body: 'Hello' })],
          member_unread: 2,
        }),
      ],
      override: ({ url }) =>
        url.pathname === '/api/support/read' ? new Response(null, { status: 500 }) : undefined,
    });
    renderContactScreen();
    expect(
      await within(screen.getByTestId('badge')).findByText('2 new replies from the staff'),
    ).toBeInTheDocument();
  });
});
