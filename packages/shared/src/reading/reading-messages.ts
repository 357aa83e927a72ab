// What the reading API answers when a plan, a chapter or a schedule change is not there.

export const PLAN_NOT_FOUND = 'Reading plan not found';
export const CHAPTER_NOT_FOUND = 'Chapter not found';
export const SCHEDULE_ADJUSTMENT_NOT_FOUND = 'There is no change to your plan to undo';
