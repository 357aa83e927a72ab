import type {
  createTestimonyInputSchema,
  Page,
  reviewTestimonyInputSchema,
  Testimony,
  TestimonyCounts,
  TestimonyPrayerTitle,
  TestimonyStatus,
} from '@manna/shared';
import { and, count, desc, eq, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { qualified } from '../../db/qualified-column';
import { prayers, testimonies, users } from '../../db/schema';
import { DomainError } from '../../lib/domain-errors';
import { recordAdminAction } from '../admin/audit-log';

export type CreateTestimonyData = z.output<typeof createTestimonyInputSchema>;
export type ReviewTestimonyData = z.output<typeof reviewTestimonyInputSchema>;

/** The author's display name (users.full_name), read alongside each testimony. */
const authorNameOf: SQL<string> = sql<string>`(
  select ${qualified(users.name)} from ${users}
  where ${qualified(users.id)} = ${qualified(testimonies.user_id)}
)`;

const testimonyColumns = { ...getTableColumns(testimonies), author_name: authorNameOf };

type TestimonyRow = typeof testimonies.$inferSelect & { author_name: string };

/**
 * Who is looking decides what they see: the author and the admins get the whole record; another
 * member sees an approved testimony without its author's id or the moderator's note, which is
 * between the admin and the author.
 */
type Viewer = { kind: 'admin' } | { kind: 'member'; id: string };

function toTestimony(row: TestimonyRow, viewer: Viewer): Testimony {
  const full = viewer.kind === 'admin' || viewer.id === row.user_id;
  return {
    id: row.id,
    ...(full && { user_id: row.user_id }),
    author_name: row.author_name,
    prayer_id: row.prayer_id,
    title: row.title,
    content: row.content,
    status: row.status,
    review_note: full ? row.review_note : null,
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Newest first; the id breaks ties between testimonies of the same instant, so paging is stable. */
const newestFirst = [desc(testimonies.created_at), desc(testimonies.id)];

async function selectPage(
  executor: Executor,
  where: SQL | undefined,
  { limit, offset }: { limit: number; offset: number },
  viewer: Viewer,
): Promise<Page<Testimony>> {
  const [rows, [all]] = await Promise.all([
    executor
      .select(testimonyColumns)
      .from(testimonies)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    executor.select({ value: count() }).from(testimonies).where(where),
  ]);
  const total = all?.value ?? 0;
  return {
    items: rows.map((row) => toTestimony(row, viewer)),
    total,
    next_offset: offset + limit < total ? offset + limit : null,
  };
}

const isApproved = eq(testimonies.status, 'approved');
const ownedBy = (userId: string) => eq(testimonies.user_id, userId);

/** GET /api/testimonies: what every member may read, i.e. the approved testimonies. */
export function listApprovedTestimonies(
  executor: Executor,
  viewerId: string,
  page: { limit: number; offset: number },
): Promise<Page<Testimony>> {
  return selectPage(executor, isApproved, page, { kind: 'member', id: viewerId });
}

/** GET /api/testimonies/mine: the member's own testimonies, whatever their review status. */
export function listOwnTestimonies(
  executor: Executor,
  userId: string,
  page: { limit: number; offset: number },
): Promise<Page<Testimony>> {
  return selectPage(executor, ownedBy(userId), page, { kind: 'member', id: userId });
}

/**
 * GET /api/testimonies/:id: an approved testimony, or one of the member's own. A pending or
 * rejected testimony of someone else is as absent as one that never existed.
 */
export async function getTestimony(
  executor: Executor,
  viewerId: string,
  id: string,
): Promise<Testimony> {
  const [row] = await executor
    .select(testimonyColumns)
    .from(testimonies)
    .where(and(eq(testimonies.id, id), or(isApproved, ownedBy(viewerId))));
  if (!row) throw new DomainError('testimony_not_found');
  return toTestimony(row, { kind: 'member', id: viewerId });
}

/**
 * POST /api/testimonies: a new testimony waits for an admin's approval. A testimony told from an
 * answered prayer must name one of the member's own prayers; the prayer is held (key share) until
 * the insert commits, so deleting it meanwhile cannot break the reference.
 */
export async function createTestimony(
  db: Database,
  userId: string,
  input: CreateTestimonyData,
): Promise<Testimony> {
  return db.transaction(async (tx) => {
    const prayerId = input.prayer_id ?? null;
    if (prayerId !== null) {
      const [prayer] = await tx
        .select({ id: prayers.id })
        .from(prayers)
        .where(and(eq(prayers.id, prayerId), eq(prayers.user_id, userId)))
        .for('key share');
      if (!prayer) throw new DomainError('prayer_not_found');
    }
    const [row] = await tx
      .insert(testimonies)
      .values({
        user_id: userId,
        prayer_id: prayerId,
        title: input.title,
        content: input.content,
        status: 'pending',
      })
      .returning(testimonyColumns);
    if (!row) throw new Error('testimony insert returned no row');
    return toTestimony(row, { kind: 'member', id: userId });
  });
}

/** DELETE /api/testimonies/:id: an author may withdraw their testimony at any stage. */
export async function deleteTestimony(
  executor: Executor,
  userId: string,
  id: string,
): Promise<void> {
  const deleted = await executor
    .delete(testimonies)
    .where(and(eq(testimonies.id, id), ownedBy(userId)))
    .returning({ id: testimonies.id });
  if (deleted.length === 0) throw new DomainError('testimony_not_found');
}

/** GET /api/admin/testimonies: the moderation queue of one status, newest first. */
export function listTestimoniesForReview(
  executor: Executor,
  { status, ...page }: { status: TestimonyStatus; limit: number; offset: number },
): Promise<Page<Testimony>> {
  return selectPage(executor, eq(testimonies.status, status), page, { kind: 'admin' });
}

/** GET /api/admin/testimonies/counts: the size of each queue, for the moderation tabs. */
export async function countTestimoniesByStatus(executor: Executor): Promise<TestimonyCounts> {
  const rows = await executor
    .select({ status: testimonies.status, value: count() })
    .from(testimonies)
    .groupBy(testimonies.status);
  const counts: TestimonyCounts = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = row.value;
  return counts;
}

/**
 * GET /api/admin/testimonies/:id: any testimony, whatever its status, with the title of the
 * prayer it tells of. Only the title: admins never read a member's prayers (docs/security.md#admins).
 */
export async function getTestimonyForReview(
  executor: Executor,
  id: string,
): Promise<{ testimony: Testimony; prayer: TestimonyPrayerTitle | null }> {
  const [row] = await executor
    .select({ ...testimonyColumns, prayer_title: prayers.title })
    .from(testimonies)
    .leftJoin(prayers, eq(prayers.id, testimonies.prayer_id))
    .where(eq(testimonies.id, id));
  if (!row) throw new DomainError('testimony_not_found');
  const { prayer_title, ...testimony } = row;
  return {
    testimony: toTestimony(testimony, { kind: 'admin' }),
    prayer:
      testimony.prayer_id !== null && prayer_title !== null
        ? { id: testimony.prayer_id, title: prayer_title }
        : null,
  };
}

/** The audit's name for a review: rejecting a shared testimony takes it down, i.e. unpublishes it. */
function reviewAction(before: TestimonyStatus, after: ReviewTestimonyData['status']) {
  if (after === 'approved') return 'testimony.approve';
  return before === 'approved' ? 'testimony.unpublish' : 'testimony.reject';
}

/**
 * POST /api/admin/testimonies/:id/review: approve or reject, with an optional note. A testimony
 * can be reviewed again (an approval withdrawn, a rejection reconsidered); the latest review
 * replaces the earlier one, note included. The audit row is written in the same transaction, with
 * the status and note before and after (docs/product/prayers-and-testimonies.md#moderation).
 */
export async function reviewTestimony(
  db: Database,
  reviewerId: string,
  id: string,
  { status, review_note }: ReviewTestimonyData,
): Promise<Testimony> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: testimonies.status, review_note: testimonies.review_note })
      .from(testimonies)
      .where(eq(testimonies.id, id))
      .for('update');
    if (!before) throw new DomainError('testimony_not_found');
    const [row] = await tx
      .update(testimonies)
      .set({
        status,
        review_note: review_note ?? null,
        reviewed_by: reviewerId,
        reviewed_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where(eq(testimonies.id, id))
      .returning(testimonyColumns);
    if (!row) throw new DomainError('testimony_not_found');
    await recordAdminAction(tx, {
      adminId: reviewerId,
      action: reviewAction(before.status, status),
      targetUserId: row.user_id,
      targetType: 'testimony',
      targetId: row.id,
      before: { status: before.status, review_note: before.review_note },
      after: { status: row.status, review_note: row.review_note },
    });
    return toTestimony(row, { kind: 'admin' });
  });
}
