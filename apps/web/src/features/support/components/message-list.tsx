import type { SupportMessage } from '@manna/shared';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStatus } from '@/components/ui/list-status';
import { LoadMore } from '@/components/ui/load-more';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import {
  FETCH_MESSAGES_FAILED,
  LOAD_EARLIER,
  LOADING_EARLIER,
  LOADING_MESSAGES,
  STAFF_NAME,
  YOU,
} from '../utils/support-messages';
import { MessageText } from './message-text';

/** The parts of a conversation's infinite query the list needs. */
interface MessagesQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

interface MessageListProps {
  query: MessagesQuery;
  /** Oldest first. */
  messages: SupportMessage[];
  /** Whose screen this is: their own messages sit on the right. */
  viewer: 'member' | 'staff';
  /** The member, as the staff see them named. */
  memberName?: string;
  timeZone: string | null | undefined;
  /** What the list says before the first message. */
  empty: string;
}

/**
 * A conversation, oldest message at the top, with 'Load earlier messages' above it. A log
 * region: screen readers announce new messages as they arrive. It keeps the latest message in
 * view when one arrives, but not when earlier ones load above.
 */
export function MessageList({
  query,
  messages,
  viewer,
  memberName,
  timeZone,
  empty,
}: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const latestId = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new latest message is the trigger
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [latestId]);

  const authorOf = (message: SupportMessage) => {
    const mine = message.from_staff === (viewer === 'staff');
    if (mine && viewer === 'member') return YOU;
    if (message.from_staff) return message.author_name ?? STAFF_NAME;
    return memberName ?? message.author_name ?? '';
  };

  // The list keeps the room of an empty conversation while it loads: a composer below it that
  // moved down as the messages came would take a tap meant for Send somewhere else
  // (docs/product/support.md#contact-us).
  return (
    <div className="min-h-64">
      <ListStatus
        query={query}
        loaded={messages.length > 0}
        loadingLabel={LOADING_MESSAGES}
        errorTitle={FETCH_MESSAGES_FAILED}
      >
        <div className="flex flex-col gap-3">
          <LoadMore
            query={query}
            label={LOAD_EARLIER}
            loadingLabel={LOADING_EARLIER}
            errorTitle={FETCH_MESSAGES_FAILED}
          />
          <div
            ref={scroller}
            role="log"
            aria-label="Messages"
            className="max-h-[60vh] overflow-y-auto rounded-2xl border border-border bg-muted/30 p-3 sm:p-4"
          >
            {messages.length === 0 ? (
              <EmptyState icon={MessagesSquare} title="No messages">
                {empty}
              </EmptyState>
            ) : (
              <ol className="flex flex-col gap-3">
                {messages.map((message) => {
                  const mine = message.from_staff === (viewer === 'staff');
                  return (
                    <li
                      key={message.id}
                      className={cn('flex', mine ? 'justify-end' : 'justify-start')}
                    >
                      <article
                        aria-label={`${authorOf(message)}, ${formatDateTime(message.created_at, { timeZone })}`}
                        className={cn(
                          'flex max-w-[85%] flex-col gap-1 rounded-2xl px-3.5 py-2.5 shadow-xs',
                          mine
                            ? 'bg-primary text-primary-foreground'
                            : 'border border-border bg-card',
                        )}
                      >
                        <p
                          className={cn(
                            'text-xs font-semibold',
                            mine ? 'text-primary-foreground/85' : 'text-muted-foreground',
                          )}
                        >
                          {authorOf(message)} ·{' '}
                          <time dateTime={message.created_at}>
                            {formatDateTime(message.created_at, { timeZone })}
                          </time>
                        </p>
                        <MessageText text={message.body} />
                      </article>
                    </li>
                  );
                })}
              </ol>
            )}
          </div>
        </div>
      </ListStatus>
    </div>
  );
}
