import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, renderRoutes } from '@/testing/test-utils';
import { routes } from '../../router';

describe('read aloud routes', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'Not found' }), { status: 404 })),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(['/tts', '/tts2'])('%s opens the read aloud screen for a member', async (path) => {
    renderRoutes(routes, { path: `${path}?book=PSA&chapter=23`, user: buildUser() });
    expect(await screen.findByRole('heading', { name: 'Read aloud' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Psalms 23' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to load Bible content: Not found')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in first', async () => {
    const { location } = renderRoutes(routes, { path: '/tts?book=JHN&chapter=3', user: null });
    await waitFor(() => {
      expect(location().pathname).toBe('/login');
    });
    expect(location().search).toBe(`?return=${encodeURIComponent('/tts?book=JHN&chapter=3')}`);
  });
});
