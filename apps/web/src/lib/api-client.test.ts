import { adminEndpoints, meEndpoints, prayersEndpoints } from '@manna/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  callApi,
  getErrorMessage,
  isSessionExpiredError,
  NetworkError,
} from './api-client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('api client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends JSON with credentials and returns the parsed body', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { user: { id: 'u1' } }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(callApi(meEndpoints.update, { body: { full_name: 'Ruth' } })).resolves.toEqual({
      user: { id: 'u1' },
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/me',
      expect.objectContaining({
        method: 'PATCH',
        credentials: 'include',
        body: JSON.stringify({ full_name: 'Ruth' }),
      }),
    );
  });

  it("throws an ApiError carrying the status and the server's message", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(403, { error: 'Forbidden' })));
    const error = await callApi(adminEndpoints.overview).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Forbidden', source: 'api' });
  });

  it('fills the path parameters in and writes the query, leaving out what is undefined', async () => {
    const fetchMock = vi.fn(async (_url: string) => jsonResponse(200, {}));
    vi.stubGlobal('fetch', fetchMock);

    await callApi(prayersEndpoints.get, { params: { id: 'a/b c' } });
    await callApi(prayersEndpoints.list, { query: { status: undefined, limit: 2, offset: 4 } });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/prayers/a%2Fb%20c',
      '/api/prayers?limit=2&offset=4',
    ]);
  });

  it('turns a failed connection into a NetworkError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(callApi(meEndpoints.get)).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('getErrorMessage', () => {
  it('maps errors as docs/product/accounts-and-shell.md#error-messages says', () => {
    expect(getErrorMessage(new Error('JWT expired'))).toBe(
      'Authentication error. Please sign in again.',
    );
    expect(getErrorMessage(new Error('network request failed'))).toBe(
      'Network error. Please check your connection.',
    );
    expect(getErrorMessage(new NetworkError())).toBe(
      'Network error. Please check your connection.',
    );
    expect(getErrorMessage('oops')).toBe('An unexpected error occurred');
    expect(getErrorMessage(new ApiError(400, 'Name is too long'))).toBe('Name is too long');
  });
});

describe('isSessionExpiredError', () => {
  it('only treats 401s from our API as an expired session', () => {
    expect(isSessionExpiredError(new ApiError(401, 'User not authenticated'))).toBe(true);
    expect(isSessionExpiredError(new ApiError(401, 'Invalid code', { source: 'auth' }))).toBe(
      false,
    );
    expect(isSessionExpiredError(new ApiError(403, 'Forbidden'))).toBe(false);
  });
});
