import type { CurrentUser } from '@manna/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        gcTime: Number.POSITIVE_INFINITY,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

export function buildUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'user-1',
    email: 'ruth@example.com',
    role: 'user',
    tokens: 12,
    last_login: '2025-06-01T08:00:00.000Z',
    updated_at: '2025-06-01T08:00:00.000Z',
    time_zone: 'UTC',
    two_factor_enabled: false,
    profile: { full_name: 'Ruth Moabite' },
    ...overrides,
  };
}

interface RenderRoutesOptions {
  path: string;
  /** Seeds the ['user'] query; `undefined` leaves it to load (or hang) through its query fn. */
  user?: CurrentUser | null;
  queryClient?: QueryClient;
}

export function renderRoutes(
  routes: RouteObject[],
  { path, user, queryClient }: RenderRoutesOptions,
) {
  const client = queryClient ?? createTestQueryClient();
  if (user !== undefined) client.setQueryData(['user'], user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient: client };
}

export function renderWithQueryClient(ui: ReactNode, queryClient = createTestQueryClient()) {
  // A wrapper (not a parent element) keeps the provider in place across rerender().
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}
