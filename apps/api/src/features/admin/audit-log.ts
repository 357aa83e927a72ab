import type { AdminAction, AdminAuditEntry, AuditTargetType, Page } from '@manna/shared';
import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { adminAuditLog, users } from '../../db/schema';

export interface AdminActionRecord {
  adminId: string;
  action: AdminAction;
  /** The member the action concerns (the author of a testimony, the member changed). */
  targetUserId: string | null;
  targetType: AuditTargetType;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Appends an admin action to the audit log. Call it with the transaction that makes the change,
 * so an action is never kept without its row, nor a row without its action.
 */
export async function recordAdminAction(
  executor: Executor,
  record: AdminActionRecord,
): Promise<void> {
  await executor.insert(adminAuditLog).values({
    admin_id: record.adminId,
    action: record.action,
    target_user_id: record.targetUserId,
    target_type: record.targetType,
    target_id: record.targetId,
    before: record.before,
    after: record.after,
  });
}

const actingAdmin = alias(users, 'acting_admin');
const targetUser = alias(users, 'target_user');

/**
 * GET /api/admin/audit-log, and a member's page (/api/admin/members/:id/audit-log) with
 * `targetUserId`: newest first; the id orders rows of one instant, so paging holds.
 */
export async function listAuditLog(
  executor: Executor,
  {
    limit,
    offset,
    targetUserId,
  }: { limit: number; offset: number; targetUserId?: string | undefined },
): Promise<Page<AdminAuditEntry>> {
  const about =
    targetUserId === undefined ? undefined : eq(adminAuditLog.target_user_id, targetUserId);
  const [rows, [all]] = await Promise.all([
    executor
      .select({
        id: adminAuditLog.id,
        admin_id: adminAuditLog.admin_id,
        admin_name: actingAdmin.name,
        action: adminAuditLog.action,
        target_user_id: adminAuditLog.target_user_id,
        target_user_name: targetUser.name,
        target_type: adminAuditLog.target_type,
        target_id: adminAuditLog.target_id,
        before: adminAuditLog.before,
        after: adminAuditLog.after,
        created_at: adminAuditLog.created_at,
      })
      .from(adminAuditLog)
      .leftJoin(actingAdmin, eq(actingAdmin.id, adminAuditLog.admin_id))
      .leftJoin(targetUser, eq(targetUser.id, adminAuditLog.target_user_id))
      .where(about)
      .orderBy(desc(adminAuditLog.created_at), desc(adminAuditLog.id))
      .limit(limit)
      .offset(offset),
    executor.select({ value: count() }).from(adminAuditLog).where(about),
  ]);
  const total = all?.value ?? 0;
  return {
    items: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    total,
    next_offset: offset + limit < total ? offset + limit : null,
  };
}
