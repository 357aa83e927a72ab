import type { AdminAuditEntry } from '@manna/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { SectionSpinner } from '@/components/ui/section-spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { getErrorMessage } from '@/lib/api-client';
import { formatDay } from '@/lib/format';
import { useRecentAdminActions } from '../api/get-audit-log';

interface ActionPhrase {
  /** Words before the link, after the admin's name. */
  lead: string;
  link: { text: string; to: string };
  tail?: string;
}

/** How the log reads an action: 'approved a testimony by Lydia', 'banned Lydia'. */
function phraseOf(entry: AdminAuditEntry): ActionPhrase {
  const member = entry.target_user_name ?? 'a former member';
  const memberPage = {
    text: member,
    to: paths.app.adminMember.getHref(entry.target_user_id ?? entry.target_id),
  };
  const byMember = entry.target_user_name ? ` by ${entry.target_user_name}` : '';
  const testimony = { text: 'a testimony', to: paths.app.adminTestimony.getHref(entry.target_id) };
  const subscription = {
    text: `${member}’s subscription`,
    to: paths.app.adminSubscription.getHref(entry.target_id),
  };
  const conversation = {
    text: `${member}’s support conversation`,
    to: paths.app.adminChat.getHref(),
  };
  switch (entry.action) {
    case 'testimony.approve':
      return { lead: 'approved', link: testimony, tail: byMember };
    case 'testimony.reject':
      return { lead: 'rejected', link: testimony, tail: byMember };
    case 'testimony.unpublish':
      return { lead: 'unpublished', link: testimony, tail: byMember };
    case 'settings.update':
      return {
        lead: 'changed',
        link: { text: 'the settings', to: paths.app.adminSettings.getHref() },
      };
    case 'payments.test-event':
      return {
        lead: 'sent',
        link: { text: 'a test payment event', to: paths.app.adminPaymentSetup.getHref() },
      };
    case 'subscription.cancel':
      return { lead: 'set', link: subscription, tail: ' to end at its period end' };
    case 'subscription.resume':
      return { lead: 'resumed', link: subscription };
    case 'support.assign':
      return { lead: 'assigned', link: conversation };
    case 'support.close':
      return { lead: 'closed', link: conversation };
    case 'support.reopen':
      return { lead: 'reopened', link: conversation };
    case 'member.role':
      return { lead: 'changed the role of', link: memberPage };
    case 'member.tokens':
      return { lead: 'adjusted the tokens of', link: memberPage };
    case 'member.ban':
      return { lead: 'banned', link: memberPage };
    case 'member.unban':
      return { lead: 'lifted the ban on', link: memberPage };
    case 'member.revoke-sessions':
      return { lead: 'signed out everywhere', link: memberPage };
    case 'member.delete':
      return { lead: 'deleted the account of', link: memberPage };
  }
}

/** The overview's 'Recent admin actions', from the audit log (docs/security.md#admins). */
export function RecentAdminActions() {
  const { data, error, isPending } = useRecentAdminActions();
  return (
    <section aria-labelledby="recent-actions-title" className="flex flex-col gap-3">
      <h2 id="recent-actions-title" className="font-serif text-xl font-semibold">
        Recent admin actions
      </h2>
      {isPending ? (
        <SectionSpinner label="Loading admin actions..." />
      ) : error ? (
        <Alert title="We couldn't load the admin actions">{getErrorMessage(error)}</Alert>
      ) : data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No admin actions yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-2xl border border-border bg-card">
          {data.items.map((entry) => (
            <AdminActionRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One audit log row as a sentence with a link to what it concerns, and its day. */
export function AdminActionRow({ entry }: { entry: AdminAuditEntry }) {
  const { data: user } = useUser();
  const { lead, link, tail } = phraseOf(entry);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-4 py-3 text-sm">
      <p>
        {entry.admin_name ?? 'A former admin'} {lead}{' '}
        <Link to={link.to} className="font-medium text-primary underline underline-offset-4">
          {link.text}
        </Link>
        {tail}
      </p>
      <time dateTime={entry.created_at} className="text-muted-foreground">
        {formatDay(entry.created_at, { timeZone: user?.time_zone })}
      </time>
    </li>
  );
}
