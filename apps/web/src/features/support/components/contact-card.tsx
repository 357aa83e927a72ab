import { MessageCircleQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSupportUnread } from '../api/get-unread';
import { CONTACT_CARD_TEXT, CONTACT_TITLE } from '../utils/support-messages';
import { newRepliesLabel, UnreadCount } from './unread-count';

/** 'Contact us' on the settings screen: the way to the member's conversation with the staff. */
export function ContactCard() {
  const unread = useSupportUnread().data?.unread ?? 0;
  return (
    <Link
      to={paths.app.contact.getHref()}
      className="flex items-center gap-4 rounded-2xl border border-border bg-card p-4 shadow-xs transition-colors hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <MessageCircleQuestion aria-hidden="true" className="size-6 shrink-0 text-primary" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold">{CONTACT_TITLE}</span>
        <span className="text-sm text-muted-foreground">{CONTACT_CARD_TEXT}</span>
      </span>
      {unread > 0 ? <UnreadCount count={unread} label={newRepliesLabel(unread)} /> : null}
    </Link>
  );
}
