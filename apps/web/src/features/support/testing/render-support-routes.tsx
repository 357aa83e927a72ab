import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { buildUser, renderRoutesAsMember } from '@/testing/test-utils';
import { ContactScreen } from '../components/contact-screen';
import { SupportInboxScreen } from '../components/support-inbox-screen';
import { SupportUnreadBadge } from '../components/support-unread-badge';

/** As the route module does: the inbox, with the conversation of the path's :id open. */
function Inbox() {
  const { id } = useParams();
  return <SupportInboxScreen conversationId={id} />;
}

/** The member's contact screen at /settings/contact with the badge beside it, a member in UTC. */
export function renderContactScreen() {
  return renderRoutesAsMember(
    [
      {
        path: paths.app.contact.path,
        element: (
          <>
            <p data-testid="badge">
              <SupportUnreadBadge />
            </p>
            <ContactScreen />
          </>
        ),
      },
    ],
    { path: paths.app.contact.getHref(), member: buildUser({ id: 'user-1', time_zone: 'UTC' }) },
  );
}

/** The staff's inbox on its two paths, an admin ('admin-1', in UTC) signed in. */
export function renderInbox(path: string) {
  return renderRoutesAsMember(
    [
      { path: paths.app.adminChat.path, element: <Inbox /> },
      { path: paths.app.adminChatConversation.path, element: <Inbox /> },
    ],
    { path, member: buildUser({ id: 'admin-1', role: 'admin', time_zone: 'UTC' }) },
  );
}
