import { type ReadingActivityResponse, readingEndpoints } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/**
 * 53 full weeks: the weekly strip and a year of the reading heat-map
 * (docs/product/reading-plans.md#your-reading-year).
 */
export const READING_ACTIVITY_DAYS = 371;

export const readingActivityQueryKey = (days: number) => ['user-reading-activity', days] as const;
/** Prefix of every activity query, whatever its window: what completion changes invalidate. */
export const readingActivityQueryPrefix = ['user-reading-activity'] as const;

/** GET /api/reading/activity?days=N: chapters completed per local calendar day of the member. */
export function getReadingActivity(
  days: number = READING_ACTIVITY_DAYS,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ReadingActivityResponse> {
  return callApi(readingEndpoints.activity, { query: { days }, signal });
}

export function getReadingActivityQueryOptions(days: number = READING_ACTIVITY_DAYS) {
  return queryOptions({
    queryKey: readingActivityQueryKey(days),
    queryFn: ({ signal }) => getReadingActivity(days, { signal }),
  });
}

export function useReadingActivity(days: number = READING_ACTIVITY_DAYS) {
  return useQuery(getReadingActivityQueryOptions(days));
}
