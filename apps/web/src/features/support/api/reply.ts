import { supportEndpoints } from '@manna/shared';
import { callApi } from '@/lib/api-client';
import { useStaffSupportMutation } from './staff-mutation';

/** POST /api/admin/support/conversations/:id/messages: the staff's reply. */
export async function replyToConversation({ id, body }: { id: string; body: string }) {
  const { message } = await callApi(supportEndpoints.reply, { params: { id }, body: { body } });
  return message;
}

export function useReply() {
  return useStaffSupportMutation(replyToConversation);
}
