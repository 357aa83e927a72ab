import { createHash } from 'node:crypto';
import { ACHIEVEMENTS, READING_PLANS } from '@manna/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { isLoaded, markLoaded } from '../load-digest';
import { achievements, bibleReadingChapters, bibleReadingPlans } from '../schema';

// Plans are listed by created_at and the first is the default (docs/product/reading-plans.md), so
// each plan gets a fixed creation time in catalogue order rather than whatever now() happens to be.
const CATALOGUE_EPOCH = Date.UTC(2025, 0, 1);

const SETTINGS_KEY = 'reference_data';
/** Bump when the rows are made differently from the same catalogue. */
const ROW_FORMAT = 1;
// What was last loaded, kept in app_settings: a start with the same catalogue skips the upserts
// of every plan's chapters, which took a good part of a start (docs/decisions/014-server-footprint.md).
const CATALOGUE_DIGEST = createHash('sha256')
  .update(JSON.stringify({ ROW_FORMAT, CATALOGUE_EPOCH, READING_PLANS, ACHIEVEMENTS }))
  .digest('hex');

/**
 * Loads the reading plans and achievements when the catalogue changed. Safe to run at every start
 * and on every instance: rows are matched on natural keys and updated in place, never duplicated.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  if (await isLoaded(db, SETTINGS_KEY, CATALOGUE_DIGEST)) return;
  await db.transaction(async (tx) => {
    for (const [index, plan] of READING_PLANS.entries()) {
      const createdAt = new Date(CATALOGUE_EPOCH + index * 60_000);
      const [saved] = await tx
        .insert(bibleReadingPlans)
        .values({
          slug: plan.slug,
          title: plan.title,
          description: plan.description,
          duration_days: plan.durationDays,
          daily_minutes: plan.dailyMinutes,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .onConflictDoUpdate({
          target: bibleReadingPlans.slug,
          set: {
            title: plan.title,
            description: plan.description,
            duration_days: plan.durationDays,
            daily_minutes: plan.dailyMinutes,
            created_at: createdAt,
          },
        })
        .returning({ id: bibleReadingPlans.id });
      if (!saved) throw new Error(`Could not save reading plan ${plan.slug}`);

      await tx
        .insert(bibleReadingChapters)
        .values(
          plan.chapters.map((chapter, position) => ({
            plan_id: saved.id,
            position,
            book: chapter.book,
            chapter: chapter.chapter,
            day: chapter.day,
            title: chapter.title,
          })),
        )
        .onConflictDoUpdate({
          target: [
            bibleReadingChapters.plan_id,
            bibleReadingChapters.book,
            bibleReadingChapters.chapter,
          ],
          set: {
            day: sql`excluded.day`,
            title: sql`excluded.title`,
            position: sql`excluded.position`,
          },
        });
    }

    await tx
      .insert(achievements)
      .values(ACHIEVEMENTS.map((achievement) => ({ ...achievement })))
      .onConflictDoUpdate({
        target: [achievements.type, achievements.threshold],
        set: {
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          badge_color: sql`excluded.badge_color`,
          reward_tokens: sql`excluded.reward_tokens`,
        },
      });

    await markLoaded(tx, SETTINGS_KEY, CATALOGUE_DIGEST);
  });
}
