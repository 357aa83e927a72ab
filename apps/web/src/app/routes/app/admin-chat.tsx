import { useParams } from 'react-router';
import { SupportInboxScreen } from '@/features/support/components/support-inbox-screen';

/** /admin/chat and /admin/chat/:id: the staff's inbox, with a conversation open beside it. */
export function AdminChatRoute() {
  const { id } = useParams();
  return (
    <>
      <title>Support · Manna</title>
      <SupportInboxScreen conversationId={id} />
    </>
  );
}
