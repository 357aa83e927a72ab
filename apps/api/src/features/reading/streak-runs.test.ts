import { readingEndpoints as endpoints } from '@manna/shared';
import { computeStreak } from '@manna/shared/testing/streak.oracle';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, inject, it, vi } from 'vitest';
import { selectRows } from '../../db/client';
import { userCompletedChapters, users } from '../../db/schema';
import { memberClient } from '../../testing/member-client';
import { useTestApp } from '../../testing/test-app';
import { getStreak, setChapterCompletion } from './reading.service';
import { keptStreak } from './streak-query';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
// After today: a change to a completion from before today forgets the kept run, and the timelines
// should find what a kept run over their own days gets wrong.
const START = Date.parse('2031-03-01T12:00:00Z');
const TIME_ZONES = [
  'UTC',
  'Pacific/Auckland',
  'America/New_York',
  'Asia/Kolkata',
  'Pacific/Chatham',
];

/**
 * What a member's completions can go through, each at `at` hours after START: a mark or an unmark
 * through the app, a completion written straight into the table at any earlier day (as an import
 * or a script writes one), a new time zone, and a look at the streak.
 */
const step = fc.oneof(
  fc.record({ kind: fc.constant('mark' as const), chapter: fc.nat(3) }),
  fc.record({ kind: fc.constant('unmark' as const), chapter: fc.nat(3) }),
  fc.record({
    kind: fc.constant('write' as const),
    chapter: fc.nat(3),
    daysBack: fc.integer({ min: 0, max: 6 }),
  }),
  fc.record({ kind: fc.constant('zone' as const), zone: fc.constantFrom(...TIME_ZONES) }),
  fc.record({ kind: fc.constant('look' as const) }),
);
const timeline = fc.array(
  fc.record({
    step,
    // Mostly the same day or the next, sometimes a day back (a clock set back, or a test's).
    hoursLater: fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: 0, max: 4 }) },
      { weight: 2, arbitrary: fc.integer({ min: 18, max: 30 }) },
      { weight: 1, arbitrary: fc.constant(-26) },
    ),
  }),
  { minLength: 1, maxLength: 14 },
);

describe('the kept streak', () => {
  const t = useTestApp();
  const visitor = memberClient(t);

  async function firstPlan() {
    const [plan] = (await visitor.read(endpoints.plans)).plans;
    const { chapters } = await visitor.read(endpoints.planChapters, {
      params: { planId: plan?.id ?? '' },
    });
    return { planId: plan?.id ?? '', chapterIds: chapters.map((chapter) => chapter.id) };
  }

  async function streakByTheRule(memberId: string, now: Date) {
    const [member] = await t.db
      .select({ timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, memberId));
    const rows = await t.db
      .select({ completedAt: userCompletedChapters.completed_at })
      .from(userCompletedChapters)
      .where(eq(userCompletedChapters.user_id, memberId));
    return computeStreak(
      rows.map((row) => row.completedAt),
      now,
      member?.timeZone,
    );
  }

  it('is the reference streak after any marks, unmarks, writes, zone changes and days', async () => {
    const { planId, chapterIds } = await firstPlan();
    await fc.assert(
      fc.asyncProperty(timeline, async (steps) => {
        const member = await t.signUp();
        let at = START;
        for (const { step, hoursLater } of steps) {
          at += hoursLater * HOUR_MS;
          const now = new Date(at);
          const chapterId = 'chapter' in step ? (chapterIds[step.chapter] ?? '') : '';
          if (step.kind === 'mark' || step.kind === 'unmark') {
            const answer = await setChapterCompletion(
              t.db,
              member.id,
              planId,
              chapterId,
              step.kind === 'mark',
              now,
            );
            expect(answer.streak).toBe(await streakByTheRule(member.id, now));
          } else if (step.kind === 'write') {
            await t.db
              .insert(userCompletedChapters)
              .values({
                user_id: member.id,
                plan_id: planId,
                chapter_id: chapterId,
                completed_at: new Date(at - step.daysBack * DAY_MS),
              })
              .onConflictDoUpdate({
                target: [userCompletedChapters.user_id, userCompletedChapters.chapter_id],
                set: { completed_at: new Date(at - step.daysBack * DAY_MS) },
              });
          } else if (step.kind === 'zone') {
            await t.db.update(users).set({ timeZone: step.zone }).where(eq(users.id, member.id));
          } else {
            expect(await getStreak(t.db, member.id, now)).toBe(
              await streakByTheRule(member.id, now),
            );
          }
        }
        const end = new Date(at);
        expect(await getStreak(t.db, member.id, end)).toBe(await streakByTheRule(member.id, end));
      }),
      {
        numRuns: 100,
        // Each way a completion on a kept day changes, after yesterday's run was kept by a mark:
        // one moved back onto it, one deleted from it, one written onto it.
        examples: [
          [
            [
              { step: { kind: 'mark', chapter: 0 }, hoursLater: 0 },
              { step: { kind: 'mark', chapter: 1 }, hoursLater: 1 },
              { step: { kind: 'write', chapter: 1, daysBack: 1 }, hoursLater: 1 },
              { step: { kind: 'look' }, hoursLater: 0 },
            ],
          ],
          [
            [
              { step: { kind: 'mark', chapter: 0 }, hoursLater: 0 },
              { step: { kind: 'mark', chapter: 1 }, hoursLater: 24 },
              { step: { kind: 'unmark', chapter: 0 }, hoursLater: 1 },
            ],
          ],
          [
            [
              { step: { kind: 'mark', chapter: 0 }, hoursLater: 0 },
              { step: { kind: 'write', chapter: 1, daysBack: 1 }, hoursLater: 1 },
              { step: { kind: 'look' }, hoursLater: 0 },
            ],
          ],
        ],
      },
    );
  });

  // PGlite runs one statement at a time.
  describe.runIf(inject('databaseKind') === 'postgres')('with two connections', () => {
    it.each([
      ['no run kept', false],
      ['a run kept three days ago', true],
    ])(
      'does not keep a count that raced the deletion of a completion it read, %s',
      async (_, keptBefore) => {
        const now = new Date();
        const { planId, chapterIds } = await firstPlan();
        const member = await t.signUp();
        const completion = (chapter: number, completedAt: Date) => ({
          user_id: member.id,
          plan_id: planId,
          chapter_id: chapterIds[chapter] ?? '',
          completed_at: completedAt,
        });
        await t.db
          .insert(userCompletedChapters)
          .values([completion(0, new Date(now.getTime() - DAY_MS)), completion(1, now)]);
        if (keptBefore) {
          expect(
            await keptStreak(t.db, member.id, 'UTC', new Date(now.getTime() - 2 * DAY_MS)),
          ).toBe(0);
        }

        let counting: Promise<number> | undefined;
        await t.db.transaction(async (tx) => {
          // Yesterday's reading goes, not yet committed, while the first look of the day counts
          // from before it and then waits for the row the deletion moved on.
          await tx
            .delete(userCompletedChapters)
            .where(
              and(
                eq(userCompletedChapters.user_id, member.id),
                eq(userCompletedChapters.chapter_id, chapterIds[0] ?? ''),
              ),
            );
          counting = keptStreak(t.db, member.id, 'UTC', now);
          await vi.waitFor(async () => {
            const [waiting] = await selectRows<{ n: number }>(
              t.db,
              sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
            );
            expect(waiting?.n).toBe(1);
          });
        });
        expect(await counting).toBe(2);

        expect(await keptStreak(t.db, member.id, 'UTC', now)).toBe(1);
      },
    );
  });
});
