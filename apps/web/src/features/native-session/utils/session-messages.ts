import type { CurrentUser, SessionTokenResult } from '@manna/shared';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { userQueryKey } from '@/features/auth';
import { reportError } from '@/lib/error-reporting';
import { postToNative } from '@/lib/native-bridge';
import type { NativeOutgoingMessage } from '@/lib/native-session-bridge';
import { getSessionToken } from '../api/get-session-token';
import { getStreak } from '../api/get-streak';

export interface SessionMessageSources {
  sessionToken: () => Promise<SessionTokenResult>;
  streak: () => Promise<number>;
  post: (message: NativeOutgoingMessage) => void;
  now: () => Date;
}

const DEFAULT_SOURCES: SessionMessageSources = {
  sessionToken: getSessionToken,
  streak: getStreak,
  post: (message) => {
    postToNative(message);
  },
  now: () => new Date(),
};

const USER_QUERY_HASH = hashKey(userQueryKey);

/**
 * Tells the wrapper who is signed in (docs/native-wrapper.md#session-state): watches the session
 * query (GET /api/me, the app's one source of who is signed in) and posts 'session-state' when a
 * member signs in, when a refetch of the session finds a new token, and when the member signs out
 * (token null); with a member signed in, 'critical-data' for the wrapper to keep offline whenever
 * it changes. Answers the function that stops watching.
 */
export function watchSessionForNative(
  queryClient: QueryClient,
  sources: SessionMessageSources = DEFAULT_SOURCES,
): () => void {
  // undefined: nothing told yet; a visitor's first page says nothing (there is no session).
  let toldToken: string | null | undefined;
  let seenUpdate: number | undefined;
  // The critical data last told, to tell it again only when it changes.
  let toldData: string | undefined;
  // A newer look at the session wins over an older one still waiting for its token.
  let generation = 0;

  async function sync(): Promise<void> {
    const state = queryClient.getQueryState<CurrentUser | null>(userQueryKey);
    if (state?.status !== 'success' || state.dataUpdatedAt === seenUpdate) return;
    seenUpdate = state.dataUpdatedAt;
    const current = ++generation;
    const user = state.data ?? null;
    if (!user) {
      if (toldToken) {
        sources.post({
          type: 'session-state',
          data: { token: null, userId: null, timestamp: sources.now().toISOString() },
        });
      }
      toldToken = null;
      toldData = undefined;
      return;
    }
    const { token } = await sources.sessionToken();
    if (current !== generation) return;
    if (token !== toldToken) {
      toldToken = token;
      sources.post({
        type: 'session-state',
        data: { token, userId: user.id, timestamp: sources.now().toISOString() },
      });
    }
    const streak = await sources.streak();
    if (current !== generation) return;
    const data = {
      userId: user.id,
      name: user.profile.full_name,
      timeZone: user.time_zone,
      tokens: user.tokens,
      streak,
    };
    // Only what changed is told again (a refetch of the session usually changes nothing).
    const key = JSON.stringify(data);
    if (key === toldData) return;
    toldData = key;
    sources.post({
      type: 'critical-data',
      data: { data, timestamp: sources.now().toISOString() },
    });
  }

  const run = () => {
    sync().catch((error: unknown) => {
      console.error('Could not tell the wrapper about the session', error);
      reportError(error, 'native session-state');
    });
  };
  run();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === USER_QUERY_HASH) run();
  });
}
