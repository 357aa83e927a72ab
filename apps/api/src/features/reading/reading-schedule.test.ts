import {
  type BodyInput,
  readingEndpoints as endpoints,
  NOTHING_MISSED_MESSAGE,
  type PlanChapter,
  type PlanProgressResponse,
  SCHEDULE_ADJUSTMENT_NOT_FOUND,
  spreadDaysMessage,
} from '@manna/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  readingScheduleAdjustments,
  userCompletedChapters,
  userScheduledChapters,
} from '../../db/schema';
import { memberClient } from '../../testing/member-client';
import { expectError } from '../../testing/responses';
import { type TestMember, UNKNOWN_ID, useTestApp } from '../../testing/test-app';

// The New Testament plan: one chapter a day for 260 days, Matthew 1 on day 1.
describe('catching up with a choice: schedule adjustments', () => {
  const t = useTestApp();
  let planId: string;
  let chapters: PlanChapter[];

  beforeAll(async () => {
    const visitor = memberClient(t);
    const { plans } = await visitor.read(endpoints.plans);
    planId = plans[0]?.id ?? '';
    ({ chapters } = await visitor.read(endpoints.planChapters, { params: { planId } }));
  });

  const chapterOfDay = (day: number) => chapters[day - 1]?.id ?? '';

  /** Marks the chapter of a plan day read. */
  function complete(member: TestMember, day: number) {
    return memberClient(t, member).read(endpoints.completion, {
      params: { planId, chapterId: chapterOfDay(day) },
      body: { completed: true },
    });
  }

  /** A member who read the chapters of these plan days (and so missed the ones between). */
  async function memberWhoRead(...days: number[]) {
    const member = await t.signUp();
    for (const day of days) await complete(member, day);
    return member;
  }

  function adjust(member: TestMember, body: unknown) {
    return t.request(`/api/reading/plans/${planId}/schedule-adjustments`, {
      method: 'POST',
      cookie: member.cookie,
      json: body,
    });
  }

  /** The adjustment made, as the 201 answers it. */
  function adjusted(member: TestMember, body: BodyInput<typeof endpoints.adjustSchedule>) {
    return memberClient(t, member).read(endpoints.adjustSchedule, {
      params: { planId },
      body,
      status: 201,
    });
  }

  function undo(member: TestMember, adjustmentId: string) {
    return t.request(`/api/reading/schedule-adjustments/${adjustmentId}`, {
      method: 'DELETE',
      cookie: member.cookie,
    });
  }

  /** The adjustment undone, as the 200 answers it. */
  function undone(member: TestMember, adjustmentId: string) {
    return memberClient(t, member).read(endpoints.undoAdjustment, {
      params: { id: adjustmentId },
    });
  }

  function progressOf(member: TestMember) {
    return memberClient(t, member).read(endpoints.progress, { params: { planId } });
  }

  async function streakOf(member: TestMember) {
    return (await memberClient(t, member).read(endpoints.streak)).streak;
  }

  /** The member's day for the chapter of a plan day. */
  function dayOf(schedule: PlanProgressResponse['schedule'], planDay: number) {
    return (
      schedule.days.find((entry) => entry.chapter_id === chapterOfDay(planDay))?.day ?? planDay
    );
  }

  it('shifts the rest of the plan so that today’s reading is the first missed chapter', async () => {
    const member = await memberWhoRead(1, 4);
    const streak = await streakOf(member);
    const shifted = await adjusted(member, { kind: 'shift' });

    expect(shifted.schedule.last_adjustment).toMatchObject({ kind: 'shift', days: 2, chapters: 2 });
    // Matthew 2 and 3 are today's and tomorrow's readings; everything unread after moves on 2.
    expect([2, 3, 5, 260].map((day) => dayOf(shifted.schedule, day))).toEqual([5, 6, 7, 262]);
    expect([1, 4].map((day) => dayOf(shifted.schedule, day))).toEqual([1, 4]);
    expect(shifted.progress.current_day).toBe(5);
    expect(shifted.chapters.map((record) => record.chapter_id).sort()).toEqual(
      [chapterOfDay(1), chapterOfDay(4)].sort(),
    );
    // Kept: the member reads the same schedule back, and nothing was completed.
    expect((await progressOf(member)).schedule).toEqual(shifted.schedule);
    expect(await streakOf(member)).toBe(streak);
  });

  it('spreads the missed chapters over the next days while the end holds', async () => {
    const member = await memberWhoRead(1, 5);
    const spread = await adjusted(member, { kind: 'spread', days: 2 });

    expect(spread.schedule.last_adjustment).toMatchObject({
      kind: 'spread',
      days: 2,
      chapters: 3,
    });
    // Matthew 2 and 3 join day 6's reading, Matthew 4 day 7's; the plan still ends on day 260.
    expect([2, 3, 4, 6, 7, 260].map((day) => dayOf(spread.schedule, day))).toEqual([
      6, 6, 7, 6, 7, 260,
    ]);
    expect(spread.schedule.days).toHaveLength(3);
    expect(spread.progress.current_day).toBe(6);
  });

  it('undoes the last adjustment once, chapters read since included', async () => {
    const member = await memberWhoRead(1, 4);
    const { schedule } = await adjusted(member, { kind: 'shift' });
    const adjustmentId = schedule.last_adjustment?.id ?? '';
    // Matthew 2, now day 5's reading, is read: the member is on day 6.
    expect((await complete(member, 2)).progress.current_day).toBe(6);

    const back = await undone(member, adjustmentId);
    expect(back.schedule).toEqual({ days: [], last_adjustment: null });
    // Back on the plan's days: Matthew 4 is the furthest read, Matthew 3 missed again.
    expect(back.progress.current_day).toBe(5);
    expect(back.chapters).toHaveLength(3);

    await expectError(await undo(member, adjustmentId), 404, SCHEDULE_ADJUSTMENT_NOT_FOUND);
  });

  it('keeps only the last adjustment to undo', async () => {
    const member = await memberWhoRead(1, 4);
    const first = await adjusted(member, { kind: 'shift' });
    // Reading ahead of the shifted plan leaves chapters missed again; this time they are spread.
    await complete(member, 10);
    const second = await adjusted(member, { kind: 'spread', days: 3 });
    expect(second.schedule.last_adjustment?.kind).toBe('spread');

    const firstId = first.schedule.last_adjustment?.id ?? '';
    await expectError(await undo(member, firstId), 404, SCHEDULE_ADJUSTMENT_NOT_FOUND);
    const back = await undone(member, second.schedule.last_adjustment?.id ?? '');
    // Back to the shifted plan, which can no longer be undone.
    expect(back.schedule).toEqual({ days: first.schedule.days, last_adjustment: null });
  });

  it('keeps adjustments to their owner: another member gets 404 and keeps their own plan', async () => {
    const owner = await memberWhoRead(1, 4);
    const other = await memberWhoRead(1);
    const { schedule } = await adjusted(owner, { kind: 'shift' });
    const adjustmentId = schedule.last_adjustment?.id ?? '';

    await expectError(await undo(other, adjustmentId), 404, SCHEDULE_ADJUSTMENT_NOT_FOUND);
    expect((await progressOf(other)).schedule).toEqual({ days: [], last_adjustment: null });
    expect((await progressOf(owner)).schedule).toEqual(schedule);
    // Their own plan has nothing missed.
    await expectError(await adjust(other, { kind: 'shift' }), 409, NOTHING_MISSED_MESSAGE);

    expect(
      (
        await t.request(`/api/reading/schedule-adjustments/${adjustmentId}`, {
          method: 'DELETE',
        })
      ).status,
    ).toBe(401);
  });

  it('answers bad input with 400 and a message, and changes nothing', async () => {
    const member = await memberWhoRead(1, 4);
    await expectError(
      await adjust(member, { kind: 'later' }),
      400,
      'Choose how to catch up: shift or spread',
    );
    await expectError(
      await adjust(member, { kind: 'spread' }),
      400,
      'Choose how many days to spread the readings over',
    );
    await expectError(
      await adjust(member, { kind: 'spread', days: 0 }),
      400,
      'Spread the readings over at least 1 day',
    );
    await expectError(
      await adjust(member, { kind: 'spread', days: 1.5 }),
      400,
      'Choose a whole number of days',
    );
    // From day 5, the plan's 260 days leave 256 to spread over.
    await expectError(
      await adjust(member, { kind: 'spread', days: 257 }),
      400,
      spreadDaysMessage(256),
    );
    await expectError(await undo(member, 'not-an-id'), 404, SCHEDULE_ADJUSTMENT_NOT_FOUND);
    await expectError(await undo(member, UNKNOWN_ID), 404, SCHEDULE_ADJUSTMENT_NOT_FOUND);
    await expectError(
      await t.request(`/api/reading/plans/${UNKNOWN_ID}/schedule-adjustments`, {
        method: 'POST',
        cookie: member.cookie,
        json: { kind: 'shift' },
      }),
      404,
      'Reading plan not found',
    );
    expect((await progressOf(member)).schedule).toEqual({ days: [], last_adjustment: null });
  });

  it('refuses a member with nothing missed with 409', async () => {
    const member = await memberWhoRead(1, 2);
    await expectError(await adjust(member, { kind: 'shift' }), 409, NOTHING_MISSED_MESSAGE);
    await expectError(
      await adjust(member, { kind: 'spread', days: 2 }),
      409,
      NOTHING_MISSED_MESSAGE,
    );
  });

  it('applies one of two adjustments sent at once; the other finds nothing missed', async () => {
    const member = await memberWhoRead(1, 4);
    const answers = await Promise.all([
      adjust(member, { kind: 'shift' }),
      adjust(member, { kind: 'shift' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const { schedule } = await progressOf(member);
    // Shifted once: Matthew 2 is day 5's reading, not day 7's.
    expect(dayOf(schedule, 2)).toBe(5);
  });

  it('writes all of an adjustment or none of it', async () => {
    const member = await memberWhoRead(1, 4);
    // The last write of the transaction fails for this member only. A function body takes no
    // parameters: the id (letters and digits) is written into it.
    expect(member.id).toMatch(/^\w+$/);
    await t.db.execute(sql`
      create function fail_for_test() returns trigger language plpgsql as $$
      begin
        if new.user_id = '${sql.raw(member.id)}' then raise exception 'disk full'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`
      create trigger fail_for_test before insert on user_scheduled_chapters
      for each row execute function fail_for_test()`);
    try {
      const response = await adjust(member, { kind: 'shift' });
      expect(response.status).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger fail_for_test on user_scheduled_chapters`);
      await t.db.execute(sql`drop function fail_for_test()`);
    }
    const adjustments = await t.db
      .select()
      .from(readingScheduleAdjustments)
      .where(eq(readingScheduleAdjustments.user_id, member.id));
    const days = await t.db
      .select()
      .from(userScheduledChapters)
      .where(eq(userScheduledChapters.user_id, member.id));
    expect({ adjustments, days }).toEqual({ adjustments: [], days: [] });
    const completed = await t.db
      .select()
      .from(userCompletedChapters)
      .where(eq(userCompletedChapters.user_id, member.id));
    expect(completed).toHaveLength(2);
    // And it works once the fault is gone.
    expect((await adjust(member, { kind: 'shift' })).status).toBe(201);
  });
});
