import type {
  Bookmark,
  BookmarkPage,
  ChapterBookmarksResponse,
  createBookmarkInputSchema,
} from '@manna/shared';
import { and, count, desc, eq, like } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { escapeLike } from '../../db/like-pattern';
import { bookmarks } from '../../db/schema';
import { DomainError } from '../../lib/domain-errors';

/** Clocks of devices that bookmarked offline may run a little ahead of ours. */
export const CREATED_AT_SKEW_MS = 5 * 60 * 1000;

type BookmarkRow = typeof bookmarks.$inferSelect;

function toBookmark(row: BookmarkRow): Bookmark {
  return {
    id: row.id,
    reference: row.reference,
    text: row.text,
    translation: row.translation,
    tags: row.tags,
    created_at: row.created_at.toISOString(),
  };
}

const ownedBy = (userId: string) => eq(bookmarks.user_id, userId);

/** GET /api/bookmarks: newest first, a page at a time (the id keeps paging stable). */
export async function listBookmarks(
  executor: Executor,
  userId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<BookmarkPage> {
  const [rows, [all]] = await Promise.all([
    executor
      .select()
      .from(bookmarks)
      .where(ownedBy(userId))
      .orderBy(desc(bookmarks.created_at), desc(bookmarks.id))
      .limit(limit)
      .offset(offset),
    executor.select({ value: count() }).from(bookmarks).where(ownedBy(userId)),
  ]);
  const total = all?.value ?? 0;
  return {
    bookmarks: rows.map(toBookmark),
    total,
    next_offset: offset + limit < total ? offset + limit : null,
  };
}

/**
 * GET /api/bookmarks/chapter: the bookmarks of one chapter in one translation, for the reader's
 * verse toggles: references 'John 3:16' or 'John 3:16-18', i.e. starting 'John 3:'.
 */
export async function listChapterBookmarks(
  executor: Executor,
  userId: string,
  { book, chapter, translation }: { book: string; chapter: number; translation: string },
): Promise<ChapterBookmarksResponse> {
  const rows = await executor
    .select()
    .from(bookmarks)
    .where(
      and(
        ownedBy(userId),
        eq(bookmarks.translation, translation),
        like(bookmarks.reference, `${escapeLike(`${book} ${chapter}:`)}%`),
      ),
    )
    .orderBy(desc(bookmarks.created_at), desc(bookmarks.id));
  return { bookmarks: rows.map(toBookmark) };
}

export type AddBookmarkInput = z.output<typeof createBookmarkInputSchema>;

/**
 * POST /api/bookmarks. Offline sync replays adds, so bookmarking a reference the member already
 * has in that translation returns the existing bookmark (`created: false`) instead of failing.
 */
export async function addBookmark(
  db: Database,
  userId: string,
  input: AddBookmarkInput,
  now: Date = new Date(),
): Promise<{ bookmark: Bookmark; created: boolean }> {
  const createdAt = input.created_at ? new Date(input.created_at) : now;
  if (createdAt.getTime() > now.getTime() + CREATED_AT_SKEW_MS) {
    throw new DomainError('bookmark_created_in_future');
  }
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(bookmarks)
      .values({
        user_id: userId,
        reference: input.reference,
        text: input.text,
        translation: input.translation,
        tags: input.tags,
        created_at: createdAt,
      })
      .onConflictDoNothing({
        target: [bookmarks.user_id, bookmarks.reference, bookmarks.translation],
      })
      .returning();
    if (inserted) return { bookmark: toBookmark(inserted), created: true };
    const [existing] = await tx
      .select()
      .from(bookmarks)
      .where(
        and(
          ownedBy(userId),
          eq(bookmarks.reference, input.reference),
          eq(bookmarks.translation, input.translation),
        ),
      );
    if (!existing) throw new Error('bookmark conflicted but could not be read');
    return { bookmark: toBookmark(existing), created: false };
  });
}

/**
 * DELETE /api/bookmarks/:id. Another member's bookmark is simply not found
 * (docs/product/study-notes-and-bookmarks.md#privacy).
 */
export async function deleteBookmark(executor: Executor, userId: string, id: string) {
  const deleted = await executor
    .delete(bookmarks)
    .where(and(eq(bookmarks.id, id), ownedBy(userId)))
    .returning({ id: bookmarks.id });
  if (deleted.length === 0) throw new DomainError('bookmark_not_found');
}

/** DELETE /api/bookmarks?reference=&translation=: offline sync knows references, not ids. */
export async function deleteBookmarkByReference(
  executor: Executor,
  userId: string,
  { reference, translation }: { reference: string; translation: string },
) {
  const deleted = await executor
    .delete(bookmarks)
    .where(
      and(
        ownedBy(userId),
        eq(bookmarks.reference, reference),
        eq(bookmarks.translation, translation),
      ),
    )
    .returning({ id: bookmarks.id });
  if (deleted.length === 0) throw new DomainError('bookmark_not_found');
}
