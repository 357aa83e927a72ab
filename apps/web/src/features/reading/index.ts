// Reading plans: the plans and their chapters, the member's progress, streak and reading days,
// with the hooks and pieces the reading and home pages (app/pages/) compose. The heavier panels
// load on demand through the loaders below.

/** Reading-screen panels that wait for a tab, a query or an occasion (see app/pages/reading). */
export const loadReadingProgressPanel = () => import('./components/reading-progress-panel');
export const loadCatchUpPanel = () => import('./components/catch-up-panel');
export const loadReadingHeatmap = () => import('./components/reading-heatmap');
export const loadAchievementPopup = () => import('./components/achievement-popup');
export {
  getPlanChaptersQueryOptions,
  planChaptersQueryKey,
  usePlanChapters,
} from './api/get-plan-chapters';
export {
  getPlanProgressQueryOptions,
  planProgressQueryKey,
  usePlanProgress,
} from './api/get-plan-progress';
export {
  getReadingActivityQueryOptions,
  READING_ACTIVITY_DAYS,
  readingActivityQueryKey,
  useReadingActivity,
} from './api/get-reading-activity';
export {
  getReadingPlansQueryOptions,
  readingPlansQueryKey,
  useReadingPlans,
} from './api/get-reading-plans';
export { getStreakQueryOptions, streakQueryKey, useStreak } from './api/get-streak';
export { type PlanAccessView, PlanList } from './components/plan-list';
export { PlansUnavailable } from './components/plans-unavailable';
export { ProgressSummary } from './components/progress-summary';
export { ReadingHeader } from './components/reading-header';
export { ReadingTabPanel, ReadingTabs } from './components/reading-tabs';
export { TodaysChapterCard } from './components/todays-chapter-card';
export { useAchievementQueue } from './hooks/use-achievement-queue';
export { useAutoStartPlan } from './hooks/use-auto-start-plan';
export { useChapterCompletion } from './hooks/use-chapter-completion';
export { type CurrentChapter, useCurrentChapter } from './hooks/use-current-chapter';
export { usePlanReading } from './hooks/use-plan-reading';
export { useSelectedPlan } from './hooks/use-selected-plan';
export {
  readSelectedPlanId,
  SELECTED_PLAN_STORAGE_PREFIX,
  saveSelectedPlanId,
  selectedPlanStorageKey,
} from './stores/selected-plan-store';
export {
  bookCodeOf,
  chapterHeading,
  chapterSubtitle,
  startPlanLabel,
} from './utils/plan-chapter';
export type { ProgressCounts } from './utils/progress-counts';
export {
  CHAPTERS_ERROR_TOAST_TITLE,
  chapterPositionLabel,
  chaptersErrorInline,
  dayLabel,
  estimatedMinutesLabel,
  INLINE_ERROR_TITLE,
  LOADING_PLANS_MESSAGE,
  NO_CHAPTERS_INLINE,
  NO_CHAPTERS_TOAST,
  NO_PLANS_INLINE,
  NO_PLANS_TOAST,
  NO_READING_TODAY_MESSAGE,
  PLANS_ERROR_TOAST_TITLE,
  plansErrorInline,
  READING_SCREEN_TITLE,
  streakLabel,
} from './utils/reading-messages';
