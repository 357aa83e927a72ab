// What the reading API answers when a plan or a schedule change is not there (a chapter:
// CHAPTER_NOT_FOUND in scripture/messages.ts).

export const PLAN_NOT_FOUND = 'Reading plan not found';
export const SCHEDULE_ADJUSTMENT_NOT_FOUND = 'There is no change to your plan to undo';
