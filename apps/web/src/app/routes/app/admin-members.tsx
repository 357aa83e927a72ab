import { useParams } from 'react-router';
import { MemberScreen, MembersScreen } from '@/features/admin-members';

/** /admin/users?q=&role=&banned=&subscribed=&sort=&page=; the router lets only admins in. */
export function AdminMembersRoute() {
  return (
    <>
      <title>Members · Manna</title>
      <MembersScreen />
    </>
  );
}

/** /admin/users/:id (the screen sets the document title), afresh for each id. */
export function AdminMemberRoute() {
  const { id = '' } = useParams();
  return <MemberScreen key={id} id={id} />;
}
