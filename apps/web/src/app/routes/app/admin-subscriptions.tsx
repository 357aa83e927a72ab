import { useParams } from 'react-router';
import { SubscriptionDetailScreen, SubscriptionsScreen } from '@/features/admin-subscriptions';

/** /admin/subscriptions?status=&plan=&provider=&q=&page=; the router lets only admins in. */
export function AdminSubscriptionsRoute() {
  return (
    <>
      <title>Subscriptions · Admin · Manna</title>
      <SubscriptionsScreen />
    </>
  );
}

/** /admin/subscriptions/:id (the screen sets the document title), afresh for each id. */
export function AdminSubscriptionRoute() {
  const { id = '' } = useParams();
  return <SubscriptionDetailScreen key={id} id={id} />;
}
