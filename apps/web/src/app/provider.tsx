import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { userQueryKey, useTimeZoneSync } from '@/features/auth';
import { isSessionExpiredError } from '@/lib/api-client';
import { detectRuntimeEnvironment } from '@/lib/native-bridge';
import { createQueryClient } from '@/lib/query-client';

export function createAppQueryClient(): QueryClient {
  const queryClient: QueryClient = createQueryClient(detectRuntimeEnvironment(), {
    onError: (error) => {
      // SPEC §2: a protected call answered 401, so the session is gone. Forgetting the user makes
      // the route guard send the member to /login?return=... with 'Please sign in to continue'.
      if (isSessionExpiredError(error)) queryClient.setQueryData(userQueryKey, null);
    },
  });
  return queryClient;
}

function SessionEffects() {
  useTimeZoneSync();
  return null;
}

interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient: providedClient }: AppProviderProps) {
  const [queryClient] = useState(() => providedClient ?? createAppQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SessionEffects />
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
