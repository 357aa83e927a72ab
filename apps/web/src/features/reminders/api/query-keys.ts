// One key for the member's reminders: the settings section and the in-app check read the same
// list, so a change in one refreshes the other.
export const remindersQueryKey = ['reminders'] as const;
