/** What an audit row is about: a member, or one of their records. */
export const AUDIT_TARGET_TYPES = [
  'testimony',
  'settings',
  'payment-event',
  'subscription',
  'conversation',
  'member',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** What an admin did; a testimony's review is named by its outcome. */
export const ADMIN_ACTIONS = [
  'testimony.approve',
  'testimony.reject',
  'testimony.unpublish',
  'settings.update',
  'payments.test-event',
  'subscription.cancel',
  'subscription.resume',
  'support.assign',
  'support.close',
  'support.reopen',
  'member.role',
  'member.tokens',
  'member.ban',
  'member.unban',
  'member.revoke-sessions',
  'member.delete',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** One admin action, as the audit log keeps it (docs/security.md#admins). */
export interface AdminAuditEntry {
  id: string;
  /** Null once the admin's account is deleted. */
  admin_id: string | null;
  admin_name: string | null;
  action: AdminAction;
  /** The member the action concerned, null once their account is deleted. */
  target_user_id: string | null;
  target_user_name: string | null;
  target_type: AuditTargetType;
  target_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}
