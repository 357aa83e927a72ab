import { supportEndpoints } from '@manna/shared';
import { useInboxCounts } from '../api/get-inbox-counts';
import { staffSupportQueryPrefix } from '../api/query-keys';
import { useSupportEvents } from '../hooks/use-support-events';

/**
 * Beside 'Support' in the admin navigation: how many conversations are open, and how many hold
 * messages no admin has read, kept live (docs/product/support.md#the-staffs-inbox).
 */
export function SupportNavCount() {
  const counts = useInboxCounts().data;
  useSupportEvents(supportEndpoints.staffEvents.path, staffSupportQueryPrefix);
  if (!counts || (counts.open === 0 && counts.unread === 0)) return null;
  return (
    <span className="flex items-center gap-1 text-xs">
      <span className="rounded-full bg-card px-1.5 py-0.5 text-muted-foreground">
        {counts.open} open
      </span>
      {counts.unread > 0 ? (
        <span className="rounded-full bg-destructive px-1.5 py-0.5 font-semibold text-destructive-foreground">
          {counts.unread} unread
        </span>
      ) : null}
    </span>
  );
}
