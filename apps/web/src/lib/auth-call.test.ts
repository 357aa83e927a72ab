import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { callAuth } from './auth-call';

describe('callAuth', () => {
  afterEach(() => {
    vi.doUnmock('./auth-client');
    vi.resetModules();
  });

  it("hands the client to the call and unwraps better-auth's answer", async () => {
    await expect(
      callAuth(async (client) => {
        expect(client.signIn.email).toBeTypeOf('function');
        return { data: { ok: true }, error: null };
      }),
    ).resolves.toEqual({ ok: true });

    const refused = callAuth(async () => ({
      data: null,
      error: { status: 401, message: 'Invalid password' },
    }));
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 401, message: 'Invalid password' });
  });

  it('reports a client that cannot be fetched (offline) as a network error', async () => {
    vi.doMock('./auth-client', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    vi.resetModules();
    const { callAuth: callAuthWithoutClient } = await import('./auth-call');
    const { NetworkError } = await import('./api-client');
    await expect(
      callAuthWithoutClient(async () => ({ data: 1, error: null })),
    ).rejects.toBeInstanceOf(NetworkError);
  });
});
