import { readingEndpoints as endpoints, type PlanChapter, type ReadingPlan } from '@manna/shared';
import { computeStreak } from '@manna/shared/testing/streak.oracle';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenLedger, userCompletedChapters, users } from '../../db/schema';
import { memberClient } from '../../testing/member-client';
import { type TestMember, useTestApp } from '../../testing/test-app';
import { computeStreakInDatabase } from './streak-query';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('reading plans', () => {
  const t = useTestApp();
  const visitor = memberClient(t);
  let plans: ReadingPlan[];
  let ntChapters: PlanChapter[];

  beforeAll(async () => {
    plans = (await visitor.read(endpoints.plans)).plans;
    const nt = plans[0];
    ntChapters = (await visitor.read(endpoints.planChapters, { params: { planId: nt?.id ?? '' } }))
      .chapters;
  });

  const planId = () => plans[0]?.id ?? '';
  const chapterId = (day: number) => ntChapters[day - 1]?.id ?? '';

  function mark(member: TestMember, day: number, completed = true) {
    return memberClient(t, member).read(endpoints.completion, {
      params: { planId: planId(), chapterId: chapterId(day) },
      body: { completed },
    });
  }
  function catchUp(member: TestMember, chapterIds: string[]) {
    return memberClient(t, member).read(endpoints.catchUp, {
      params: { planId: planId() },
      body: { chapter_ids: chapterIds },
    });
  }

  it('lists the plans oldest first, to anyone, with their chapter counts', () => {
    expect(plans[0]).toMatchObject({
      title: 'New Testament Reading Plan',
      duration_days: 260,
      daily_minutes: 15,
      chapter_count: 260,
    });
    expect(plans.length).toBeGreaterThanOrEqual(3);
  });

  it('lists a plan’s chapters by day with day_number and 15 minutes each', () => {
    expect(ntChapters).toHaveLength(260);
    expect(ntChapters[0]).toMatchObject({
      book: 'Matthew',
      chapter: 1,
      day_number: 1,
      estimated_minutes: 15,
    });
    expect(ntChapters[259]).toMatchObject({ book: 'Revelation', chapter: 22, day_number: 260 });
  });

  it('keeps two books on one day in reading order', async () => {
    const gospels = plans.find((plan) => plan.title === 'The Gospels in 30 Days');
    const { chapters } = await visitor.read(endpoints.planChapters, {
      params: { planId: gospels?.id ?? '' },
    });
    const labels = chapters.map((chapter) => `${chapter.book} ${chapter.chapter}`);
    expect(labels.indexOf('Matthew 28')).toBeLessThan(labels.indexOf('Mark 1'));
    expect(labels.at(-1)).toBe('John 21');
  });

  it('answers unknown plans with 404', async () => {
    const response = await t.request(
      '/api/reading/plans/00000000-0000-4000-8000-000000000000/chapters',
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Reading plan not found' });
  });

  it('starts a plan at day 1 and returns the same record when started again', async () => {
    const member = await t.signUp();
    const start = async () =>
      (await memberClient(t, member).read(endpoints.start, { params: { planId: planId() } }))
        .progress;
    const first = await start();
    expect(first).toMatchObject({
      current_day: 1,
      is_completed: false,
      streak_days: 0,
      completed_chapters_count: 0,
    });
    const second = await start();
    expect(second.created_at).toBe(first.created_at);
  });

  it('marks a chapter read and unread, recomputing progress and the streak', async () => {
    const member = await t.signUp();
    const marked = await mark(member, 1);
    expect(marked.progress).toMatchObject({
      completed_chapters_count: 1,
      current_day: 2,
      streak_days: 1,
    });
    expect(marked.streak).toBe(1);
    expect(marked.chapters).toEqual([
      { chapter_id: chapterId(1), completed: true, completed_at: expect.any(String) },
    ]);

    const third = await mark(member, 3);
    expect(third.progress).toMatchObject({ completed_chapters_count: 2, current_day: 4 });

    const unmarked = await mark(member, 3, false);
    expect(unmarked.progress).toMatchObject({ completed_chapters_count: 1, current_day: 2 });
    expect(unmarked.chapters.map((chapter) => chapter.chapter_id)).toEqual([chapterId(1)]);
  });

  it('catches up every missed chapter in one request', async () => {
    const member = await t.signUp();
    await mark(member, 3);
    const result = await catchUp(member, [chapterId(1), chapterId(2)]);
    expect(result.changed).toBe(2);
    expect(result.progress.completed_chapters_count).toBe(3);
    // Read last, Matthew 1 and 2 do not take the member back: the day after Matthew 3 is next.
    expect(result.progress.current_day).toBe(4);
  });

  it('changes nothing when one chapter of a catch-up is not in the plan', async () => {
    const member = await t.signUp();
    const response = await t.request(`/api/reading/plans/${planId()}/catch-up`, {
      method: 'POST',
      cookie: member.cookie,
      json: { chapter_ids: [chapterId(1), '00000000-0000-4000-8000-000000000000'] },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Chapter not found' });
    const rows = await t.db
      .select()
      .from(userCompletedChapters)
      .where(eq(userCompletedChapters.user_id, member.id));
    expect(rows).toEqual([]);
  });

  it('completes a plan when every chapter is read, with its date', async () => {
    const member = await t.signUp();
    const result = await catchUp(
      member,
      ntChapters.map((chapter) => chapter.id),
    );
    expect(result.progress).toMatchObject({ is_completed: true, completed_chapters_count: 260 });
    expect(result.progress.completion_date).not.toBeNull();
    const names = result.earned.map((achievement) => achievement.name);
    expect(
      result.earned.filter((achievement) => achievement.type === 'reading_completion').length,
    ).toBeGreaterThanOrEqual(4);
    expect(new Set(names).size).toBe(names.length);
  });

  it('awards an achievement once and credits its tokens to the ledger', async () => {
    const member = await t.signUp();
    const first = await mark(member, 1);
    const firstChapter = first.earned.find(
      (achievement) => achievement.type === 'reading_completion',
    );
    expect(firstChapter).toBeDefined();

    await mark(member, 1, false);
    const again = await mark(member, 1);
    expect(again.earned.find((achievement) => achievement.id === firstChapter?.id)).toBeUndefined();

    const [user] = await t.db.select().from(users).where(eq(users.id, member.id));
    const ledger = await t.db.select().from(tokenLedger).where(eq(tokenLedger.user_id, member.id));
    expect(user?.tokens).toBe(ledger.reduce((sum, row) => sum + row.delta, 0));
    expect(ledger.filter((row) => row.source_id === firstChapter?.id)).toHaveLength(1);
  });

  it('keeps progress to its owner: another member sees none of it and cannot change it', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    await mark(owner, 1);
    await mark(owner, 2);

    const seen = await memberClient(t, other).read(endpoints.progress, {
      params: { planId: planId() },
    });
    expect(seen).toEqual({
      progress: null,
      chapters: [],
      schedule: { days: [], last_adjustment: null },
    });

    // Unmarking the owner's chapter as someone else touches only that member's own records.
    await mark(other, 2, false);
    const owners = await t.db
      .select()
      .from(userCompletedChapters)
      .where(and(eq(userCompletedChapters.user_id, owner.id)));
    expect(owners).toHaveLength(2);

    expect((await t.request(`/api/reading/plans/${planId()}/progress`)).status).toBe(401);
    expect((await t.request('/api/reading/streak')).status).toBe(401);
  });

  it('validates its input with 400 and a message', async () => {
    const member = await t.signUp();
    const bad = await t.request(
      `/api/reading/plans/${planId()}/chapters/${chapterId(1)}/completion`,
      {
        method: 'PUT',
        cookie: member.cookie,
        json: { completed: 'yes' },
      },
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'completed must be true or false' });

    const empty = await t.request(`/api/reading/plans/${planId()}/catch-up`, {
      method: 'POST',
      cookie: member.cookie,
      json: { chapter_ids: [] },
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: 'There are no chapters to mark as read' });
  });

  it('reports reading days in the member’s time zone', async () => {
    const member = await t.signUp();
    await t.request('/api/me', {
      method: 'PATCH',
      cookie: member.cookie,
      json: { time_zone: 'Pacific/Auckland' },
    });
    await mark(member, 1);
    const activity = await memberClient(t, member).read(endpoints.activity, {
      query: { days: 30 },
    });
    expect(activity.time_zone).toBe('Pacific/Auckland');
    expect(activity.days).toEqual([{ date: activity.today, chapters: 1 }]);
  });
});

describe('the streak query', () => {
  const t = useTestApp();
  const visitor = memberClient(t);

  async function memberWithCompletions(instants: Date[]) {
    const member = await t.signUp();
    const [plan] = (await visitor.read(endpoints.plans)).plans;
    const { chapters } = await visitor.read(endpoints.planChapters, {
      params: { planId: plan?.id ?? '' },
    });
    // One chapter per completion; histories longer than a plan reuse chapters of other members.
    await t.db.insert(userCompletedChapters).values(
      instants
        .map((completedAt, index) => ({
          user_id: member.id,
          plan_id: plan?.id ?? '',
          chapter_id: chapters[index % chapters.length]?.id ?? '',
          completed_at: completedAt,
        }))
        .filter((_, index) => index < chapters.length),
    );
    return member;
  }

  it.each([
    ['UTC'],
    ['Pacific/Auckland'],
    ['America/Los_Angeles'],
    ['America/New_York'],
    ['Europe/London'],
  ])('matches the reference streak in %s', async (timeZone) => {
    const now = new Date('2026-03-09T06:30:00Z'); // the morning after New York's spring change
    const instants = Array.from({ length: 12 }, (_, day) => new Date(now.getTime() - day * DAY_MS));
    instants.push(new Date(now.getTime() - 20 * DAY_MS));
    const member = await memberWithCompletions(instants);
    const fromDatabase = await computeStreakInDatabase(t.db, member.id, timeZone, now);
    expect(fromDatabase).toBe(computeStreak(instants, now, timeZone));
    expect(fromDatabase).toBeGreaterThan(0);
  });

  it('is 0 when nothing was read today', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const member = await memberWithCompletions([new Date(now.getTime() - DAY_MS)]);
    expect(await computeStreakInDatabase(t.db, member.id, 'UTC', now)).toBe(0);
  });
});
