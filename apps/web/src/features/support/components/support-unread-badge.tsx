import { supportEndpoints } from '@manna/shared';
import { useSupportUnread } from '../api/get-unread';
import { supportQueryPrefix } from '../api/query-keys';
import { useSupportEvents } from '../hooks/use-support-events';
import { newRepliesLabel, UnreadCount } from './unread-count';

/**
 * The count on the Settings entry of the app's navigation when the staff have replied and the
 * member has not read it yet (docs/product/support.md#contact-us). The app shell loads it lazily,
 * so it adds nothing to a screen's first load; it listens live only once the member has written
 * (before that no reply can come).
 */
export function SupportUnreadBadge() {
  const { data } = useSupportUnread();
  useSupportEvents(
    data?.has_conversation ? supportEndpoints.events.path : null,
    supportQueryPrefix,
  );
  const count = data?.unread ?? 0;
  if (count === 0) return null;
  return (
    <UnreadCount
      count={count}
      label={newRepliesLabel(count)}
      className="absolute -top-1 -right-1 lg:-right-2"
    />
  );
}
