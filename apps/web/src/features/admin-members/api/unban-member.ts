import { adminMembersEndpoints } from '@manna/shared';
import { callApi } from '@/lib/api-client';
import { useMemberMutation } from './use-member-mutation';

/** POST /api/admin/members/:id/unban */
export const unbanMember = ({ id }: { id: string }) =>
  callApi(adminMembersEndpoints.unban, { params: { id } });

export const useUnbanMember = () => useMemberMutation('unban', unbanMember);
