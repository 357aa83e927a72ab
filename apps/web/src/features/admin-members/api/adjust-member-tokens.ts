import { type AdjustTokensInput, adminMembersEndpoints } from '@manna/shared';
import { callApi } from '@/lib/api-client';
import { useMemberMutation } from './use-member-mutation';

/** POST /api/admin/members/:id/tokens */
export const adjustMemberTokens = ({ id, input }: { id: string; input: AdjustTokensInput }) =>
  callApi(adminMembersEndpoints.adjustTokens, { params: { id }, body: input });

export const useAdjustMemberTokens = () => useMemberMutation('tokens', adjustMemberTokens);
