import type { CurrentUser } from '@manna/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userQueryKey } from '@/features/auth';
import type { NativeOutgoingMessage } from '@/lib/native-session-bridge';
import { watchSessionForNative } from './session-messages';

const NOW = new Date('2026-11-25T08:00:00.000Z');

const ruth: CurrentUser = {
  id: 'user-ruth',
  email: 'ruth@example.com',
  contact: { kind: 'email', value: 'ruth@example.com' },
  role: 'user',
  tokens: 12,
  last_login: null,
  updated_at: NOW.toISOString(),
  time_zone: 'Europe/Rome',
  two_factor_enabled: false,
  profile: { full_name: 'Ruth of Moab' },
};

function setUp(tokens: string[]) {
  const queryClient = new QueryClient();
  const posted: NativeOutgoingMessage[] = [];
  const sessionToken = vi.fn(async () => ({
    token: tokens.shift() ?? 'no-more-tokens',
    user_id: ruth.id,
    expires_at: NOW.toISOString(),
  }));
  const stop = watchSessionForNative(queryClient, {
    sessionToken,
    streak: async () => 4,
    post: (message) => posted.push(message),
    now: () => NOW,
  });
  return { queryClient, posted, sessionToken, stop };
}

const sessionStates = (posted: NativeOutgoingMessage[]) =>
  posted.filter((message) => message.type === 'session-state').map((message) => message.data);

describe('watchSessionForNative', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('tells the wrapper of a sign-in with the token, then the critical data', async () => {
    const setup = setUp(['token-1']);
    stop = setup.stop;
    setup.queryClient.setQueryData(userQueryKey, ruth);
    await vi.waitFor(() => expect(setup.posted).toHaveLength(2));
    expect(setup.posted).toEqual([
      {
        type: 'session-state',
        data: { token: 'token-1', userId: ruth.id, timestamp: NOW.toISOString() },
      },
      {
        type: 'critical-data',
        data: {
          data: {
            userId: ruth.id,
            name: 'Ruth of Moab',
            timeZone: 'Europe/Rome',
            tokens: 12,
            streak: 4,
          },
          timestamp: NOW.toISOString(),
        },
      },
    ]);
  });

  it('says nothing when a refetch finds the same token, and tells a new one', async () => {
    const setup = setUp(['token-1', 'token-1', 'token-2']);
    stop = setup.stop;
    setup.queryClient.setQueryData(userQueryKey, ruth);
    await vi.waitFor(() => expect(sessionStates(setup.posted)).toHaveLength(1));
    setup.queryClient.setQueryData(userQueryKey, { ...ruth }, { updatedAt: Date.now() + 1 });
    await vi.waitFor(() => expect(setup.sessionToken).toHaveBeenCalledTimes(2));
    expect(sessionStates(setup.posted)).toHaveLength(1);
    setup.queryClient.setQueryData(userQueryKey, { ...ruth }, { updatedAt: Date.now() + 2 });
    await vi.waitFor(() => expect(sessionStates(setup.posted)).toHaveLength(2));
    expect(sessionStates(setup.posted)[1]?.token).toBe('token-2');
  });

  it('tells the critical data again when it changes, and only then', async () => {
    const setup = setUp(['token-1', 'token-1', 'token-1']);
    stop = setup.stop;
    const critical = () => setup.posted.filter((message) => message.type === 'critical-data');
    setup.queryClient.setQueryData(userQueryKey, ruth);
    await vi.waitFor(() => expect(critical()).toHaveLength(1));
    setup.queryClient.setQueryData(userQueryKey, { ...ruth }, { updatedAt: Date.now() + 1 });
    await vi.waitFor(() => expect(setup.sessionToken).toHaveBeenCalledTimes(2));
    setup.queryClient.setQueryData(
      userQueryKey,
      { ...ruth, tokens: 42 },
      { updatedAt: Date.now() + 2 },
    );
    await vi.waitFor(() => expect(critical()).toHaveLength(2));
    expect(critical()[1]?.data).toMatchObject({ data: { tokens: 42 } });
    expect(sessionStates(setup.posted)).toHaveLength(1);
  });

  it('tells the wrapper of a sign-out with a null token', async () => {
    const setup = setUp(['token-1']);
    stop = setup.stop;
    setup.queryClient.setQueryData(userQueryKey, ruth);
    await vi.waitFor(() => expect(sessionStates(setup.posted)).toHaveLength(1));
    setup.queryClient.setQueryData(userQueryKey, null);
    await vi.waitFor(() => expect(sessionStates(setup.posted)).toHaveLength(2));
    expect(sessionStates(setup.posted)[1]).toEqual({
      token: null,
      userId: null,
      timestamp: NOW.toISOString(),
    });
  });

  it("says nothing for a visitor's page", async () => {
    const setup = setUp([]);
    stop = setup.stop;
    setup.queryClient.setQueryData(userQueryKey, null);
    await Promise.resolve();
    expect(setup.posted).toEqual([]);
    expect(setup.sessionToken).not.toHaveBeenCalled();
  });
});
