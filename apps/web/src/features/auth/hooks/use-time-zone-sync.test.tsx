import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, createTestQueryClient, renderWithQueryClient } from '@/testing/test-utils';
import { getBrowserTimeZone, markTimeZoneChosen, useTimeZoneSync } from './use-time-zone-sync';

function Probe() {
  useTimeZoneSync();
  return null;
}

describe('useTimeZoneSync', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('saves the browser time zone once when it differs from the stored one', async () => {
    const browserZone = getBrowserTimeZone();
    const user = buildUser({ time_zone: 'Pacific/Chatham' });
    const fetchMock = vi.fn(async () =>
      Response.json({ user: { ...user, time_zone: browserZone } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['user'], user);

    const { rerender } = renderWithQueryClient(<Probe />, queryClient);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/me',
      expect.objectContaining({
        method: 'PATCH',
        body: JSON.stringify({ time_zone: browserZone }),
      }),
    );
    await waitFor(() =>
      expect(queryClient.getQueryData(['user'])).toMatchObject({ time_zone: browserZone }),
    );
    rerender(<Probe />);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the zones already match', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['user'], buildUser({ time_zone: getBrowserTimeZone() }));
    renderWithQueryClient(<Probe />, queryClient);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves a zone the member picked in Settings on this device alone', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = buildUser({ id: 'user-picked', time_zone: 'Pacific/Chatham' });
    markTimeZoneChosen(user.id);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['user'], user);
    renderWithQueryClient(<Probe />, queryClient);
    expect(fetchMock).not.toHaveBeenCalled();
    localStorage.clear();
  });
});
