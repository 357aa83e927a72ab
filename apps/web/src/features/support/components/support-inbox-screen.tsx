import {
  SUPPORT_CONVERSATION_FILTERS,
  type SupportConversationSummary,
  supportEndpoints,
} from '@manna/shared';
import { Inbox } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState } from '@/components/ui/empty-state';
import { LinkTabs } from '@/components/ui/link-tabs';
import { ListStatus } from '@/components/ui/list-status';
import { LoadMore } from '@/components/ui/load-more';
import { paths, type SupportInboxFilter } from '@/config/paths';
import { useUser } from '@/features/auth';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { usePagedItems } from '@/lib/paged-query';
import { useReportFailure } from '@/lib/report-failure';
import { useInbox } from '../api/get-inbox';
import { useInboxCounts } from '../api/get-inbox-counts';
import { staffSupportQueryPrefix } from '../api/query-keys';
import { useSupportEvents } from '../hooks/use-support-events';
import {
  BACK_TO_ADMIN,
  CONVERSATIONS_LABEL,
  EMPTY_INBOX,
  FETCH_CONVERSATIONS_FAILED,
  FILTER_LABELS,
  LOAD_MORE_CONVERSATIONS,
  LOADING_CONVERSATIONS,
  NO_CONVERSATION_OPEN,
  STATUS_LABELS,
  SUPPORT_DESCRIPTION,
  SUPPORT_TITLE,
  unreadLabel,
} from '../utils/support-messages';
import { StaffConversation } from './staff-conversation';
import { UnreadCount } from './unread-count';

/** The filters as tabs, in this order; 'open' is the default. */
const FILTERS: readonly SupportInboxFilter[] = ['open', 'unassigned', 'mine', 'closed', 'all'];

const isFilter = (value: string | null): value is SupportInboxFilter =>
  value === 'all' || SUPPORT_CONVERSATION_FILTERS.some((filter) => filter === value);

/**
 * /admin/chat (docs/product/support.md#the-staffs-inbox): the conversations, latest message
 * first and paged by the server, filtered in ?filter=; /admin/chat/:id opens one beside them.
 * Everything on it follows the staff's live stream.
 */
export function SupportInboxScreen({ conversationId }: { conversationId?: string | undefined }) {
  const requested = useSearchParams()[0].get('filter');
  const filter = isFilter(requested) ? requested : 'open';
  const counts = useInboxCounts().data;
  useSupportEvents(supportEndpoints.staffEvents.path, staffSupportQueryPrefix);

  const labelOf = (tab: SupportInboxFilter) =>
    tab === 'open' && counts ? `${FILTER_LABELS.open} (${counts.open})` : FILTER_LABELS[tab];
  const hrefOf = (tab: SupportInboxFilter) =>
    conversationId
      ? paths.app.adminChatConversation.getHref(conversationId, tab)
      : paths.app.adminChat.getHref(tab);

  return (
    <div data-wide-page className="flex flex-col gap-6">
      <BackLink to={paths.app.admin.getHref()}>{BACK_TO_ADMIN}</BackLink>
      <PageHeader title={SUPPORT_TITLE} description={SUPPORT_DESCRIPTION} />
      <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <section aria-label={CONVERSATIONS_LABEL} className="flex min-w-0 flex-col gap-4">
          <LinkTabs
            label="Conversation filters"
            tabs={FILTERS}
            current={filter}
            labelOf={labelOf}
            hrefOf={hrefOf}
            preventScrollReset
          />
          <ConversationList key={filter} filter={filter} openId={conversationId} />
        </section>
        <section aria-label="Open conversation" className="min-w-0">
          {conversationId ? (
            <StaffConversation key={conversationId} id={conversationId} />
          ) : (
            <p className="rounded-2xl border border-dashed border-border p-6 text-center text-muted-foreground">
              {NO_CONVERSATION_OPEN}
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

function ConversationList({
  filter,
  openId,
}: {
  filter: SupportInboxFilter;
  openId: string | undefined;
}) {
  const query = useInbox(filter);
  const conversations = usePagedItems(query.data);
  const { data: user } = useUser();
  useReportFailure(query, { context: FETCH_CONVERSATIONS_FAILED });
  return (
    <ListStatus
      query={query}
      loaded={conversations.length > 0}
      loadingLabel={LOADING_CONVERSATIONS}
      errorTitle={FETCH_CONVERSATIONS_FAILED}
    >
      {conversations.length === 0 ? (
        <EmptyState icon={Inbox} title={FILTER_LABELS[filter]}>
          {EMPTY_INBOX[filter]}
        </EmptyState>
      ) : (
        <ul aria-label={`${FILTER_LABELS[filter]} conversations`} className="flex flex-col gap-2">
          {conversations.map((conversation) => (
            <ConversationRow
              key={conversation.id}
              conversation={conversation}
              href={paths.app.adminChatConversation.getHref(conversation.id, filter)}
              open={conversation.id === openId}
              timeZone={user?.time_zone}
            />
          ))}
        </ul>
      )}
      <LoadMore
        query={query}
        label={LOAD_MORE_CONVERSATIONS}
        loadingLabel={LOADING_CONVERSATIONS}
        errorTitle={FETCH_CONVERSATIONS_FAILED}
      />
    </ListStatus>
  );
}

function ConversationRow({
  conversation,
  href,
  open,
  timeZone,
}: {
  conversation: SupportConversationSummary;
  href: string;
  open: boolean;
  timeZone: string | null | undefined;
}) {
  const { member_name, last_message, last_message_at, unread, status, assigned_admin_name } =
    conversation;
  return (
    <li>
      <Link
        to={href}
        preventScrollReset
        aria-current={open ? 'page' : undefined}
        className={cn(
          'flex flex-col gap-1 rounded-2xl border border-border bg-card p-3 shadow-xs transition-colors',
          'hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          open && 'border-primary ring-1 ring-primary',
        )}
      >
        <span className="flex items-center justify-between gap-2">
          <span className={cn('truncate', unread > 0 ? 'font-semibold' : 'font-medium')}>
            {member_name}
          </span>
          {unread > 0 ? <UnreadCount count={unread} label={unreadLabel(unread)} /> : null}
        </span>
        {last_message ? (
          <span className="line-clamp-2 text-sm text-muted-foreground">
            {last_message.from_staff ? 'Staff: ' : ''}
            {last_message.snippet}
          </span>
        ) : null}
        <span className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
          <span>{STATUS_LABELS[status]}</span>
          {assigned_admin_name ? <span>· {assigned_admin_name}</span> : null}
          {last_message_at ? (
            <time dateTime={last_message_at}>
              · {formatDateTime(last_message_at, { timeZone })}
            </time>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
