import { count, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bibleReadingPlans, testimonies, users } from '../../db/schema';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export async function getAdminOverview(db: Database, now = new Date()) {
  const [[members], [admins], [recent], [plans], [pending]] = await Promise.all([
    db.select({ value: count() }).from(users),
    db.select({ value: count() }).from(users).where(eq(users.role, 'admin')),
    db
      .select({ value: count() })
      .from(users)
      .where(gte(users.createdAt, new Date(now.getTime() - WEEK_MS))),
    db.select({ value: count() }).from(bibleReadingPlans),
    db.select({ value: count() }).from(testimonies).where(eq(testimonies.status, 'pending')),
  ]);
  return {
    members: members?.value ?? 0,
    admins: admins?.value ?? 0,
    signups_last_7_days: recent?.value ?? 0,
    plans: plans?.value ?? 0,
    testimonies_pending: pending?.value ?? 0,
  };
}

/** Gives an existing member the admin role; returns false when no member has that email. */
export async function promoteToAdmin(db: Database, email: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return updated.length > 0;
}
