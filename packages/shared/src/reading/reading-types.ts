// The reading API's shapes (docs/product/reading-plans.md#routes). Dates are ISO strings on the
// wire.

/** GET /api/reading/plans: all plans, oldest first. */
export interface ReadingPlan {
  id: string;
  title: string;
  description: string;
  duration_days: number;
  daily_minutes: number;
  chapter_count: number;
  created_at: string;
}

/**
 * GET /api/reading/plans/:planId/chapters, ordered by day (docs/product/reading-plans.md#plans).
 */
export interface PlanChapter {
  id: string;
  plan_id: string;
  /** Falls back to book plus chapter. */
  title: string;
  book: string;
  chapter: number;
  /** The stored `day`, exposed as day_number. */
  day_number: number;
  /** A fixed 15. */
  estimated_minutes: number;
}

/** A chapter progress record on screen (docs/product/reading-plans.md#progress). */
export interface ChapterProgress {
  chapter_id: string;
  completed: boolean;
  completed_at: string | null;
}

/** The member's progress record (docs/product/reading-plans.md#progress). */
export interface UserReadingProgress {
  user_id: string;
  plan_id: string;
  current_day: number;
  is_completed: boolean;
  completion_date: string | null;
  last_read_date: string | null;
  last_completed_chapter_id: string | null;
  completed_chapters_count: number;
  streak_days: number;
  /** The plan start date used by the weekly strip. */
  created_at: string;
  updated_at: string;
}

/** A chapter the member reads on a day of their own, after adjusting their schedule. */
export interface ScheduledDay {
  chapter_id: string;
  /** The member's day for the chapter, in place of the plan's day_number. */
  day: number;
}

/** Catching up with a choice (docs/product/reading-plans.md#catching-up-with-a-choice). */
export const SCHEDULE_ADJUSTMENT_KINDS = ['shift', 'spread'] as const;
export type ScheduleAdjustmentKind = (typeof SCHEDULE_ADJUSTMENT_KINDS)[number];

/** The member's last change to their schedule: the one they can undo. */
export interface ScheduleAdjustment {
  id: string;
  kind: ScheduleAdjustmentKind;
  /** shift: how many days later the plan now ends; spread: how many days took the readings. */
  days: number;
  /** How many missed chapters it moved. */
  chapters: number;
  created_at: string;
}

/** The member's own schedule for a plan: empty until they adjust it. */
export interface ReadingSchedule {
  /** Only the chapters whose day differs from the plan's. */
  days: ScheduledDay[];
  last_adjustment: ScheduleAdjustment | null;
}

/** GET /api/reading/plans/:planId/progress */
export interface PlanProgressResponse {
  progress: UserReadingProgress | null;
  chapters: ChapterProgress[];
  schedule: ReadingSchedule;
}

/** Answer to a schedule change (POST .../schedule-adjustments, DELETE its undo). */
export interface ScheduleChangeResponse extends PlanProgressResponse {
  progress: UserReadingProgress;
}

export interface EarnedAchievement {
  id: string;
  type: string;
  name: string;
  description: string;
  badge_color: string;
  reward_tokens: number;
}

/**
 * Answer to a completion change (PUT .../completion, POST .../catch-up): only what the change
 * moved, never the plan's whole list, so its size does not grow with the member's history
 * (docs/decisions/013-marking-a-chapter.md). The client merges it into the plan progress it holds.
 */
export interface CompletionChangeResponse {
  progress: UserReadingProgress;
  /**
   * The chapters this request changed, as they now are: completed with their time, or (marked
   * unread) `completed: false` and no time.
   */
  chapters: ChapterProgress[];
  streak: number;
  /** How many chapters this request marked (catch-up). */
  changed: number;
  /** Achievements earned by this change, each awarded once. */
  earned: EarnedAchievement[];
}

/** GET /api/reading/streak */
export interface StreakResponse {
  streak: number;
}

/** GET /api/reading/activity?days=N: chapters completed per local calendar day. */
export interface ReadingActivityResponse {
  time_zone: string;
  today: string;
  days: { date: string; chapters: number }[];
}
