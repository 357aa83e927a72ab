import { DEFAULT_REMINDER, type Reminder } from '@manna/shared';

let sequence = 0;

/** A reminder as the server answers it: by default the member's daily 08:00 default. */
export function makeReminder(overrides: Partial<Reminder> = {}): Reminder {
  sequence += 1;
  const createdAt = overrides.created_at ?? '2026-11-20T09:00:00.000Z';
  return {
    id: `reminder-${sequence}`,
    type: DEFAULT_REMINDER.type,
    title: DEFAULT_REMINDER.title,
    message: DEFAULT_REMINDER.message,
    time: '08:00',
    enabled: true,
    days_of_week: [...DEFAULT_REMINDER.days_of_week],
    updated_at: createdAt,
    ...overrides,
    created_at: createdAt,
  };
}
