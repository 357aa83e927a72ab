// Reading plans: the plans and their chapters, the member's progress, streak and reading days,
// and the hooks the home screen shares with the reading screen. The screen itself is loaded
// lazily from './components/reading-screen' by its route.
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
export { usePlanReading } from './hooks/use-plan-reading';
export { useSelectedPlan } from './hooks/use-selected-plan';
export {
  readSelectedPlanId,
  SELECTED_PLAN_STORAGE_PREFIX,
  saveSelectedPlanId,
  selectedPlanStorageKey,
} from './stores/selected-plan-store';
export { chapterHeading, chapterSubtitle, startPlanLabel } from './utils/plan-chapter';
export {
  dayLabel,
  estimatedMinutesLabel,
  LOADING_PLANS_MESSAGE,
  READING_SCREEN_TITLE,
  streakLabel,
} from './utils/reading-messages';
