import type {
  Chapter,
  ChapterMove,
  ChapterProgress,
  CompletionChangeResponse,
  EarnedAchievement,
  PlanChapter,
  PlanProgressResponse,
  ReadingPlan,
  ReadingSchedule,
  ScheduleAdjustmentInput,
  ScheduleChangeResponse,
  Translation,
  UserReadingProgress,
} from '@manna/shared';
import {
  findBookByCode,
  NO_READING_SCHEDULE,
  PLAN_NOT_FOUND,
  readingEndpoints,
  readingPosition,
  reversedMoves,
  SCHEDULE_ADJUSTMENT_NOT_FOUND,
  ScheduleAdjustmentError,
  scheduleAfter,
  scriptureEndpoints,
  shiftSchedule,
  spreadSchedule,
  translationInfo,
} from '@manna/shared';
import {
  answerWith,
  type FakeOverride,
  failure,
  fakeRoute,
  reply,
  stubFakeFetch,
} from '@/testing/fake-fetch';

export const NT_PLAN_ID = '00000000-0000-4000-8000-000000000001';
export const GOSPELS_PLAN_ID = '00000000-0000-4000-8000-000000000002';

function plan(overrides: Partial<ReadingPlan> & Pick<ReadingPlan, 'id' | 'title'>): ReadingPlan {
  return {
    description: 'A plan for testing.',
    duration_days: 3,
    daily_minutes: 15,
    chapter_count: 3,
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const NT_PLAN = plan({
  id: NT_PLAN_ID,
  title: 'New Testament Reading Plan',
  description: 'Walk through the whole New Testament one chapter a day.',
});
export const GOSPELS_PLAN = plan({
  id: GOSPELS_PLAN_ID,
  title: 'The Gospels in 30 Days',
  description: 'Spend a month with Jesus.',
  duration_days: 30,
  daily_minutes: 45,
  chapter_count: 2,
  created_at: '2025-01-01T00:00:01.000Z',
});

/** A plan record as the server creates it on start: day 1, nothing read. */
export const newProgressRecord = (planId: string): UserReadingProgress => ({
  user_id: 'user-1',
  plan_id: planId,
  current_day: 1,
  is_completed: false,
  completion_date: null,
  last_read_date: null,
  last_completed_chapter_id: null,
  completed_chapters_count: 0,
  streak_days: 0,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
});

export function planChapter(
  planId: string,
  id: string,
  book: string,
  chapter: number,
  day: number,
  title = `${book} ${chapter}`,
): PlanChapter {
  return {
    id,
    plan_id: planId,
    title,
    book,
    chapter,
    day_number: day,
    estimated_minutes: 15,
  };
}

export const NT_CHAPTERS: PlanChapter[] = [
  planChapter(NT_PLAN_ID, 'nt-1', 'Matthew', 1, 1, 'The Genealogy and Birth of Jesus'),
  planChapter(NT_PLAN_ID, 'nt-2', 'Matthew', 2, 2, 'The Visit of the Magi'),
  planChapter(NT_PLAN_ID, 'nt-3', 'Matthew', 3, 3, "John the Baptist and Jesus' Baptism"),
];
export const GOSPEL_CHAPTERS: PlanChapter[] = [
  planChapter(GOSPELS_PLAN_ID, 'gos-1', 'Mark', 1, 1),
  planChapter(GOSPELS_PLAN_ID, 'gos-2', 'Mark', 2, 1),
];

export const FIRST_CHAPTER_ACHIEVEMENT: EarnedAchievement = {
  id: 'ach-1',
  type: 'reading_completion',
  name: 'First Chapter',
  description: 'Complete your first chapter.',
  badge_color: 'green',
  reward_tokens: 5,
};

export { jsonResponse } from '@/testing/fake-fetch';

interface FakeReadingApiOptions {
  plans?: ReadingPlan[];
  chapters?: Record<string, PlanChapter[]>;
  /** Chapter ids already completed, per plan; a plan listed here is started. */
  completed?: Record<string, string[]>;
  /** Plans started without completions. */
  started?: string[];
  /** The stored streak answered by GET /streak. */
  streak?: number;
  today?: string;
  /** Achievements the first completion earns. */
  earnOnFirstCompletion?: EarnedAchievement[];
  /** Answers a request before the fake does (return undefined to pass it on). */
  override?: FakeOverride;
}

const NOW = '2026-11-04T10:00:00.000Z';

/** The translation list the reader gets: the KJV alone. */
const KJV: Translation = {
  ...translationInfo('kjv'),
  source: 'bundled',
  available: true,
  status: 'available',
};

/** A chapter of scripture for whatever the reader asks for (/api/scripture/kjv/MAT/1). */
function scriptureChapter(book: string, chapter: number): Chapter {
  const name = findBookByCode(book)?.name ?? book;
  return {
    translation_id: 'kjv',
    translation_name: 'King James Version',
    translation_note: null,
    book_id: book,
    book_name: name,
    chapter,
    verses: [{ verse: 1, text: `The first verse of ${name} ${chapter}.`, paragraph: true }],
  };
}

/**
 * An in-memory reading API on a stubbed fetch: plans, chapters, progress (started on POST
 * /start), completion changes, catch-up, schedule adjustments and their undo (with the shared
 * domain functions the server uses), the streak (1 while anything is completed, else the stored
 * value) and activity. Scripture chapters and the translation list are answered too.
 */
export function stubReadingApi(options: FakeReadingApiOptions = {}) {
  const plans = options.plans ?? [NT_PLAN, GOSPELS_PLAN];
  const chapters = options.chapters ?? {
    [NT_PLAN_ID]: NT_CHAPTERS,
    [GOSPELS_PLAN_ID]: GOSPEL_CHAPTERS,
  };
  const today = options.today ?? '2026-11-04';
  const completed = new Map<string, Map<string, string>>();
  const progress = new Map<string, UserReadingProgress>();
  const schedules = new Map<string, ReadingSchedule & { moves: ChapterMove[] }>();
  let adjustmentsMade = 0;
  let earnPending = options.earnOnFirstCompletion ?? [];
  // Each completion a minute after the last, as a member marking chapters over time.
  let clock = Date.parse(NOW);
  const completedNow = () => {
    clock += 60_000;
    return new Date(clock).toISOString();
  };

  for (const [planId, ids] of Object.entries(options.completed ?? {})) {
    progress.set(planId, newProgressRecord(planId));
    completed.set(planId, new Map(ids.map((id) => [id, NOW])));
  }
  for (const planId of options.started ?? []) {
    progress.set(planId, newProgressRecord(planId));
  }

  const streak = () => {
    const any = [...completed.values()].some((ids) => ids.size > 0);
    return any ? Math.max(1, options.streak ?? 0) : (options.streak ?? 0);
  };
  const records = (planId: string): ChapterProgress[] =>
    [...(completed.get(planId) ?? new Map<string, string>()).entries()].map(([id, at]) => ({
      chapter_id: id,
      completed: true,
      completed_at: at,
    }));
  const scheduleOf = (planId: string): ReadingSchedule => {
    const { days, last_adjustment } = schedules.get(planId) ?? NO_READING_SCHEDULE;
    return { days, last_adjustment };
  };
  const progressOf = (planId: string): PlanProgressResponse => ({
    progress: progress.get(planId) ?? null,
    chapters: records(planId),
    schedule: scheduleOf(planId),
  });
  const scheduleChange = (planId: string): ScheduleChangeResponse => ({
    ...progressOf(planId),
    progress: progress.get(planId) ?? newProgressRecord(planId),
  });
  const adjust = (planId: string, input: ScheduleAdjustmentInput) => {
    const plan = plans.find((candidate) => candidate.id === planId);
    const planChapters = chapters[planId] ?? [];
    const previous = scheduleOf(planId);
    const position = readingPosition({
      chapters: planChapters,
      progress: records(planId),
      schedule: previous.days,
      durationDays: plan?.duration_days ?? 0,
    });
    const made =
      input.kind === 'shift'
        ? shiftSchedule(position.chapters, records(planId))
        : spreadSchedule(position.chapters, records(planId), input.days);
    adjustmentsMade += 1;
    schedules.set(planId, {
      days: scheduleAfter(planChapters, previous.days, made.moves),
      moves: made.moves,
      last_adjustment: {
        id: `adjustment-${adjustmentsMade}`,
        kind: input.kind,
        days: made.days,
        chapters: made.chapters,
        created_at: NOW,
      },
    });
  };
  /** The completion answer: the record recomputed and the chapters this request changed. */
  const change = (planId: string, chapterIds: string[]): CompletionChangeResponse => {
    const current = progress.get(planId) ?? newProgressRecord(planId);
    const updated = {
      ...current,
      completed_chapters_count: completed.get(planId)?.size ?? 0,
      streak_days: streak(),
    };
    progress.set(planId, updated);
    const earned = earnPending;
    if (chapterIds.length > 0) earnPending = [];
    const read = completed.get(planId);
    return {
      progress: updated,
      chapters: chapterIds.map((id) => ({
        chapter_id: id,
        completed: read?.has(id) ?? false,
        completed_at: read?.get(id) ?? null,
      })),
      streak: streak(),
      changed: chapterIds.length,
      earned,
    };
  };

  const knownPlan = (planId: string) => plans.some((candidate) => candidate.id === planId);
  const planNotFound = failure(404, PLAN_NOT_FOUND);
  const routes = answerWith([
    fakeRoute(scriptureEndpoints.translations, () => ({ translations: [KJV] })),
    fakeRoute(scriptureEndpoints.chapter, ({ params }) =>
      scriptureChapter(params.book, Number(params.chapter)),
    ),
    fakeRoute(readingEndpoints.plans, () => ({ plans })),
    fakeRoute(readingEndpoints.streak, () => ({ streak: streak() })),
    fakeRoute(readingEndpoints.undoAdjustment, ({ params }) => {
      const entry = [...schedules.entries()].find(
        ([, schedule]) => schedule.last_adjustment?.id === params.id,
      );
      if (!entry) return failure(404, SCHEDULE_ADJUSTMENT_NOT_FOUND);
      const [planId, schedule] = entry;
      schedules.set(planId, {
        days: scheduleAfter(chapters[planId] ?? [], schedule.days, reversedMoves(schedule.moves)),
        moves: [],
        last_adjustment: null,
      });
      return scheduleChange(planId);
    }),
    fakeRoute(readingEndpoints.activity, () => {
      const count = [...completed.values()].reduce((sum, ids) => sum + ids.size, 0);
      return {
        time_zone: 'UTC',
        today,
        days: count > 0 ? [{ date: today, chapters: count }] : [],
      };
    }),
    fakeRoute(readingEndpoints.planChapters, ({ params }) =>
      knownPlan(params.planId) ? { chapters: chapters[params.planId] ?? [] } : planNotFound,
    ),
    fakeRoute(readingEndpoints.progress, ({ params }) =>
      knownPlan(params.planId) ? progressOf(params.planId) : planNotFound,
    ),
    fakeRoute(readingEndpoints.start, ({ params }) => {
      if (!knownPlan(params.planId)) return planNotFound;
      const existing = progress.get(params.planId) ?? newProgressRecord(params.planId);
      progress.set(params.planId, existing);
      return { progress: existing };
    }),
    fakeRoute(readingEndpoints.completion, ({ params, body }) => {
      const { planId, chapterId } = params;
      if (!knownPlan(planId)) return planNotFound;
      const ids = completed.get(planId) ?? new Map<string, string>();
      if (body.completed) ids.set(chapterId, completedNow());
      else ids.delete(chapterId);
      completed.set(planId, ids);
      return change(planId, [chapterId]);
    }),
    fakeRoute(readingEndpoints.catchUp, ({ params, body }) => {
      if (!knownPlan(params.planId)) return planNotFound;
      const ids = completed.get(params.planId) ?? new Map<string, string>();
      const at = completedNow();
      for (const id of body.chapter_ids) ids.set(id, at);
      completed.set(params.planId, ids);
      return change(params.planId, [...new Set(body.chapter_ids)]);
    }),
    fakeRoute(readingEndpoints.adjustSchedule, ({ params, body }) => {
      if (!knownPlan(params.planId)) return planNotFound;
      try {
        adjust(params.planId, body);
      } catch (error) {
        if (!(error instanceof ScheduleAdjustmentError)) throw error;
        return failure(error.problem === 'nothing-missed' ? 409 : 400, error.message);
      }
      return reply(201, scheduleChange(params.planId));
    }),
  ]);

  const { fetchMock, requests } = stubFakeFetch(async (request) => {
    const overridden = await options.override?.(request);
    if (overridden) return overridden;
    return routes(request);
  });

  /** Requests made so far, as 'METHOD /path'. */
  const calls = () => requests().map(({ method, url }) => `${method} ${url.pathname}`);
  return { fetchMock, calls };
}
