// The reading API's shapes (SPEC §3 names). Dates are ISO strings on the wire.

/** GET /api/reading/plans: all plans, oldest first (SPEC §3). */
export interface ReadingPlan {
  id: string;
  title: string;
  description: string;
  duration_days: number;
  daily_minutes: number;
  chapter_count: number;
  created_at: string;
}

/** GET /api/reading/plans/:planId/chapters, ordered by day (SPEC §3, §7). */
export interface PlanChapter {
  id: string;
  plan_id: string;
  /** Falls back to book plus chapter (SPEC §3). */
  title: string;
  book: string;
  chapter: number;
  /** SPEC §3: the app exposes `day` as day_number. */
  day_number: number;
  /** SPEC §3, §9: a fixed 15. */
  estimated_minutes: number;
}

/** SPEC §3: a chapter progress record on screen. */
export interface ChapterProgress {
  chapter_id: string;
  completed: boolean;
  completed_at: string | null;
}

/** SPEC §3 user_reading_progress. */
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
  /** The plan start date used by the weekly strip (SPEC §3). */
  created_at: string;
  updated_at: string;
}

/** GET /api/reading/plans/:planId/progress */
export interface PlanProgressResponse {
  progress: UserReadingProgress | null;
  chapters: ChapterProgress[];
}

export interface EarnedAchievement {
  id: string;
  type: string;
  name: string;
  description: string;
  badge_color: string;
  reward_tokens: number;
}

/** Answer to a completion change (PUT .../completion, POST .../catch-up). */
export interface CompletionChangeResponse {
  progress: UserReadingProgress;
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
