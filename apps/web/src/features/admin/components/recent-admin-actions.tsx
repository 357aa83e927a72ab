import type { AdminAction, AdminAuditEntry } from '@manna/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { SectionSpinner } from '@/components/ui/section-spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import { getErrorMessage } from '@/lib/api-client';
import { formatDay } from '@/lib/format';
import { useRecentAdminActions } from '../api/get-audit-log';

/** What each action did, as a verb before its target. */
const ACTION_VERBS: Record<AdminAction, string> = {
  'testimony.approve': 'approved',
  'testimony.reject': 'rejected',
  'testimony.unpublish': 'unpublished',
};

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
            <ActionRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ActionRow({ entry }: { entry: AdminAuditEntry }) {
  const { data: user } = useUser();
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-4 py-3 text-sm">
      <p>
        {entry.admin_name ?? 'A former admin'} {ACTION_VERBS[entry.action]}{' '}
        <Link
          to={paths.app.adminTestimony.getHref(entry.target_id)}
          className="font-medium text-primary underline underline-offset-4"
        >
          a testimony
        </Link>
        {entry.target_user_name ? ` by ${entry.target_user_name}` : ''}
      </p>
      <time dateTime={entry.created_at} className="text-muted-foreground">
        {formatDay(entry.created_at, { timeZone: user?.time_zone })}
      </time>
    </li>
  );
}
