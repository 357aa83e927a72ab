import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ToasterAfterFirstScreen } from '@/components/ui/toaster-after-first-screen';
import { userQueryKey, useTimeZoneSync } from '@/features/auth';
import { isApiError, isSessionExpiredError } from '@/lib/api-client';
import { reportError } from '@/lib/error-reporting';
import { useFirstScreenShown } from '@/lib/first-screen';
import { detectRuntimeEnvironment } from '@/lib/native-bridge';
import { createQueryClient } from '@/lib/query-client';

export function createAppQueryClient(): QueryClient {
  const queryClient: QueryClient = createQueryClient(detectRuntimeEnvironment(), {
    onError: (error) => {
      // A protected call answered 401, so the session is gone
      // (docs/product/accounts-and-shell.md#who-is-signed-in). Forgetting the user makes the route
      // guard send the member to /login?return=... with 'Please sign in to continue'.
      if (isSessionExpiredError(error)) queryClient.setQueryData(userQueryKey, null);
      // A 4xx is an answer the screen handles; anything else is worth knowing about.
      else if (!isApiError(error) || error.status >= 500) reportError(error, 'data');
    },
  });
  return queryClient;
}

/**
 * Restores and keeps saving the scripture part of the cache (docs/offline.md). Imported lazily so
 * the persister and idb-keyval stay out of the first-load JS; chapter screens load later anyway.
 */
function useScriptureCachePersistence(queryClient: QueryClient, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('@/lib/query-persistence')
      .then(({ startQueryPersistence }) => {
        if (!cancelled) stop = startQueryPersistence(queryClient).stop;
      })
      .catch((error: unknown) => console.warn('Offline scripture cache unavailable', error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, enabled]);
}

function SessionEffects() {
  useTimeZoneSync();
  return null;
}

/**
 * The time zone check waits for the first screen, and then for a moment of its own: reading the
 * browser's zone loads the JS engine's time zone data, a long task on a slow phone, and the answer
 * only matters for the next streak (docs/decisions/018-reading-first-paint.md).
 */
function SessionEffectsAfterFirstScreen() {
  const firstScreenShown = useFirstScreenShown();
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!firstScreenShown) return;
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setDue(true));
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(() => setDue(true));
    return () => window.cancelIdleCallback(idle);
  }, [firstScreenShown]);
  return due ? <SessionEffects /> : null;
}

interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient: providedClient }: AppProviderProps) {
  const [queryClient] = useState(() => providedClient ?? createAppQueryClient());
  // A client handed in (tests) is left alone; the app's own client is persisted.
  useScriptureCachePersistence(queryClient, providedClient === undefined);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionEffectsAfterFirstScreen />
      {children}
      <ToasterAfterFirstScreen />
    </QueryClientProvider>
  );
}
