import { and, eq, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  adminAuditLog,
  devMailbox,
  rateLimits,
  subscriptions,
  users,
  verifications,
  voiceMemos,
} from '../../db/schema';
import type { AppDependencies } from '../../lib/context';
import { DomainError } from '../../lib/domain-errors';
import { ENDED_STATUSES } from '../purchases/plan-access';

// What deleting an account removes (docs/product/accounts-and-shell.md#delete-my-account), shared
// by the member's own deletion and an admin's (docs/product/admin.md#members).

/** The rate-limit counter of a member's deletion tries, keyed by the member. */
export const deletionTriesKey = (memberId: string) => `account-deletion:${memberId}`;

interface ErasedAccount {
  id: string;
  email: string;
  phoneNumber: string | null;
}

/**
 * Ends every subscription the member still pays for at its provider before anything is deleted:
 * if the provider cannot be reached, the account stays whole and the member can try again. A
 * test-mode subscription lives only in our rows; one bought in an app store is cancelled in that
 * store (the screen says so).
 */
export async function cancelSubscriptionsAtProvider(
  deps: Pick<AppDependencies, 'db' | 'payments' | 'logger'>,
  memberId: string,
): Promise<void> {
  const live = await deps.db
    .select({
      provider: subscriptions.provider,
      providerSubscriptionId: subscriptions.provider_subscription_id,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.user_id, memberId),
        eq(subscriptions.provider, 'stripe'),
        notInArray(subscriptions.status, [...ENDED_STATUSES]),
      ),
    );
  const { gateway } = deps.payments;
  for (const { providerSubscriptionId } of live) {
    if (!providerSubscriptionId) continue;
    try {
      if (gateway?.provider !== 'stripe') throw new Error('Stripe is not configured');
      await gateway.cancelNow(providerSubscriptionId);
    } catch (error) {
      deps.logger.warn(
        { err: error, providerSubscriptionId },
        'could not cancel a subscription before deleting the account',
      );
      throw new DomainError('subscription_not_cancelled');
    }
  }
}

/**
 * In the caller's transaction: every row the account owns (each table's foreign key cascades from
 * users), the codes and links issued to it, and the e-mails kept for it in the dev mailbox.
 * Answers the storage keys of its voice memo files, which the caller removes once the transaction
 * has committed: a rollback leaves every memo playable, and a file that storage cannot remove is
 * unreachable, never a row left without its file. The memo rows are locked so that an upload
 * committing meanwhile is either seen here or refused by the missing member.
 */
export async function eraseAccountRows(tx: Executor, account: ErasedAccount): Promise<string[]> {
  const memos = await tx
    .select({ storageKey: voiceMemos.storage_key })
    .from(voiceMemos)
    .where(eq(voiceMemos.user_id, account.id))
    .for('update');
  // Verification rows name their member in one of three ways: a reset token's value is the
  // member's id, an e-mail code's identifier the address, a phone code's the number.
  await tx
    .delete(verifications)
    .where(
      or(
        eq(verifications.value, account.id),
        sql`strpos(${verifications.identifier}, ${account.id}) > 0`,
        sql`strpos(${verifications.identifier}, ${account.email}) > 0`,
        ...(account.phoneNumber
          ? [sql`strpos(${verifications.identifier}, ${account.phoneNumber}) > 0`]
          : []),
      ),
    );
  await tx.delete(devMailbox).where(eq(devMailbox.to, account.email));
  await tx.delete(rateLimits).where(eq(rateLimits.key, deletionTriesKey(account.id)));
  await tx.delete(users).where(eq(users.id, account.id));
  return memos.map((memo) => memo.storageKey);
}

/**
 * A member who deletes their own account leaves nothing behind, so the admins' record of what
 * they did to the account loses whom and what it was about: the rows stay (what an admin did, and
 * when), the member's id and the before and after (their words, their address) go.
 */
export async function forgetMemberInAuditLog(tx: Executor, memberId: string): Promise<void> {
  await tx
    .update(adminAuditLog)
    .set({
      target_id: sql`case when ${adminAuditLog.target_id} = ${memberId} then 'deleted-member' else ${adminAuditLog.target_id} end`,
      before: null,
      after: null,
    })
    .where(eq(adminAuditLog.target_user_id, memberId));
}
