import { readingEndpoints as endpoints, type PlanChapter, type ReadingPlan } from '@manna/shared';
import { computeStreak } from '@manna/shared/testing/streak.oracle';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Executor, selectRows } from '../../db/client';
import {
  bibleReadingChapters,
  bibleReadingPlans,
  tokenLedger,
  userCompletedChapters,
  userReadingProgress,
  users,
} from '../../db/schema';
import { memberClient } from '../../testing/member-client';
import { type TestMember, useTestApp } from '../../testing/test-app';
import {
  computeStreakInDatabase,
  keptStreak,
  keptStreakExpressions,
  streakQuery,
} from './streak-query';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `count` plans of `chapters` chapters each, two a day, written by SQL: room for long histories. */
async function longPlans(db: Executor, slug: string, count: number, chapters: number) {
  const plans = await db
    .insert(bibleReadingPlans)
    .values(
      Array.from({ length: count }, (_, index) => ({
        slug: `${slug}-${index}`,
        title: `History ${index}`,
        description: 'A long plan for long histories.',
        duration_days: chapters / 2,
        daily_minutes: 30,
      })),
    )
    .returning({ id: bibleReadingPlans.id });
  const ids = plans.map((plan) => plan.id);
  await db.execute(sql`
    insert into ${bibleReadingChapters} (plan_id, book, chapter, day, position)
    select plan_id, 'History', n, (n + 1) / 2, n - 1
    from unnest(${`{${ids.join(',')}}`}::uuid[]) plan_id, generate_series(1, ${chapters}) n`);
  return ids;
}

/**
 * Gives the member `completions` chapters read over the plans in order, two a day going back from
 * `now`, with a started record on each plan: a history written straight into the database.
 */
async function giveHistory(
  db: Executor,
  memberId: string,
  planIds: string[],
  completions: number,
  now: Date,
) {
  await db
    .insert(userReadingProgress)
    .values(planIds.map((planId) => ({ user_id: memberId, plan_id: planId })));
  await db.execute(sql`
    insert into ${userCompletedChapters} (user_id, plan_id, chapter_id, completed_at)
    select ${memberId}, plan_id, id, ${now}::timestamptz - interval '1 minute'
      - make_interval(days => ((row_number() over (order by array_position(${`{${planIds.join(',')}}`}::uuid[], plan_id), position)) - 1)::int / 2)
    from ${bibleReadingChapters}
    where plan_id = any(${`{${planIds.join(',')}}`}::uuid[])
    order by array_position(${`{${planIds.join(',')}}`}::uuid[], plan_id), position
    limit ${completions}`);
}

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
    // The answer names only the chapter that changed; the progress read lists what stays.
    expect(unmarked.chapters).toEqual([
      { chapter_id: chapterId(3), completed: false, completed_at: null },
    ]);
    const { chapters } = await memberClient(t, member).read(endpoints.progress, {
      params: { planId: planId() },
    });
    expect(chapters.map((chapter) => chapter.chapter_id)).toEqual([chapterId(1)]);
  });

  it('keeps the last read chapter and its day on the record, and clears them when nothing is read', async () => {
    const member = await t.signUp();
    await mark(member, 2);
    const later = await mark(member, 1);
    expect(later.progress).toMatchObject({
      last_completed_chapter_id: chapterId(1),
      last_read_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    await mark(member, 1, false);
    const none = await mark(member, 2, false);
    expect(none.progress).toMatchObject({
      last_completed_chapter_id: null,
      last_read_date: null,
      completed_chapters_count: 0,
      current_day: 1,
      streak_days: 0,
    });
  });

  it('catches up every missed chapter in one request', async () => {
    const member = await t.signUp();
    await mark(member, 3);
    const result = await catchUp(member, [chapterId(1), chapterId(2)]);
    expect(result.changed).toBe(2);
    expect(result.chapters).toEqual([
      { chapter_id: chapterId(1), completed: true, completed_at: expect.any(String) },
      { chapter_id: chapterId(2), completed: true, completed_at: expect.any(String) },
    ]);
    expect(result.progress.completed_chapters_count).toBe(3);
    // Read last, Matthew 1 and 2 do not take the member back: the day after Matthew 3 is next.
    expect(result.progress.current_day).toBe(4);
  });

  it('answers a mark with what changed, the same size however long the history', async () => {
    const [historyPlan = ''] = await longPlans(t.db, 'answer-size', 1, 1460);
    const chapterIds = (
      await t.db
        .select({ id: bibleReadingChapters.id })
        .from(bibleReadingChapters)
        .where(eq(bibleReadingChapters.plan_id, historyPlan))
        .orderBy(bibleReadingChapters.position)
    ).map((chapter) => chapter.id);
    const now = new Date();
    const newcomer = await t.signUp();
    const veteran = await t.signUp();
    await giveHistory(t.db, newcomer.id, [historyPlan], 1, now);
    await giveHistory(t.db, veteran.id, [historyPlan], 1400, now);

    const answerOf = async (member: TestMember, index: number) => {
      const response = await t.request(
        `/api/reading/plans/${historyPlan}/chapters/${chapterIds[index]}/completion`,
        { method: 'PUT', cookie: member.cookie, json: { completed: true } },
      );
      expect(response.status).toBe(200);
      return response.text();
    };
    // The first marks earn what the written history reached; the second earn nothing.
    await answerOf(newcomer, 1449);
    await answerOf(veteran, 1449);
    const small = await answerOf(newcomer, 1450);
    const large = await answerOf(veteran, 1450);
    expect(JSON.parse(large)).toMatchObject({
      progress: { completed_chapters_count: 1402, current_day: 727 },
      chapters: [{ chapter_id: chapterIds[1450], completed: true }],
      changed: 1,
      earned: [],
    });
    // Only the digits of the counters and the streak differ.
    expect(Math.abs(large.length - small.length)).toBeLessThanOrEqual(12);
    expect(large.length).toBeLessThan(1_000);
    expect(chapterIds.slice(0, 1400).filter((id) => large.includes(id))).toEqual([]);
  });

  it('awards a reading achievement to one of two marks at once that reach its threshold', async () => {
    const member = await t.signUp();
    const [otherPlan = ''] = await longPlans(t.db, 'second-plan', 1, 2);
    const [otherChapter] = await t.db
      .select({ id: bibleReadingChapters.id })
      .from(bibleReadingChapters)
      .where(eq(bibleReadingChapters.plan_id, otherPlan));
    // Eight read: the two marks below make ten, the threshold of an achievement.
    await catchUp(member, [1, 2, 3, 4, 5, 6, 7, 8].map(chapterId));
    const answers = await Promise.all([
      mark(member, 9),
      memberClient(t, member).read(endpoints.completion, {
        params: { planId: otherPlan, chapterId: otherChapter?.id ?? '' },
        body: { completed: true },
      }),
    ]);
    const tenth = answers
      .flatMap((answer) => answer.earned)
      .filter((achievement) => achievement.type === 'reading_completion');
    expect(tenth.map((achievement) => achievement.name)).toHaveLength(1);
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

  it('reads only the member’s recent days through the (user_id, completed_at) index', async () => {
    // A ten-year member across five plans, written just now: no ANALYZE has run (PGlite never
    // runs one by itself), the case in which the planner once read every row of the member.
    const now = new Date();
    const planIds = await longPlans(t.db, 'ten-years', 5, 1460);
    const member = await t.signUp();
    await giveHistory(t.db, member.id, planIds, 3650 * 2, now);
    const other = await t.signUp();
    await giveHistory(t.db, other.id, planIds.slice(0, 1), 300, now);

    const plan = (
      await selectRows<Record<string, string>>(
        t.db,
        sql`explain ${streakQuery(member.id, 'UTC', now)}`,
      )
    )
      .map((row) => Object.values(row)[0])
      .join('\n');
    expect(plan).toMatch(
      /(Index Only Scan|Index Scan|Bitmap Index Scan) (using|on) user_completed_chapters_user_completed_at_idx[^\n]*\n\s*Index Cond: \(\(user_id = [^\n]*completed_at > [^\n]*completed_at <= /,
    );
    expect(plan).not.toContain('user_completed_chapters_user_plan_completed_at_idx');
    expect(plan).not.toContain('Seq Scan on user_completed_chapters');
    expect(await computeStreakInDatabase(t.db, member.id, 'UTC', now)).toBe(730);
  });

  it('counts a ten-year member’s run once a day, then reads only their latest completion', async () => {
    const now = new Date();
    const planIds = await longPlans(t.db, 'kept-run', 5, 1460);
    const member = await t.signUp();
    await giveHistory(t.db, member.id, planIds, 3650 * 2, now);
    /** Completions the member's streak read, from every scan of their table in the plan. */
    const completionsRead = async () => {
      const [row] = await selectRows<Record<string, unknown>>(
        t.db,
        sql`explain (analyze, format json)
          with ${keptStreakExpressions(member.id, 'UTC', now)} select streak from streak`,
      );
      const cell = Object.values(row ?? {})[0];
      type PlanNode = {
        'Relation Name'?: string;
        'Actual Rows'?: number;
        'Actual Loops'?: number;
        Plans?: PlanNode[];
      };
      const [top] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
      const rowsOf = (node: PlanNode): number =>
        (node['Relation Name'] === 'user_completed_chapters'
          ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 0)
          : 0) + (node.Plans ?? []).reduce((sum, child) => sum + rowsOf(child), 0);
      return top ? rowsOf(top.Plan) : Number.NaN;
    };

    expect(await completionsRead()).toBeGreaterThanOrEqual(1458);
    expect(await completionsRead()).toBeLessThanOrEqual(1);
    expect(await keptStreak(t.db, member.id, 'UTC', now)).toBe(730);
  });

  it('reads a member’s completions of a plan from the (user_id, plan_id) index alone', async () => {
    // What the plan's progress and every mark read; in the index, a member's entries are side by
    // side, where in the table they lie among everyone's (docs/decisions/013-marking-a-chapter.md).
    const now = new Date();
    const planIds = await longPlans(t.db, 'covered', 3, 1460);
    const member = await t.signUp();
    await giveHistory(t.db, member.id, planIds, 1460 * 3, now);
    const [planId = ''] = planIds;
    const query = t.db
      .select({
        chapter_id: userCompletedChapters.chapter_id,
        completed_at: userCompletedChapters.completed_at,
      })
      .from(userCompletedChapters)
      .where(
        and(
          eq(userCompletedChapters.user_id, member.id),
          eq(userCompletedChapters.plan_id, planId),
        ),
      );
    const plan = (await selectRows<Record<string, string>>(t.db, sql`explain ${query}`))
      .map((row) => Object.values(row)[0])
      .join('\n');
    expect(plan).toMatch(
      /Index Only Scan using user_completed_chapters_user_plan_completed_at_idx[^\n]*\n\s*Index Cond: \(\(user_id = [^\n]*plan_id = /,
    );
    expect(await query).toHaveLength(1460);
  });

  it('is 0 when nothing was read today', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const member = await memberWithCompletions([new Date(now.getTime() - DAY_MS)]);
    expect(await computeStreakInDatabase(t.db, member.id, 'UTC', now)).toBe(0);
  });
});
