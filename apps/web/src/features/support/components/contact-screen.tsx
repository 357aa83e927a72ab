import { supportEndpoints } from '@manna/shared';
import { useEffect } from 'react';
import { PageHeader } from '@/components/layouts/page-header';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { reportFailure, useReportFailure } from '@/lib/report-failure';
import { useSupportConversation } from '../api/get-conversation';
import { useSupportMessages } from '../api/get-messages';
import { useMarkSupportRead } from '../api/mark-read';
import { useLoadedMessages } from '../api/message-pages';
import { supportQueryPrefix } from '../api/query-keys';
import { useSendSupportMessage } from '../api/send-message';
import { useSupportEvents } from '../hooks/use-support-events';
import {
  BACK_TO_SETTINGS,
  CONTACT_DESCRIPTION,
  CONTACT_TITLE,
  CONVERSATION_CLOSED,
  CONVERSATION_CLOSED_TEXT,
  FETCH_MESSAGES_FAILED,
  MESSAGE_LABEL,
  NO_MESSAGES_YET,
} from '../utils/support-messages';
import { Composer } from './composer';
import { MessageList } from './message-list';

/**
 * /settings/contact: the member's conversation with the staff (docs/product/support.md#contact-us).
 * Replies arrive live; opening the screen marks them read, which clears the badge.
 */
export function ContactScreen() {
  const { data: user } = useUser();
  const conversation = useSupportConversation();
  const messagesQuery = useSupportMessages();
  const messages = useLoadedMessages(messagesQuery.data);
  const send = useSendSupportMessage();
  const markRead = useMarkSupportRead();
  useSupportEvents(supportEndpoints.events.path, supportQueryPrefix);
  useReportFailure(messagesQuery, { context: FETCH_MESSAGES_FAILED });

  // Once per new unread reply: a failed attempt is not repeated until another reply comes.
  const unread = conversation.data?.conversation?.unread ?? 0;
  const latestId = messages.at(-1)?.id;
  const { mutate: markAsRead } = markRead;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new latest message is a trigger too
  useEffect(() => {
    if (unread > 0) markAsRead();
  }, [unread, latestId, markAsRead]);

  return (
    <div className="flex flex-col gap-6">
      <BackLink to={paths.app.settings.getHref()}>{BACK_TO_SETTINGS}</BackLink>
      <PageHeader title={CONTACT_TITLE} description={CONTACT_DESCRIPTION} />
      {conversation.data?.conversation?.status === 'closed' ? (
        <Alert variant="info" title={CONVERSATION_CLOSED}>
          {CONVERSATION_CLOSED_TEXT}
        </Alert>
      ) : null}
      <MessageList
        query={messagesQuery}
        messages={messages}
        viewer="member"
        timeZone={user?.time_zone}
        empty={NO_MESSAGES_YET}
      />
      <Composer
        label={MESSAGE_LABEL}
        pending={send.isPending}
        error={send.error}
        onSend={(body) =>
          send.mutateAsync(body).catch((error: unknown) => {
            reportFailure(error, { context: 'Failed to send a message to the staff' });
            throw error;
          })
        }
      />
    </div>
  );
}
