import { type CurrentUser, meEndpoints } from '@manna/shared';
import { callApi } from '@/lib/api-client';

// Apart from its query (get-user.ts): the sign-in screens ask without the query library
// (docs/decisions/015-visitor-entry.md).

/** GET /api/me: the signed-in member, or `null` for a visitor. */
export async function getUser({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<CurrentUser | null> {
  const { user } = await callApi(meEndpoints.get, { signal });
  return user;
}
