import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAdminOverview } from '@/features/admin/testing/admin-fixtures';
import { buildUser, createTestQueryClient, renderRoutes } from '@/testing/test-utils';
import { createAppQueryClient } from './provider';
import { routes } from './router';

const authMocks = vi.hoisted(() => ({
  signOut: vi.fn(),
}));

vi.mock('@/lib/auth-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/auth-client')>();
  return {
    ...actual,
    authClient: { signOut: authMocks.signOut },
  };
});

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('app routes', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url === '/api/admin/overview') {
          return jsonResponse(200, makeAdminOverview({ members: 42 }));
        }
        return jsonResponse(404, { error: 'Not found' });
      }),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    authMocks.signOut.mockReset();
  });

  it('shows "Verifying account..." while the account is checked', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryDefaults(['user'], { queryFn: () => new Promise(() => undefined) });
    renderRoutes(routes, { path: '/home', queryClient });
    expect(await screen.findByText('Verifying account...')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login with the encoded return path', async () => {
    const { location } = renderRoutes(routes, { path: '/settings?tab=account', user: null });

    await waitFor(() => {
      expect(`${location().pathname}${location().search}`).toBe(
        '/login?return=%2Fsettings%3Ftab%3Daccount',
      );
    });
    expect(await screen.findByText('Please sign in to continue')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends / to /login for visitors and to /home for members', async () => {
    const visitor = renderRoutes(routes, { path: '/', user: null });
    await waitFor(() => expect(visitor.location().pathname).toBe('/login'));
    expect(visitor.location().search).toBe('');
    visitor.unmount();

    const member = renderRoutes(routes, { path: '/', user: buildUser() });
    await waitFor(() => expect(member.location().pathname).toBe('/home'));
  });

  it('refuses members at /admin', async () => {
    renderRoutes(routes, { path: '/admin', user: buildUser({ role: 'user' }) });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByText(/for administrators/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home');
  });

  it('lets admins into /admin and shows the admin sections and the overview tiles', async () => {
    renderRoutes(routes, { path: '/admin', user: buildUser({ role: 'admin' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(await screen.findByText('42')).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(sections).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sections).getByRole('link', { name: 'Members' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    expect(screen.getByText('Sign-ups in the last 7 days')).toBeInTheDocument();
  });

  it('sends the member to sign in when a protected call answers 401', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { error: 'User not authenticated' })),
    );
    const queryClient = createAppQueryClient();
    const { location } = renderRoutes(routes, {
      path: '/admin',
      user: buildUser({ role: 'admin' }),
      queryClient,
    });

    await waitFor(() => {
      expect(`${location().pathname}${location().search}`).toBe('/login?return=%2Fadmin');
    });
    expect(await screen.findByText('Please sign in to continue')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'Query failed',
      ['admin', 'overview'],
      expect.anything(),
    );
    consoleError.mockRestore();
  });

  it('renders a Page not found screen for unknown paths', async () => {
    renderRoutes(routes, { path: '/no-such-page', user: null });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('keeps the bottom navigation on a 404 for signed-in members', async () => {
    renderRoutes(routes, { path: '/prayers/a/b', user: buildUser() });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Prayers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('answers an unknown admin path with Page not found under the admin sections', async () => {
    renderRoutes(routes, { path: '/admin/no-such-section', user: buildUser({ role: 'admin' }) });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
  });

  it('greets the member on /home', async () => {
    renderRoutes(routes, { path: '/home', user: buildUser() });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: /^Good (morning|afternoon|evening), Ruth$/,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Admin area/ })).not.toBeInTheDocument();
  });

  it('signs out from settings and lands on a plain /login', async () => {
    const user = userEvent.setup();
    authMocks.signOut.mockResolvedValue({ data: { success: true }, error: null });
    const { location, queryClient } = renderRoutes(routes, {
      path: '/settings?tab=appearance',
      user: buildUser(),
    });

    expect(await screen.findByRole('switch', { name: 'Dark mode' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().search).toBe('');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Please sign in to continue')).not.toBeInTheDocument();
    expect(queryClient.getQueryData(['user'])).toBeNull();
    expect(authMocks.signOut).toHaveBeenCalledOnce();
  });
});
