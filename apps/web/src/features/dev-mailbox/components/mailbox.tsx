import type { MailboxMessage } from '@manna/shared';
import { Inbox, Lock, MailX } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { RefreshButton } from '@/components/ui/refresh-button';
import { Spinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useMailbox } from '../api/get-mailbox';
import { linkify } from '../utils/linkify';

export const MAILBOX_DISABLED_MESSAGE =
  'The dev mailbox is turned off because this server is configured to send e-mail through SMTP. Messages go to real inboxes instead of appearing here.';

function MessageBody({ text }: { text: string }) {
  return (
    <div className="text-sm leading-relaxed break-words whitespace-pre-wrap">
      {linkify(text).map((part, index) =>
        part.type === 'link' ? (
          <a
            // Parts never reorder, so the index is a stable key here.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            href={part.value}
            className="rounded font-medium text-primary underline underline-offset-4 break-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {part.value}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={index}>{part.value}</span>
        ),
      )}
    </div>
  );
}

function Message({ message }: { message: MailboxMessage }) {
  const headingId = `message-${message.id}`;
  return (
    <Card className="overflow-hidden">
      <article aria-labelledby={headingId} className="flex flex-col gap-3 p-5">
        <header className="flex flex-col gap-1">
          <h2 id={headingId} className="font-serif text-lg font-semibold">
            {message.subject || '(no subject)'}
          </h2>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <div className="flex gap-1">
              <dt>To:</dt>
              <dd className="font-medium text-foreground break-all">{message.to}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="sr-only">Received</dt>
              <dd>
                <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
              </dd>
            </div>
          </dl>
        </header>
        <div className="rounded-xl bg-muted/70 p-4">
          <MessageBody text={message.text} />
        </div>
      </article>
    </Card>
  );
}

export function Mailbox() {
  const { data, error, isPending, isFetching, refetch } = useMailbox();

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-serif text-3xl font-semibold">Dev mailbox</h1>
          <p className="mt-1 text-muted-foreground">
            E-mails the app sent while no SMTP server is configured, newest first.
          </p>
        </div>
        <RefreshButton variant="outline" onRefresh={refetch} fetching={isFetching} />
      </div>

      {isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading messages..." showLabel />
        </div>
      ) : isApiError(error, 401) || isApiError(error, 403) ? (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <Lock aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-semibold">For administrators only</p>
          <p className="max-w-md text-sm text-muted-foreground">
            Captured e-mails hold sign-up and password-reset links, so only administrators may read
            them. Sign in with an administrator account to continue.
          </p>
          <TextLink to={paths.auth.login.getHref(paths.dev.mailbox.getHref())}>Sign in</TextLink>
        </Card>
      ) : error && !data ? (
        <Alert title="We couldn't load the mailbox">{getErrorMessage(error)}</Alert>
      ) : data && !data.enabled ? (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <MailX aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-semibold">The dev mailbox is off</p>
          <p className="max-w-md text-sm text-muted-foreground">{MAILBOX_DISABLED_MESSAGE}</p>
        </Card>
      ) : data && data.messages.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <Inbox aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-semibold">No e-mails yet</p>
          <p className="max-w-md text-sm text-muted-foreground">
            Messages the app sends, such as confirmation and password reset links, will appear here.
          </p>
        </Card>
      ) : data ? (
        <ul className="flex flex-col gap-4" aria-label="Messages">
          {data.messages.map((message) => (
            <li key={message.id}>
              <Message message={message} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
