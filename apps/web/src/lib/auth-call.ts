import { NetworkError } from './api-client';
import type { AuthResult, authClient } from './auth-client';

// The better-auth client (and the plugins it is built with) is only needed when a member submits
// an account form, so it stays out of every screen's first-load JS and is fetched on first use.
const loadAuthClient = () => import('./auth-client');

/** Starts fetching the auth client ahead of a submit (the sign-in and sign-up screens call it). */
export function preloadAuthClient(): void {
  loadAuthClient().catch(() => undefined);
}

/**
 * Makes a better-auth client call and unwraps its answer (an ApiError when refused). The client
 * loads on first use; if it cannot be fetched the member is offline, so that is a NetworkError.
 */
export async function callAuth<T>(
  call: (client: typeof authClient) => Promise<AuthResult<T>>,
): Promise<T> {
  let module: Awaited<ReturnType<typeof loadAuthClient>>;
  try {
    module = await loadAuthClient();
  } catch (error) {
    throw new NetworkError({ cause: error });
  }
  return module.unwrapAuthResult(call(module.authClient));
}
