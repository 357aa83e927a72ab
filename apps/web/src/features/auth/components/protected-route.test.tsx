import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, renderWithQueryClient } from '@/testing/test-utils';
import { AUTH_ATTEMPTS, useUser } from '../api/get-user';
import { ProtectedRoute } from './protected-route';

/** A reading screen that, like the real ones, also asks who the member is. */
function Reader() {
  const { data: user } = useUser();
  return <p>Reader for {user ? user.email : 'a reader offline'}</p>;
}

function renderOfflineReader() {
  return renderWithQueryClient(
    <MemoryRouter>
      <ProtectedRoute availableOffline>
        <Reader />
      </ProtectedRoute>
    </MemoryRouter>,
  );
}

describe('ProtectedRoute offline', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens a reading screen once the account check fails for want of a network, and leaves it open', async () => {
    renderOfflineReader();

    expect(screen.getByText('Verifying account...')).toBeInTheDocument();
    expect(
      await screen.findByText("You're offline. Chapters you have read before are still here."),
    ).toBeInTheDocument();
    expect(screen.getByText('Reader for a reader offline')).toBeInTheDocument();
    // The screen mounting below the guard must not start the check again: that would put the
    // guard back on the spinner and unmount the screen.
    expect(fetch).toHaveBeenCalledTimes(AUTH_ATTEMPTS);
    expect(screen.queryByText('Verifying account...')).not.toBeInTheDocument();
  });

  it('checks the account again when the network returns, leaving the screen open meanwhile', async () => {
    let answerNow: (response: Response) => void = () => undefined;
    const answer = new Promise<Response>((resolve) => {
      answerNow = resolve;
    });
    renderOfflineReader();
    const notice = await screen.findByText(
      "You're offline. Chapters you have read before are still here.",
    );
    expect(notice).toBeInTheDocument();

    vi.mocked(fetch).mockImplementation(() => answer);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(AUTH_ATTEMPTS + 1));
    expect(screen.getByText('Reader for a reader offline')).toBeInTheDocument();
    expect(screen.queryByText('Verifying account...')).not.toBeInTheDocument();

    answerNow(
      new Response(JSON.stringify({ user: buildUser() }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(await screen.findByText('Reader for ruth@example.com')).toBeInTheDocument();
    expect(notice).not.toBeInTheDocument();
  });
});
