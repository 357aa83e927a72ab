import { CONTENT_REQUIRED, PRAYER_TITLE_REQUIRED } from '@manna/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { setupFakeApiSuite } from '@/testing/test-utils';
import { stubPrayersApi } from '../testing/fake-prayers-api';
import { renderPrayerRoutes } from '../testing/render-prayer-routes';

const posts = (calls: ReturnType<typeof stubPrayersApi>['calls']) =>
  calls()
    .filter((request) => request.method === 'POST')
    .map((request) => request.body);

describe('NewPrayerScreen', () => {
  setupFakeApiSuite();

  it('says what is missing, in the words of the shared schema, and sends nothing', async () => {
    const { calls } = stubPrayersApi();
    const { user } = renderPrayerRoutes('/prayers/new');

    await user.type(screen.getByLabelText('Prayer request'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save prayer' }));

    expect(await screen.findByText(PRAYER_TITLE_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(CONTENT_REQUIRED)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(posts(calls)).toEqual([]);
  });

  it('saves a private prayer by default and opens it', async () => {
    const { calls } = stubPrayersApi();
    const { user, location } = renderPrayerRoutes('/prayers/new');

    expect(screen.getByRole('switch', { name: 'Keep this prayer private' })).toBeChecked();
    await user.type(screen.getByLabelText('Title'), '  Healing for Mum ');
    await user.type(screen.getByLabelText('Prayer request'), 'Strengthen her, Lord.');
    await user.click(screen.getByRole('button', { name: 'Save prayer' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Healing for Mum' })).toBeVisible();
    expect(location().pathname).toBe('/prayers/created-1');
    expect(screen.getByText('Prayer saved')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      { title: 'Healing for Mum', content: 'Strengthen her, Lord.', is_private: true },
    ]);
  });

  it('can save a prayer that is not private', async () => {
    const { calls } = stubPrayersApi();
    const { user } = renderPrayerRoutes('/prayers/new');

    await user.type(screen.getByLabelText('Title'), 'Rain');
    await user.type(screen.getByLabelText('Prayer request'), 'For the farms.');
    await user.click(screen.getByRole('switch', { name: 'Keep this prayer private' }));
    await user.click(screen.getByRole('button', { name: 'Save prayer' }));

    expect(await screen.findByText('Prayer saved')).toBeInTheDocument();
    expect(posts(calls)).toEqual([{ title: 'Rain', content: 'For the farms.', is_private: false }]);
  });

  it('keeps what was typed when saving fails', async () => {
    stubPrayersApi({
      override: ({ method }) =>
        method === 'POST'
          ? jsonResponse(400, { error: 'Title must be 200 characters or fewer' })
          : undefined,
    });
    const { user, location } = renderPrayerRoutes('/prayers/new');

    await user.type(screen.getByLabelText('Title'), 'Rain');
    await user.type(screen.getByLabelText('Prayer request'), 'For the farms.');
    await user.click(screen.getByRole('button', { name: 'Save prayer' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your prayer could not be saved');
    expect(alert).toHaveTextContent('Title must be 200 characters or fewer');
    expect(screen.getByLabelText('Title')).toHaveValue('Rain');
    expect(location().pathname).toBe('/prayers/new');
  });
});
