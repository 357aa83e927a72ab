import { adminClient, phoneNumberClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { ApiError, NetworkError } from './api-client';

export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [
    // Sign-in answers { twoFactorRedirect: true } when a second factor is due; the login screen
    // reads that answer itself so it can keep the return path, hence no page redirect here.
    twoFactorClient({ onTwoFactorRedirect: () => undefined }),
    adminClient(),
    phoneNumberClient(),
  ],
});

export interface AuthClientError {
  message?: string | undefined;
  status: number;
  code?: string | undefined;
  statusText?: string | undefined;
}

/** What every better-auth client call resolves to. */
export type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthClientError };

/** better-auth calls resolve to `{ data, error }`; this unwraps them or throws an ApiError. */
export async function unwrapAuthResult<T>(call: Promise<AuthResult<T>>): Promise<T> {
  let result: Awaited<typeof call>;
  try {
    result = await call;
  } catch (error) {
    throw new NetworkError({ cause: error });
  }
  if (result.error) {
    const { status, message, statusText, code } = result.error;
    // better-fetch reports a failed connection as status 0.
    if (status === 0) throw new NetworkError();
    throw new ApiError(status, message || statusText || 'Request failed', { code, source: 'auth' });
  }
  return result.data;
}
