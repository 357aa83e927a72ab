// The reading screen's texts, word for word (docs/product/reading-plans.md#messages).
import { formatCount } from '@/lib/format';

export const READING_SCREEN_TITLE = 'New Testament Reading Plan';
export const PLANS_FAILED_TITLE = 'Bible Reading Plan';
export const LOADING_PLANS_MESSAGE = 'Loading reading plans...';
export const NO_READING_TODAY_MESSAGE = 'No reading scheduled for today.';

export const NO_PLANS_TOAST = {
  title: 'No Reading Plans',
  message: 'Unable to load any reading plans. Please try again later.',
} as const;
export const NO_PLANS_INLINE = 'No reading plans available. Please try again later.';

export const PLANS_ERROR_TOAST_TITLE = 'Error Loading Plans';
export const plansErrorInline = (message: string) => `Failed to load reading plans: ${message}`;

export const NO_CHAPTERS_TOAST = {
  title: 'No Chapters Found',
  message: 'This reading plan has no chapters available.',
} as const;
export const NO_CHAPTERS_INLINE = 'No chapters found for this reading plan.';

export const CHAPTERS_ERROR_TOAST_TITLE = 'Error Loading Chapters';
export const chaptersErrorInline = (message: string) => `Failed to load chapters: ${message}`;

export const readingUpdatedToast = (completed: boolean) =>
  ({
    title: 'Reading Updated',
    message: completed ? 'Chapter marked as completed!' : 'Chapter marked as not completed',
  }) as const;
export const UPDATE_FAILED_TOAST = {
  title: 'Update Failed',
  message: 'Unable to update reading status. Please try again.',
} as const;
export const UPDATE_ERROR_TOAST_TITLE = 'Update Error';

export const CATCH_UP_PROCESSING_TOAST = {
  title: 'Processing',
  message: 'Marking chapters as read...',
} as const;
export const caughtUpToast = (count: number) =>
  ({
    title: 'Caught Up!',
    message: `Marked ${formatCount(count, 'chapter')} as read.`,
  }) as const;
export const CATCH_UP_FAILED_TOAST = {
  title: 'Error',
  message: 'Failed to mark chapters as read. Please try again.',
} as const;
/**
 * The 'Catch Up' card sentence (docs/product/reading-plans.md#catch-up): as written for 2 readings
 * or more, in the singular for one ('You have 1 readings…' read as a mistake).
 */
export const catchUpSentence = (count: number) =>
  `You have ${formatCount(count, 'reading')} from ${count === 1 ? 'a previous day' : 'previous days'} that you haven't marked as complete.`;

/** An inline error box is titled 'Error'. */
export const INLINE_ERROR_TITLE = 'Error';
/** Reading errors on screen clear after 5 seconds. */
export const INLINE_ERROR_DISPLAY_MS = 5000;

export const streakLabel = (days: number) => `${days} Day Streak`;
export const STREAK_LOADING_BADGE = 'Loading...';
export const STREAK_LOADING_BANNER = 'Loading streak...';

export const estimatedMinutesLabel = (minutes: number) => `${minutes} min`;
export const chapterPositionLabel = (position: number, total: number) =>
  `Chapter ${position} of ${total}`;
export const dayLabel = (day: number) => `Day ${day}`;
export const planDurationLabel = (days: number) => `${days} days`;
export const dailyMinutesLabel = (minutes: number) => `About ${minutes} minutes a day`;
export const estimatedReadingTimeLabel = (minutes: number) => `Est. reading time: ${minutes} min`;
