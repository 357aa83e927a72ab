import { communityNoticeEndpoints } from '@manna/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeRoute, stubFakeApi } from '@/testing/fake-fetch';
import { renderWithQueryClient, setupFakeApiSuite } from '@/testing/test-utils';
import { NoticeBanner } from './notice-banner';

function stubNotice(notice: string | null) {
  return stubFakeApi(
    [
      fakeRoute(communityNoticeEndpoints.get, () => ({
        notice,
        sign_up_open: true,
        phone_sign_in: true,
      })),
    ],
    {},
  );
}

describe('NoticeBanner', () => {
  setupFakeApiSuite();

  it('shows the notice until the member dismisses it, and remembers that', async () => {
    stubNotice('Retreat on Saturday: bring a friend.');
    const user = userEvent.setup();
    const { unmount } = renderWithQueryClient(<NoticeBanner />);

    const banner = await screen.findByRole('region', { name: 'Notice' });
    expect(banner).toHaveTextContent('Retreat on Saturday: bring a friend.');
    await user.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByRole('region', { name: 'Notice' })).not.toBeInTheDocument();

    unmount();
    const { fetchMock } = stubNotice('Retreat on Saturday: bring a friend.');
    renderWithQueryClient(<NoticeBanner />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Notice' })).not.toBeInTheDocument();
  });

  it('shows a new notice even after an older one was dismissed', async () => {
    localStorage.setItem('manna.dismissed-notice', 'Old news');
    stubNotice('Service moves to 10:30');
    renderWithQueryClient(<NoticeBanner />);
    expect(await screen.findByRole('region', { name: 'Notice' })).toHaveTextContent(
      'Service moves to 10:30',
    );
  });

  it('shows nothing when there is no notice', async () => {
    const { fetchMock } = stubNotice(null);
    renderWithQueryClient(<NoticeBanner />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Notice' })).not.toBeInTheDocument();
  });
});
