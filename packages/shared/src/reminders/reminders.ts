// A member's reminder on the wire (docs/product/reminders.md#the-reminder) and the default every
// member starts with (docs/product/reminders.md#the-default-reminder).

/** The kinds of reminder the product has; every reminder today is a Bible reading one. */
export const REMINDER_TYPES = ['bible_reading'] as const;
export type ReminderType = (typeof REMINDER_TYPES)[number];

/** Days of the week as `Date.getDay()` numbers them: 0 is Sunday. */
export const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export const REMINDER_TITLE_MAX_LENGTH = 100;
export const REMINDER_MESSAGE_MAX_LENGTH = 300;

/** How often the open app looks for a due reminder (docs/product/reminders.md#the-in-app-check). */
export const REMINDER_CHECK_INTERVAL_MS = 60_000;

export interface Reminder {
  id: string;
  type: ReminderType;
  title: string;
  message: string;
  /** HH:MM in the member's time zone. */
  time: string;
  enabled: boolean;
  /** Ascending, without repeats: 0 (Sunday) to 6. */
  days_of_week: number[];
  created_at: string;
  updated_at: string;
}

/** What a member who has no reminder yet is given; its time comes from the community settings. */
export const DEFAULT_REMINDER = {
  type: 'bible_reading',
  title: 'Bible Reading Reminder',
  message: 'Time for your daily Bible reading!',
  enabled: true,
  days_of_week: [...WEEK_DAYS],
} as const satisfies Omit<Reminder, 'id' | 'time' | 'created_at' | 'updated_at'>;
