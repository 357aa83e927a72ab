import { adminMembersEndpoints, type BanMemberInput } from '@manna/shared';
import { callApi } from '@/lib/api-client';
import { useMemberMutation } from './use-member-mutation';

/** POST /api/admin/members/:id/ban */
export const banMember = ({ id, input }: { id: string; input: BanMemberInput }) =>
  callApi(adminMembersEndpoints.ban, { params: { id }, body: input });

export const useBanMember = () => useMemberMutation('ban', banMember);
