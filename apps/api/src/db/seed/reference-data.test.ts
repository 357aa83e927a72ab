import { NEW_TESTAMENT_BOOKS, READING_PLANS } from '@manna/shared';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database';
import type { DatabaseHandle } from '../client';
import { achievements, appSettings, bibleReadingChapters, bibleReadingPlans } from '../schema';
import { seedReferenceData } from './reference-data';

describe('reference data', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  async function counts() {
    const { db } = database;
    const [[plans], [chapters], [rewards]] = await Promise.all([
      db.select({ value: count() }).from(bibleReadingPlans),
      db.select({ value: count() }).from(bibleReadingChapters),
      db.select({ value: count() }).from(achievements),
    ]);
    return { plans: plans?.value, chapters: chapters?.value, achievements: rewards?.value };
  }

  it('loads twice without duplicates', async () => {
    await seedReferenceData(database.db);
    const first = await counts();
    await seedReferenceData(database.db);
    await Promise.all([seedReferenceData(database.db), seedReferenceData(database.db)]);

    expect(await counts()).toEqual(first);
    expect(first.plans).toBe(READING_PLANS.length);
    expect(first.plans).toBeGreaterThanOrEqual(3);
    expect(first.achievements).toBeGreaterThan(0);
  });

  it('skips a catalogue it has loaded, and loads it again once it changed', async () => {
    const { db } = database;
    const renamed = () =>
      db
        .update(bibleReadingPlans)
        .set({ title: 'Renamed' })
        .where(eq(bibleReadingPlans.slug, 'new-testament'));
    const title = async () => {
      const [plan] = await db
        .select({ title: bibleReadingPlans.title })
        .from(bibleReadingPlans)
        .where(eq(bibleReadingPlans.slug, 'new-testament'));
      return plan?.title;
    };
    await seedReferenceData(db);
    await renamed();
    await seedReferenceData(db);
    expect(await title()).toBe('Renamed');

    // What a new release's catalogue looks like to the stored digest.
    await db
      .update(appSettings)
      .set({ value: { sha256: 'an older catalogue' } })
      .where(eq(appSettings.key, 'reference_data'));
    await seedReferenceData(db);
    expect(await title()).toBe('New Testament Reading Plan');
  });

  it('lists the New Testament Reading Plan first', async () => {
    const plans = await database.db
      .select()
      .from(bibleReadingPlans)
      .orderBy(asc(bibleReadingPlans.created_at));
    expect(plans[0]?.title).toBe('New Testament Reading Plan');
    expect(plans[0]?.duration_days).toBe(260);
  });

  it('covers all 260 New Testament chapters in canonical order, one a day, with titles', async () => {
    const [plan] = await database.db
      .select()
      .from(bibleReadingPlans)
      .where(eq(bibleReadingPlans.slug, 'new-testament'));
    if (!plan) throw new Error('plan missing');
    const chapters = await database.db
      .select()
      .from(bibleReadingChapters)
      .where(eq(bibleReadingChapters.plan_id, plan.id))
      .orderBy(asc(bibleReadingChapters.day));

    const canonical = NEW_TESTAMENT_BOOKS.flatMap((book) =>
      Array.from({ length: book.chapters }, (_, index) => `${book.name} ${index + 1}`),
    );
    expect(chapters).toHaveLength(260);
    expect(chapters.map((row) => `${row.book} ${row.chapter}`)).toEqual(canonical);
    expect(chapters.map((row) => row.day)).toEqual(canonical.map((_, index) => index + 1));
    for (const row of chapters) expect(row.title?.length).toBeGreaterThan(3);
  });

  it('includes streak, reading-completion and journal achievements', async () => {
    const rows = await database.db.select().from(achievements);
    const types = new Set(rows.map((row) => row.type));
    expect([...types].sort()).toEqual(['journal', 'reading_completion', 'streak']);
  });
});
