import { adminMembersEndpoints, type Role } from '@manna/shared';
import { callApi } from '@/lib/api-client';
import { useMemberMutation } from './use-member-mutation';

/** POST /api/admin/members/:id/role */
export const setMemberRole = ({ id, role }: { id: string; role: Role }) =>
  callApi(adminMembersEndpoints.setRole, { params: { id }, body: { role } });

export const useSetMemberRole = () => useMemberMutation('role', setMemberRole);
