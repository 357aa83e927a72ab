import { randomUUID } from 'node:crypto';
import {
  type AdminMemberDetail,
  type AdminMemberProfile,
  type AdminMemberSignIn,
  type adjustTokensInputSchema,
  type banMemberInputSchema,
  MEMBER_LEDGER_ROWS,
  type Page,
  type Role,
  type TokenLedgerEntry,
  tokensBelowZeroMessage,
  toRole,
} from '@manna/shared';
import { memberContactOf } from '@manna/shared/member-contact';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import {
  sessions,
  signIns,
  tokenLedger,
  userCompletedChapters,
  userReadingProgress,
  users,
} from '../../db/schema';
import type { AppDependencies } from '../../lib/context';
import { DomainError } from '../../lib/domain-errors';
import {
  cancelSubscriptionsAtProvider,
  eraseAccountRows,
} from '../account-deletion/account-erasure';
import { recordAdminAction } from '../admin/audit-log';
import { getSubscription } from '../purchases/purchases.service';
import { computeStreakInDatabase } from '../reading/streak-query';
import { creditTokens, debitTokens, listTokenLedger } from '../tokens/token-ledger';
import { removeVoiceMemoFiles } from '../voice-memos/voice-memos.service';

// docs/product/admin.md#members. What an admin reads of a member stops at their account, their
// subscription, counts of their reading and their sign-ins: nothing here selects from the journal,
// notes, prayers, bookmarks or voice memos beyond the memo files deleted with an account
// (docs/security.md#admins).

const profileColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
  emailVerified: users.emailVerified,
  role: users.role,
  banned: users.banned,
  banReason: users.banReason,
  tokens: users.tokens,
  timeZone: users.timeZone,
  createdAt: users.createdAt,
  lastLogin: users.lastLogin,
};

const selectProfile = (executor: Executor) => executor.select(profileColumns).from(users);
type ProfileRow = Awaited<ReturnType<typeof selectProfile>>[number];

function toProfile(row: ProfileRow): AdminMemberProfile {
  return {
    id: row.id,
    name: row.name,
    contact: memberContactOf(row),
    email_verified: row.emailVerified,
    role: toRole(row.role),
    banned: row.banned,
    ban_reason: row.banReason,
    tokens: row.tokens,
    time_zone: row.timeZone,
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: row.lastLogin?.toISOString() ?? null,
  };
}

/** The member's row, locked for the action's transaction; 404 when there is none. */
async function lockMember(tx: Executor, memberId: string): Promise<ProfileRow> {
  const [row] = await selectProfile(tx).where(eq(users.id, memberId)).for('update');
  if (!row) throw new DomainError('member_not_found');
  return row;
}

/**
 * Refuses an action that would leave no admin able to sign in (demoting, banning or deleting the
 * last one). Every admin row is locked, in id order, before the count: two admins acting on each
 * other at once are served one after the other, and the second sees the first's change (a row
 * updated meanwhile is checked again against the condition), so they cannot both succeed.
 */
export async function requireAnotherAdmin(tx: Executor, memberId: string): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.banned, false)))
    .orderBy(asc(users.id))
    .for('update');
  const isAdmin = admins.some((admin) => admin.id === memberId);
  if (isAdmin && admins.length === 1) throw new DomainError('last_admin');
}

/**
 * Sessions live only in the sessions table here (no secondary storage, no cookie cache in
 * apps/api/src/auth.ts), so deleting the rows in the action's transaction signs the member out
 * everywhere, atomically with the audit row; better-auth's internalAdapter.deleteUserSessions does
 * the same delete on a connection of its own, outside the transaction.
 */
async function endSessions(tx: Executor, memberId: string): Promise<number> {
  const ended = await tx
    .delete(sessions)
    .where(eq(sessions.userId, memberId))
    .returning({ id: sessions.id });
  return ended.length;
}

/** GET /api/admin/members/:id */
export async function getMemberDetail(db: Database, memberId: string): Promise<AdminMemberDetail> {
  const [row] = await selectProfile(db).where(eq(users.id, memberId));
  if (!row) throw new DomainError('member_not_found');
  const [[plans], [chapters], streak, subscription, ledger] = await Promise.all([
    db
      .select({
        started: count(),
        completed: sql<number>`count(*) filter (where ${userReadingProgress.is_completed})::int`,
      })
      .from(userReadingProgress)
      .where(eq(userReadingProgress.user_id, memberId)),
    db
      .select({ value: count() })
      .from(userCompletedChapters)
      .where(eq(userCompletedChapters.user_id, memberId)),
    // The streak rule's one home, read only: an admin's look never stores anything for the member.
    computeStreakInDatabase(db, memberId, row.timeZone || 'UTC'),
    getSubscription(db, memberId),
    listTokenLedger(db, memberId, { limit: MEMBER_LEDGER_ROWS, offset: 0 }),
  ]);
  return {
    member: toProfile(row),
    subscription,
    reading: {
      plans_started: plans?.started ?? 0,
      plans_completed: plans?.completed ?? 0,
      chapters_read: chapters?.value ?? 0,
      current_streak: streak,
    },
    ledger: ledger.items,
  };
}

/** GET /api/admin/members/:id/sign-ins: newest first, paged. */
export async function listMemberSignIns(
  db: Database,
  memberId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<Page<AdminMemberSignIn>> {
  await requireMember(db, memberId);
  const theirs = eq(signIns.userId, memberId);
  const [rows, [all]] = await Promise.all([
    db
      .select()
      .from(signIns)
      .where(theirs)
      .orderBy(desc(signIns.createdAt), desc(signIns.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(signIns).where(theirs),
  ]);
  const total = all?.value ?? 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      ip_address: row.ipAddress,
      user_agent: row.userAgent,
      created_at: row.createdAt.toISOString(),
    })),
    total,
    next_offset: offset + limit < total ? offset + limit : null,
  };
}

/** Whether the member exists, for the routes that page what is about them. */
export async function requireMember(db: Database, memberId: string): Promise<void> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, memberId));
  if (!member) throw new DomainError('member_not_found');
}

/** POST /api/admin/members/:id/role: never the admin's own, never the last admin's. */
export async function setMemberRole(
  db: Database,
  adminId: string,
  memberId: string,
  role: Role,
): Promise<AdminMemberProfile> {
  if (memberId === adminId && role !== 'admin') throw new DomainError('cannot_demote_yourself');
  return db.transaction(async (tx) => {
    if (role !== 'admin') await requireAnotherAdmin(tx, memberId);
    const before = await lockMember(tx, memberId);
    const [after] = await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(users.id, memberId))
      .returning(profileColumns);
    if (!after) throw new DomainError('member_not_found');
    await recordAdminAction(tx, {
      adminId,
      action: 'member.role',
      targetUserId: memberId,
      targetType: 'member',
      targetId: memberId,
      before: { role: before.role },
      after: { role: after.role },
    });
    return toProfile(after);
  });
}

/**
 * POST /api/admin/members/:id/tokens: a ledger row with reason 'admin_adjustment' and the admin's
 * words as its description, and the audit row, in one transaction. A debit larger than the balance
 * is refused whole rather than cut short (docs/product/admin.md#members).
 */
export async function adjustMemberTokens(
  db: Database,
  adminId: string,
  memberId: string,
  { amount, reason }: z.output<typeof adjustTokensInputSchema>,
): Promise<{ member: AdminMemberProfile; entry: TokenLedgerEntry }> {
  return db.transaction(async (tx) => {
    const before = await lockMember(tx, memberId);
    if (before.tokens + amount < 0) {
      throw new DomainError('tokens_below_zero', tokensBelowZeroMessage(before.tokens));
    }
    // Each adjustment is a source of its own: the ledger's (reason, source) key never merges two.
    const change = {
      userId: memberId,
      reason: 'admin_adjustment' as const,
      sourceId: randomUUID(),
      description: reason,
    };
    if (amount > 0) await creditTokens(tx, { ...change, delta: amount });
    else await debitTokens(tx, { ...change, amount: -amount });
    const [entry] = await tx
      .select()
      .from(tokenLedger)
      .where(
        and(
          eq(tokenLedger.user_id, memberId),
          eq(tokenLedger.reason, change.reason),
          eq(tokenLedger.source_id, change.sourceId),
        ),
      );
    const [after] = await selectProfile(tx).where(eq(users.id, memberId));
    if (!entry || !after) throw new Error('token adjustment left no ledger row or member');
    await recordAdminAction(tx, {
      adminId,
      action: 'member.tokens',
      targetUserId: memberId,
      targetType: 'member',
      targetId: memberId,
      before: { tokens: before.tokens },
      after: { tokens: after.tokens, delta: entry.delta, reason },
    });
    return {
      member: toProfile(after),
      entry: {
        id: entry.id,
        delta: entry.delta,
        balance_after: entry.balance_after,
        reason: entry.reason,
        description: entry.description,
        created_at: entry.created_at.toISOString(),
      },
    };
  });
}

/**
 * POST /api/admin/members/:id/ban: better-auth's admin plugin then refuses the member at sign-in
 * (BANNED_AT_SIGN_IN); their sessions end in the same transaction.
 */
export async function banMember(
  db: Database,
  adminId: string,
  memberId: string,
  { reason }: z.output<typeof banMemberInputSchema>,
): Promise<AdminMemberProfile> {
  if (memberId === adminId) throw new DomainError('cannot_ban_yourself');
  return db.transaction(async (tx) => {
    await requireAnotherAdmin(tx, memberId);
    const before = await lockMember(tx, memberId);
    const [after] = await tx
      .update(users)
      .set({ banned: true, banReason: reason ?? null, banExpires: null, updatedAt: new Date() })
      .where(eq(users.id, memberId))
      .returning(profileColumns);
    if (!after) throw new DomainError('member_not_found');
    const sessionsEnded = await endSessions(tx, memberId);
    await recordAdminAction(tx, {
      adminId,
      action: 'member.ban',
      targetUserId: memberId,
      targetType: 'member',
      targetId: memberId,
      before: { banned: before.banned, ban_reason: before.banReason },
      after: { banned: true, ban_reason: after.banReason, sessions_ended: sessionsEnded },
    });
    return toProfile(after);
  });
}

/** POST /api/admin/members/:id/unban */
export async function unbanMember(
  db: Database,
  adminId: string,
  memberId: string,
): Promise<AdminMemberProfile> {
  return db.transaction(async (tx) => {
    const before = await lockMember(tx, memberId);
    const [after] = await tx
      .update(users)
      .set({ banned: false, banReason: null, banExpires: null, updatedAt: new Date() })
      .where(eq(users.id, memberId))
      .returning(profileColumns);
    if (!after) throw new DomainError('member_not_found');
    await recordAdminAction(tx, {
      adminId,
      action: 'member.unban',
      targetUserId: memberId,
      targetType: 'member',
      targetId: memberId,
      before: { banned: before.banned, ban_reason: before.banReason },
      after: { banned: false, ban_reason: null },
    });
    return toProfile(after);
  });
}

/** POST /api/admin/members/:id/revoke-sessions: signed out on every device. */
export async function revokeMemberSessions(
  db: Database,
  adminId: string,
  memberId: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const revoked = await endSessions(tx, memberId);
    await recordAdminAction(tx, {
      adminId,
      action: 'member.revoke-sessions',
      targetUserId: memberId,
      targetType: 'member',
      targetId: memberId,
      before: null,
      after: { sessions_ended: revoked },
    });
    return revoked;
  });
}

type DeleteDeps = Pick<AppDependencies, 'db' | 'storage' | 'logger' | 'payments'>;

/**
 * DELETE /api/admin/members/:id: the member's subscription ended at its provider, then the account
 * and every row it owns and its voice memo files (eraseAccountRows). The audit row keeps the
 * member's name and e-mail: after the delete it is the only record of whom the action was about
 * (docs/security.md#admins).
 */
export async function deleteMember(
  deps: DeleteDeps,
  adminId: string,
  memberId: string,
): Promise<void> {
  if (memberId === adminId) throw new DomainError('cannot_delete_yourself');
  await cancelSubscriptionsAtProvider(deps, memberId);
  const storageKeys = await deps.db.transaction(async (tx) => {
    await requireAnotherAdmin(tx, memberId);
    const member = await lockMember(tx, memberId);
    await recordAdminAction(tx, {
      adminId,
      action: 'member.delete',
      targetUserId: memberId,
      targetType: 'member',
      targetId: memberId,
      before: { name: member.name, email: member.email, role: member.role, tokens: member.tokens },
      after: null,
    });
    return eraseAccountRows(tx, member);
  });
  await removeVoiceMemoFiles(deps, storageKeys);
}
