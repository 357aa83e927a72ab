import { type SupportConversationStatus, supportEndpoints } from '@manna/shared';
import { callApi } from '@/lib/api-client';
import { useStaffSupportMutation } from './staff-mutation';

/** POST /api/admin/support/conversations/:id/status: close or reopen. */
export function setConversationStatus({
  id,
  status,
}: {
  id: string;
  status: SupportConversationStatus;
}) {
  return callApi(supportEndpoints.setStatus, { params: { id }, body: { status } });
}

export function useSetConversationStatus() {
  return useStaffSupportMutation(setConversationStatus);
}
