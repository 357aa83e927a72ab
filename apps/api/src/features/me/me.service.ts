import {
  type CurrentUser,
  parseSavedReaderPreferences,
  type ReaderPreferencesInput,
  type SavedReaderPreferences,
  toRole,
  type UpdateProfileInput,
} from '@manna/shared';
import { memberContactOf } from '@manna/shared/member-contact';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    contact: memberContactOf(row),
    role: toRole(row.role),
    tokens: row.tokens,
    last_login: row.lastLogin?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    time_zone: row.timeZone,
    two_factor_enabled: row.twoFactorEnabled,
    profile: { full_name: row.name },
  };
}

export async function getCurrentUser(db: Database, userId: string): Promise<CurrentUser | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ? toCurrentUser(row) : null;
}

export async function updateProfile(
  db: Database,
  userId: string,
  input: UpdateProfileInput,
): Promise<CurrentUser | null> {
  const [row] = await db
    .update(users)
    .set({
      ...(input.full_name !== undefined && { name: input.full_name }),
      ...(input.time_zone !== undefined && { timeZone: input.time_zone }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return row ? toCurrentUser(row) : null;
}

/** The member's own reading preferences (docs/product/accounts-and-shell.md#reading-preferences). */
export async function getReaderPreferences(
  db: Database,
  userId: string,
): Promise<SavedReaderPreferences> {
  const [row] = await db
    .select({ preferences: users.readerPreferences })
    .from(users)
    .where(eq(users.id, userId));
  return { preferences: parseSavedReaderPreferences(row?.preferences) };
}

/** Replaces the member's reading preferences; the last device to save wins. */
export async function saveReaderPreferences(
  db: Database,
  userId: string,
  preferences: ReaderPreferencesInput,
): Promise<SavedReaderPreferences> {
  const [row] = await db
    .update(users)
    .set({ readerPreferences: preferences, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ preferences: users.readerPreferences });
  return { preferences: parseSavedReaderPreferences(row?.preferences) };
}
