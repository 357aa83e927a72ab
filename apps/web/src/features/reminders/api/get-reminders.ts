import { type Reminder, remindersEndpoints } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { remindersQueryKey } from './query-keys';

/** GET /api/reminders: the member's reminders (the server adds the default to an empty list). */
export async function getReminders(signal?: AbortSignal): Promise<Reminder[]> {
  return (await callApi(remindersEndpoints.list, { signal })).reminders;
}

export function getRemindersQueryOptions() {
  return queryOptions({
    queryKey: remindersQueryKey,
    queryFn: ({ signal }) => getReminders(signal),
  });
}

export function useReminders() {
  return useQuery(getRemindersQueryOptions());
}
