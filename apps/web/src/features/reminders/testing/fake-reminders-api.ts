import { REMINDER_NOT_FOUND, type Reminder, remindersEndpoints } from '@manna/shared';
import { type FakeApiOptions, failure, fakeRoute, reply, stubFakeApi } from '@/testing/fake-fetch';
import { FAKE_NOW } from '@/testing/fake-records';
import { makeReminder } from './reminder-fixtures';

interface FakeRemindersApiOptions extends FakeApiOptions {
  reminders?: Reminder[];
}

const asSet = (days: readonly number[]) => [...new Set(days)].sort((a, b) => a - b);

/** An in-memory reminders API on a stubbed fetch (remindersEndpoints): list, add, change, delete. */
export function stubRemindersApi(options: FakeRemindersApiOptions = {}) {
  let reminders = [...(options.reminders ?? [])];
  let created = 0;
  const notFound = failure(404, REMINDER_NOT_FOUND);

  const { fetchMock, calls } = stubFakeApi(
    [
      fakeRoute(remindersEndpoints.list, () => ({ reminders })),
      fakeRoute(remindersEndpoints.create, ({ body }) => {
        created += 1;
        const reminder = makeReminder({
          id: `created-${created}`,
          title: body.title,
          message: body.message,
          time: body.time,
          enabled: body.enabled ?? true,
          days_of_week: asSet(body.days_of_week),
          created_at: FAKE_NOW,
        });
        reminders.push(reminder);
        return reply(201, { reminder });
      }),
      fakeRoute(remindersEndpoints.update, ({ params, body }) => {
        const found = reminders.find((reminder) => reminder.id === params.id);
        if (!found) return notFound;
        const { days_of_week, ...rest } = body;
        const changed: Reminder = {
          ...found,
          ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
          ...(days_of_week && { days_of_week: asSet(days_of_week) }),
        };
        reminders = reminders.map((reminder) => (reminder.id === params.id ? changed : reminder));
        return { reminder: changed };
      }),
      fakeRoute(remindersEndpoints.remove, ({ params }) => {
        if (!reminders.some((reminder) => reminder.id === params.id)) return notFound;
        reminders = reminders.filter((reminder) => reminder.id !== params.id);
        return null;
      }),
    ],
    options,
  );

  return { fetchMock, calls, reminders: () => reminders };
}
