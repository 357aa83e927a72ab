import { supportEndpoints } from '@manna/shared';
import { callApi } from '@/lib/api-client';
import { useStaffSupportMutation } from './staff-mutation';

/** POST /api/admin/support/conversations/:id/read: the staff have read the member so far. */
export function markConversationRead(id: string) {
  return callApi(supportEndpoints.staffMarkRead, { params: { id } });
}

export function useStaffMarkRead() {
  return useStaffSupportMutation(markConversationRead, 'Failed to mark messages read');
}
