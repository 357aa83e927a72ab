import { type DefaultOptions, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-client';
import { createQueryClient, createQueryClientConfig } from './query-client';

/** The queries' retry rule, which these configs give as a function. */
function retryOf(queries: DefaultOptions['queries']) {
  const retry = queries?.retry;
  if (typeof retry !== 'function') throw new Error(`Expected a retry function, found ${retry}`);
  return retry;
}

describe('createQueryClientConfig', () => {
  it('uses the browser defaults of docs/product/accounts-and-shell.md#data-fetching', () => {
    const queries = createQueryClientConfig({ kind: 'browser' }).defaultOptions?.queries;
    expect(queries).toMatchObject({
      staleTime: 5 * 60 * 1000,
      gcTime: 30 * 60 * 1000,
      refetchOnWindowFocus: false,
      retryDelay: 1000,
    });
    const retry = retryOf(queries);
    expect(retry(0, new NetworkError())).toBe(true);
    expect(retry(1, new NetworkError())).toBe(false);
  });

  it('uses the native wrapper defaults and honours useCachedData', () => {
    const cached = createQueryClientConfig({
      kind: 'native',
      useCachedData: true,
      skipHeavyInit: false,
    }).defaultOptions?.queries;
    expect(cached).toMatchObject({
      staleTime: 10 * 60 * 1000,
      gcTime: 60 * 60 * 1000,
      refetchOnWindowFocus: false,
    });
    expect(typeof cached?.refetchOnMount).toBe('function');
    const retry = retryOf(cached);
    expect(retry(0, new Error('boom'))).toBe(true);
    expect(retry(1, new Error('boom'))).toBe(true);
    expect(retry(2, new Error('boom'))).toBe(false);

    const fresh = createQueryClientConfig({
      kind: 'native',
      useCachedData: false,
      skipHeavyInit: false,
    }).defaultOptions?.queries;
    expect(fresh?.refetchOnMount).toBe(true);
  });

  it('refetches on mount only what a change has invalidated, otherwise never', async () => {
    const client = new QueryClient(createQueryClientConfig({ kind: 'browser' }));
    let answer = 'before';
    const queryFn = vi.fn(async () => answer);
    const mount = async () => {
      const observer = new QueryObserver(client, { queryKey: ['topic'], queryFn, staleTime: 0 });
      const unsubscribe = observer.subscribe(() => undefined);
      await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
      const data = observer.getCurrentResult().data;
      unsubscribe();
      return data;
    };

    expect(await mount()).toBe('before');
    expect(await mount()).toBe('before');
    expect(queryFn).toHaveBeenCalledTimes(1);

    answer = 'after';
    await client.invalidateQueries({ queryKey: ['topic'] });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(await mount()).toBe('after');
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('does not retry client errors such as 401 or 404', () => {
    const retry = retryOf(createQueryClientConfig({ kind: 'browser' }).defaultOptions?.queries);
    expect(retry(0, new ApiError(401, 'User not authenticated'))).toBe(false);
    expect(retry(0, new ApiError(404, 'Not found'))).toBe(false);
    expect(retry(0, new ApiError(503, 'Unavailable'))).toBe(true);
  });
});

describe('createQueryClient', () => {
  it('logs query errors to the console and reports them', async () => {
    const onError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createQueryClient({ kind: 'browser' }, { onError });
    const failure = new ApiError(500, 'Server exploded');

    await expect(
      client.fetchQuery({
        queryKey: ['boom'],
        queryFn: () => Promise.reject(failure),
        retry: false,
      }),
    ).rejects.toBe(failure);

    expect(consoleError).toHaveBeenCalledWith('Query failed', ['boom'], failure);
    expect(onError).toHaveBeenCalledWith(failure);
    consoleError.mockRestore();
  });
});
