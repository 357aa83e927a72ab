import {
  MutationCache,
  type Query,
  QueryCache,
  QueryClient,
  type QueryClientConfig,
} from '@tanstack/react-query';
import { ApiError } from './api-client';
import type { RuntimeEnvironment } from './native-bridge';

const MINUTE = 60 * 1000;
const RETRY_DELAY_MS = 1000;

/** Retrying cannot fix a 4xx (signed out, forbidden, not found, invalid input). */
function shouldRetry(maxRetries: number) {
  return (failureCount: number, error: unknown): boolean => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
    return failureCount < maxRetries;
  };
}

/**
 * No refetch on mount (docs/product/accounts-and-shell.md#data-fetching), except for data a change
 * has made stale: a screen opened after saving (a topic after adding its entry, the notes tab after
 * writing a note) must not show the data from before the change, which invalidateQueries only
 * refetches on screens that are open.
 */
const refetchIfInvalidated = (query: Query) => query.state.isInvalidated;

/** Query defaults (docs/product/accounts-and-shell.md#data-fetching). */
export function createQueryClientConfig(environment: RuntimeEnvironment): QueryClientConfig {
  if (environment.kind === 'native') {
    return {
      defaultOptions: {
        queries: {
          staleTime: 10 * MINUTE,
          gcTime: 60 * MINUTE,
          retry: shouldRetry(2),
          retryDelay: RETRY_DELAY_MS,
          refetchOnWindowFocus: false,
          // Skip refetch on mount when the wrapper says to use cached data.
          refetchOnMount: environment.useCachedData ? refetchIfInvalidated : true,
        },
        mutations: { retry: false },
      },
    };
  }
  return {
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: 30 * MINUTE,
        retry: shouldRetry(1),
        retryDelay: RETRY_DELAY_MS,
        refetchOnWindowFocus: false,
        refetchOnMount: refetchIfInvalidated,
      },
      mutations: { retry: false },
    },
  };
}

interface CreateQueryClientOptions {
  /** Called for any query or mutation error, after it is logged. */
  onError?: (error: unknown) => void;
}

export function createQueryClient(
  environment: RuntimeEnvironment,
  { onError }: CreateQueryClientOptions = {},
): QueryClient {
  return new QueryClient({
    ...createQueryClientConfig(environment),
    // Query and mutation errors are logged to the console
    // (docs/product/accounts-and-shell.md#error-reporting).
    queryCache: new QueryCache({
      onError: (error, query) => {
        console.error('Query failed', query.queryKey, error);
        onError?.(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        console.error('Mutation failed', mutation.options.mutationKey ?? '', error);
        onError?.(error);
      },
    }),
  });
}
