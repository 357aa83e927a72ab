import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  DELETION_CODE_ATTEMPTS,
  DELETION_CODE_LIFETIME_MINUTES,
  DELETION_CODE_RESEND_SECONDS,
  type DeleteAccountInput,
  type DeletionCodeSent,
} from '@manna/shared';
import { deliverableEmailOf, memberContactOf } from '@manna/shared/member-contact';
import { addMinutes, subMinutes, subSeconds } from 'date-fns';
import { and, eq, gt, sql } from 'drizzle-orm';
import { accounts, rateLimits, users, verifications } from '../../db/schema';
import type { AppDependencies } from '../../lib/context';
import { DomainError } from '../../lib/domain-errors';
import { requireAnotherAdmin } from '../admin-members/admin-members.service';
import { removeVoiceMemoFiles } from '../voice-memos/voice-memos.service';
import { deletionCodeEmail } from './account-deletion-emails';
import {
  cancelSubscriptionsAtProvider,
  deletionTriesKey,
  eraseAccountRows,
  forgetMemberInAuditLog,
} from './account-erasure';

// Deleting one's own account (docs/product/accounts-and-shell.md#delete-my-account).

type DeletionDeps = Pick<
  AppDependencies,
  'db' | 'auth' | 'storage' | 'logger' | 'payments' | 'mailer' | 'sms'
>;

/** Wrong passwords and codes a member may enter in a window before being asked to wait. */
const TRIES_PER_WINDOW = 5;
const TRIES_WINDOW_MINUTES = 15;

const codeIdentifier = (memberId: string) => `account-deletion-code:${memberId}`;
const hashOf = (code: string) => createHash('sha256').update(code).digest();

interface StoredCode {
  hash: string;
  tries: number;
}

async function findMember(db: DeletionDeps['db'], memberId: string) {
  const [member] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phoneNumber: users.phoneNumber,
    })
    .from(users)
    .where(eq(users.id, memberId));
  if (!member) throw new DomainError('user_not_found');
  return member;
}

/**
 * A code that stands in for the password, sent where the member signs in with: their e-mail
 * address or, for a phone account, their number. Only its hash is kept.
 */
export async function sendDeletionCode(
  deps: DeletionDeps,
  memberId: string,
  now: Date = new Date(),
): Promise<DeletionCodeSent> {
  const member = await findMember(deps.db, memberId);
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const stored: StoredCode = { hash: hashOf(code).toString('hex'), tries: 0 };
  await deps.db.transaction(async (tx) => {
    const recent = await tx
      .delete(verifications)
      .where(eq(verifications.identifier, codeIdentifier(member.id)))
      .returning({ createdAt: verifications.createdAt });
    if (recent.some((row) => row.createdAt > subSeconds(now, DELETION_CODE_RESEND_SECONDS))) {
      throw new DomainError('deletion_code_too_soon');
    }
    await tx.insert(verifications).values({
      id: randomUUID(),
      identifier: codeIdentifier(member.id),
      value: JSON.stringify(stored),
      expiresAt: addMinutes(now, DELETION_CODE_LIFETIME_MINUTES),
      createdAt: now,
      updatedAt: now,
    });
  });
  const contact = memberContactOf(member);
  const email = deliverableEmailOf(member);
  try {
    if (email) {
      await deps.mailer.send(deletionCodeEmail({ name: member.name, email }, code));
      return { sent_to: contact.value, channel: 'email' };
    }
    if (member.phoneNumber) {
      await deps.sms(
        { to: member.phoneNumber, body: `Your Manna code to delete your account is ${code}` },
        code,
      );
      return { sent_to: contact.value, channel: 'sms' };
    }
  } catch (error) {
    deps.logger.warn({ err: error }, 'could not send an account deletion code');
    await deps.db
      .delete(verifications)
      .where(eq(verifications.identifier, codeIdentifier(member.id)));
    throw new DomainError('deletion_code_not_sent');
  }
  throw new DomainError('deletion_code_not_sent');
}

/** Counts a wrong password or code; the member's id keys it, so no other member is slowed. */
async function countWrongTry(deps: DeletionDeps, memberId: string, now: Date): Promise<void> {
  const windowStart = subMinutes(now, TRIES_WINDOW_MINUTES).getTime();
  await deps.db
    .insert(rateLimits)
    .values({ key: deletionTriesKey(memberId), count: 1, lastRequest: now.getTime() })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: now.getTime(),
      },
    });
}

async function refuseWhileTooManyTries(deps: DeletionDeps, memberId: string, now: Date) {
  const [held] = await deps.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, deletionTriesKey(memberId)),
        gt(rateLimits.lastRequest, subMinutes(now, TRIES_WINDOW_MINUTES).getTime()),
      ),
    );
  if (held && held.count >= TRIES_PER_WINDOW) throw new DomainError('deletion_tries_exhausted');
}

async function passwordMatches(deps: DeletionDeps, memberId: string, password: string) {
  const [credential] = await deps.db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, memberId), eq(accounts.providerId, 'credential')));
  if (!credential?.hash) return false;
  const context = await deps.auth.$context;
  return context.password.verify({ hash: credential.hash, password });
}

/** Checks a code and spends a try on a wrong one; the last wrong try retires the code. */
async function codeMatches(deps: DeletionDeps, memberId: string, code: string, now: Date) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(verifications)
      .where(
        and(
          eq(verifications.identifier, codeIdentifier(memberId)),
          gt(verifications.expiresAt, now),
        ),
      )
      .for('update');
    if (!row) return false;
    const stored = JSON.parse(row.value) as StoredCode;
    if (timingSafeEqual(Buffer.from(stored.hash, 'hex'), hashOf(code))) return true;
    const tries = stored.tries + 1;
    if (tries >= DELETION_CODE_ATTEMPTS) {
      await tx.delete(verifications).where(eq(verifications.id, row.id));
    } else {
      await tx
        .update(verifications)
        .set({ value: JSON.stringify({ ...stored, tries }), updatedAt: now })
        .where(eq(verifications.id, row.id));
    }
    return false;
  });
}

/**
 * The member's account and everything in it, in one transaction, then its voice memo files;
 * their sessions go with it, which signs them out on every device.
 */
export async function deleteOwnAccount(
  deps: DeletionDeps,
  memberId: string,
  proof: DeleteAccountInput,
  now: Date = new Date(),
): Promise<void> {
  const member = await findMember(deps.db, memberId);
  await refuseWhileTooManyTries(deps, member.id, now);
  const proven =
    'password' in proof
      ? await passwordMatches(deps, member.id, proof.password)
      : await codeMatches(deps, member.id, proof.code, now);
  if (!proven) {
    await countWrongTry(deps, member.id, now);
    throw new DomainError('password' in proof ? 'wrong_password' : 'wrong_deletion_code');
  }
  await cancelSubscriptionsAtProvider(deps, member.id);
  const storageKeys = await deps.db.transaction(async (tx) => {
    await requireAnotherAdmin(tx, member.id);
    await tx.select({ id: users.id }).from(users).where(eq(users.id, member.id)).for('update');
    await forgetMemberInAuditLog(tx, member.id);
    return eraseAccountRows(tx, member);
  });
  await removeVoiceMemoFiles(deps, storageKeys);
}
