import { paths } from '@/config/paths';
import { buildUser, renderRoutesAsMember, ScreenForId } from '@/testing/test-utils';
import { MemberScreen } from '../components/member-screen';
import { MembersScreen } from '../components/members-screen';

/** The member screens on their paths, with the Toaster and an admin signed in (in UTC). */
export function renderMemberRoutes(path: string) {
  return renderRoutesAsMember(
    [
      { path: paths.app.adminMembers.path, element: <MembersScreen /> },
      { path: paths.app.adminMember.path, element: <ScreenForId screen={MemberScreen} /> },
    ],
    { path, member: buildUser({ id: 'admin-1', role: 'admin', time_zone: 'UTC' }) },
  );
}
