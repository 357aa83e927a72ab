import { zValidator } from '@hono/zod-validator';
import {
  adjustTokensInputSchema,
  adminMemberHistoryQuerySchema,
  adminMemberListQuerySchema,
  banMemberInputSchema,
  adminMembersEndpoints as endpoints,
  setMemberRoleInputSchema,
} from '@manna/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { SignedInEnv } from '../../lib/context';
import { contractRoutes } from '../../lib/contract-routes';
import { DomainError } from '../../lib/domain-errors';
import { requireAdmin } from '../../lib/middlewares';
import { listAuditLog } from '../admin/audit-log';
import {
  adjustMemberTokens,
  banMember,
  deleteMember,
  getMemberDetail,
  listMemberSignIns,
  requireMember,
  revokeMemberSessions,
  setMemberRole,
  unbanMember,
} from './admin-members.service';
import { listMembers } from './member-list';

// Mounted at /api/admin/members (docs/product/admin.md#members). The admin router already
// requires an admin; the guard is repeated so these routes stay admin-only wherever they are
// mounted.
export const adminMemberRoutes = new Hono<SignedInEnv>().use(requireAdmin);
const serve = contractRoutes(adminMemberRoutes, '/api/admin/members');

/**
 * Member ids are better-auth's text ids, not uuids. One that no id can be (too long, or with a
 * NUL PostgreSQL text cannot hold) names no member: a 404 like an unknown one.
 */
const byId = {
  before: [
    zValidator(
      'param',
      z.object({
        id: z
          .string()
          .max(255)
          .refine((id) => !id.includes('\u0000')),
      }),
      (result) => {
        if (!result.success) throw new DomainError('member_not_found');
      },
    ),
  ],
};

serve(endpoints.list, { query: adminMemberListQuerySchema }, async (c, { query }) =>
  listMembers(c.var.deps.db, query),
);
serve(endpoints.get, byId, async (c, { params }) => getMemberDetail(c.var.deps.db, params.id));
serve(
  endpoints.signIns,
  { ...byId, query: adminMemberHistoryQuerySchema },
  async (c, { params, query }) => listMemberSignIns(c.var.deps.db, params.id, query),
);
serve(
  endpoints.auditLog,
  { ...byId, query: adminMemberHistoryQuerySchema },
  async (c, { params, query }) => {
    await requireMember(c.var.deps.db, params.id);
    return listAuditLog(c.var.deps.db, { ...query, targetUserId: params.id });
  },
);
serve(
  endpoints.setRole,
  { ...byId, body: setMemberRoleInputSchema },
  async (c, { params, body }) => ({
    member: await setMemberRole(c.var.deps.db, c.var.user.id, params.id, body.role),
  }),
);
serve(
  endpoints.adjustTokens,
  { ...byId, body: adjustTokensInputSchema },
  async (c, { params, body }) => adjustMemberTokens(c.var.deps.db, c.var.user.id, params.id, body),
);
serve(endpoints.ban, { ...byId, body: banMemberInputSchema }, async (c, { params, body }) => ({
  member: await banMember(c.var.deps.db, c.var.user.id, params.id, body),
}));
serve(endpoints.unban, byId, async (c, { params }) => ({
  member: await unbanMember(c.var.deps.db, c.var.user.id, params.id),
}));
serve(endpoints.revokeSessions, byId, async (c, { params }) => ({
  revoked: await revokeMemberSessions(c.var.deps.db, c.var.user.id, params.id),
}));
serve(endpoints.remove, byId, async (c, { params }) => {
  await deleteMember(c.var.deps, c.var.user.id, params.id);
  return null;
});
