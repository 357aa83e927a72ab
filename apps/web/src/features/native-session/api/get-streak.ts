import { readingEndpoints } from '@manna/shared';
import { callApi } from '@/lib/api-client';

/** GET /api/reading/streak, for the wrapper's critical data. */
export async function getStreak(): Promise<number> {
  const { streak } = await callApi(readingEndpoints.streak);
  return streak;
}
