import { memberDeviceEndpoints, type SessionTokenResult } from '@manna/shared';
import { callApi } from '@/lib/api-client';

/**
 * GET /api/me/session-token: the session cookie's value, which the page cannot read itself
 * (httpOnly). Asked only inside the wrapper (docs/security.md#the-wrappers-session-token).
 */
export function getSessionToken(): Promise<SessionTokenResult> {
  return callApi(memberDeviceEndpoints.sessionToken);
}
