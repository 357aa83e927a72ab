import type { CurrentUser } from '@manna/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import {
  type Location,
  MemoryRouter,
  type RouteObject,
  useLocation,
  useParams,
  useRoutes,
} from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/components/ui/use-toast';

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
    contact: { kind: 'email', value: 'ruth@example.com' },
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

function Routes({
  routes,
  onLocation,
}: {
  routes: RouteObject[];
  onLocation: (at: Location) => void;
}) {
  onLocation(useLocation());
  return useRoutes(routes);
}

/** Renders `routes` at `path`; `location()` is where the app is now. */
export function renderRoutes(
  routes: RouteObject[],
  { path, user, queryClient }: RenderRoutesOptions,
) {
  const client = queryClient ?? createTestQueryClient();
  if (user !== undefined) client.setQueryData(['user'], user);
  let current: Location | undefined;
  const utils = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes
          routes={routes}
          onLocation={(at) => {
            current = at;
          }}
        />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  const location = (): Location => {
    if (!current) throw new Error('The routes have not rendered');
    return current;
  };
  return { ...utils, location, queryClient: client };
}

interface RenderRoutesAsMemberOptions {
  path: string;
  /** The signed-in member; `buildUser()` unless given. */
  member?: CurrentUser;
  queryClient?: QueryClient;
  /** For fake timers: how userEvent moves time along. */
  advanceTimers?: (ms: number) => unknown;
}

/**
 * renderRoutes with a member signed in, and a userEvent session (`user`) to drive it; any other
 * path shows where the app went (`Elsewhere`).
 */
export function renderRoutesAsMember(
  routes: RouteObject[],
  { path, member = buildUser(), queryClient, advanceTimers }: RenderRoutesAsMemberOptions,
) {
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  return {
    user,
    ...renderRoutes([...routes, { path: '*', element: <Elsewhere /> }], {
      path,
      user: member,
      queryClient,
    }),
  };
}

/** `Screen` for the route's :id, keyed by it so a new id starts afresh (as the route modules do). */
export function ScreenForId({ screen: Screen }: { screen: ComponentType<{ id: string }> }) {
  const { id = '' } = useParams();
  return <Screen key={id} id={id} />;
}

/** A stand-in for the screens outside the routes under test: a page that says where it is. */
export function Elsewhere() {
  const location = useLocation();
  return <p>Now at {`${location.pathname}${location.search}`}</p>;
}

export function renderWithQueryClient(ui: ReactNode, queryClient = createTestQueryClient()) {
  // A wrapper (not a parent element) keeps the provider in place across rerender().
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}

/**
 * For a suite on a fake API (a stubbed fetch) that reports failures in toasts; call it inside the
 * suite's describe. console.error is muted during each test (failed requests are logged); after
 * each, open toasts are dismissed, localStorage is cleared, and stubbed globals (fetch, ...) and
 * spies are restored.
 */
export function setupFakeApiSuite() {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    act(() => dismissToast());
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
