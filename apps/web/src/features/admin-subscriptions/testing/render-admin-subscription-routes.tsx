import { paths } from '@/config/paths';
import { buildUser, renderRoutesAsMember, ScreenForId } from '@/testing/test-utils';
import { SubscriptionDetailScreen } from '../components/subscription-detail-screen';
import { SubscriptionsScreen } from '../components/subscriptions-screen';

/** The admin's subscription screens on their paths, with an admin signed in (in UTC). */
export function renderAdminSubscriptionRoutes(path: string) {
  return renderRoutesAsMember(
    [
      { path: paths.app.adminSubscriptions.path, element: <SubscriptionsScreen /> },
      {
        path: paths.app.adminSubscription.path,
        element: <ScreenForId screen={SubscriptionDetailScreen} />,
      },
    ],
    { path, member: buildUser({ id: 'admin-1', role: 'admin', time_zone: 'UTC' }) },
  );
}
