import { supportEndpoints } from '@manna/shared';
import { callApi } from '@/lib/api-client';
import { useStaffSupportMutation } from './staff-mutation';

/** POST /api/admin/support/conversations/:id/assign: to an admin, or to nobody (null). */
export function assignConversation({ id, adminId }: { id: string; adminId: string | null }) {
  return callApi(supportEndpoints.assign, { params: { id }, body: { admin_id: adminId } });
}

export function useAssignConversation() {
  return useStaffSupportMutation(assignConversation);
}
