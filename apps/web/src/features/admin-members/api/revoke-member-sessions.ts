import { adminMembersEndpoints } from '@manna/shared';
import { callApi } from '@/lib/api-client';
import { useMemberMutation } from './use-member-mutation';

/** POST /api/admin/members/:id/revoke-sessions */
export const revokeMemberSessions = ({ id }: { id: string }) =>
  callApi(adminMembersEndpoints.revokeSessions, { params: { id } });

export const useRevokeMemberSessions = () =>
  useMemberMutation('revoke-sessions', revokeMemberSessions);
