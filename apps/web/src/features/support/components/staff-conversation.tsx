import type { SupportConversationSummary } from '@manna/shared';
import { useEffect, useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SectionSpinner } from '@/components/ui/section-spinner';
import { Select } from '@/components/ui/select';
import { useUser } from '@/features/auth';
import { getErrorMessage } from '@/lib/api-client';
import { reportFailure, useReportFailure } from '@/lib/report-failure';
import { useAssignConversation } from '../api/assign-conversation';
import { useStaffConversation } from '../api/get-staff-conversation';
import { useStaffMessages } from '../api/get-staff-messages';
import { useSupportStaff } from '../api/get-support-staff';
import { useLoadedMessages } from '../api/message-pages';
import { useReply } from '../api/reply';
import { useSetConversationStatus } from '../api/set-conversation-status';
import { useStaffMarkRead } from '../api/staff-mark-read';
import {
  ACTION_FAILED,
  ASSIGNED_TO_LABEL,
  CLOSE_CONVERSATION,
  FETCH_CONVERSATION_FAILED,
  FETCH_MESSAGES_FAILED,
  LOADING_MESSAGES,
  NOBODY,
  REOPEN_CONVERSATION,
  REPLY_LABEL,
  STATUS_LABELS,
} from '../utils/support-messages';
import { Composer } from './composer';
import { MessageList } from './message-list';

/**
 * One conversation as the staff work on it: its messages, the reply box, who it is assigned to
 * and whether it is open. Opening it marks the member's messages read, as does each new one that
 * arrives while it is open.
 */
export function StaffConversation({ id }: { id: string }) {
  const conversationQuery = useStaffConversation(id);
  const messagesQuery = useStaffMessages(id);
  const messages = useLoadedMessages(messagesQuery.data);
  const reply = useReply();
  const { mutate: markRead } = useStaffMarkRead();
  const { data: user } = useUser();
  useReportFailure(conversationQuery, { context: FETCH_CONVERSATION_FAILED });
  useReportFailure(messagesQuery, { context: FETCH_MESSAGES_FAILED });

  const conversation = conversationQuery.data?.conversation;
  // Once per new unread message: a failed attempt is not repeated until another one comes.
  const unread = conversation?.unread ?? 0;
  const latestId = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new latest message is a trigger too
  useEffect(() => {
    if (unread > 0) markRead(id);
  }, [unread, latestId, markRead, id]);

  if (conversationQuery.isPending) return <SectionSpinner label={LOADING_MESSAGES} />;
  if (!conversation) {
    return (
      <RetryAlert
        title={FETCH_CONVERSATION_FAILED}
        error={conversationQuery.error}
        onRetry={() => void conversationQuery.refetch()}
        retrying={conversationQuery.isFetching}
      />
    );
  }

  return (
    <article aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <header className="flex flex-col gap-3">
        <h2 id={`${id}-title`} className="font-serif text-2xl font-semibold">
          {conversation.member_name}
        </h2>
        <ConversationActions conversation={conversation} myId={user?.id} />
      </header>
      <MessageList
        query={messagesQuery}
        messages={messages}
        viewer="staff"
        memberName={conversation.member_name}
        timeZone={user?.time_zone}
        empty="No messages yet."
      />
      <Composer
        label={REPLY_LABEL}
        pending={reply.isPending}
        error={reply.error}
        onSend={(body) =>
          reply.mutateAsync({ id, body }).catch((error: unknown) => {
            reportFailure(error, { context: 'Failed to reply to a member', details: { id } });
            throw error;
          })
        }
      />
    </article>
  );
}

/** Assign (to me, to another admin, to nobody) and close or reopen; each audited by the server. */
function ConversationActions({
  conversation,
  myId,
}: {
  conversation: SupportConversationSummary;
  myId: string | undefined;
}) {
  const selectId = useId();
  const staff = useSupportStaff().data?.admins ?? [];
  const assign = useAssignConversation();
  const setStatus = useSetConversationStatus();
  const failure = assign.error ?? setStatus.error;
  const busy = assign.isPending || setStatus.isPending;
  const report = (error: unknown) =>
    reportFailure(error, { context: ACTION_FAILED, details: { id: conversation.id } });

  // The assignee stays listed even if they are no longer an admin, so the select tells the truth.
  const assignee = conversation.assigned_admin_id;
  const options = [
    ...staff,
    ...(assignee && !staff.some((admin) => admin.id === assignee)
      ? [{ id: assignee, name: conversation.assigned_admin_name ?? assignee }]
      : []),
  ];
  const closed = conversation.status === 'closed';

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <p className="text-sm">
          <span className="text-muted-foreground">Status: </span>
          <span className="font-semibold">{STATUS_LABELS[conversation.status]}</span>
        </p>
        <div className="flex min-w-48 flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-medium">
            {ASSIGNED_TO_LABEL}
          </label>
          <Select
            id={selectId}
            density="compact"
            value={assignee ?? ''}
            disabled={busy}
            onChange={(event) =>
              assign.mutate(
                { id: conversation.id, adminId: event.target.value || null },
                { onError: report },
              )
            }
          >
            <option value="">{NOBODY}</option>
            {options.map((admin) => (
              <option key={admin.id} value={admin.id}>
                {admin.id === myId ? `${admin.name} (me)` : admin.name}
              </option>
            ))}
          </Select>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() =>
            setStatus.mutate(
              { id: conversation.id, status: closed ? 'open' : 'closed' },
              { onError: report },
            )
          }
        >
          {closed ? REOPEN_CONVERSATION : CLOSE_CONVERSATION}
        </Button>
      </div>
      {failure ? <Alert title={ACTION_FAILED}>{getErrorMessage(failure)}</Alert> : null}
    </div>
  );
}
