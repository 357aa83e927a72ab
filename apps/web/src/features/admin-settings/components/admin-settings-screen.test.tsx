import { SETTINGS_SAVED } from '@manna/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { buildUser, renderRoutesAsMember, setupFakeApiSuite } from '@/testing/test-utils';
import { stubAdminSettingsApi } from '../testing/fake-admin-settings-api';
import { AdminSettingsScreen } from './admin-settings-screen';

const admin = buildUser({ role: 'admin', time_zone: 'UTC' });

function renderSettings() {
  return renderRoutesAsMember(
    [{ path: paths.app.adminSettings.path, element: <AdminSettingsScreen /> }],
    { path: '/admin/settings', member: admin },
  );
}

describe('AdminSettingsScreen', () => {
  setupFakeApiSuite();

  it('shows the stored settings, prices in major units', async () => {
    stubAdminSettingsApi();
    renderSettings();

    expect(await screen.findByLabelText('30 tokens')).toHaveValue(4.99);
    expect(screen.getByLabelText('Yearly subscription')).toHaveValue(39.99);
    expect(screen.getByLabelText('Monthly token grant')).toHaveValue(20);
    expect(screen.getByRole('checkbox', { name: "Paul's Letters" })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /New Testament Reading Plan/ })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Sign-up open' })).toBeChecked();
    expect(screen.getByLabelText('Default reminder time')).toHaveValue('08:00');
    expect(screen.getByRole('link', { name: 'Payment setup' })).toHaveAttribute(
      'href',
      '/admin/payment-setup',
    );
  });

  it('says what is wrong before sending anything', async () => {
    const api = stubAdminSettingsApi();
    const { user } = renderSettings();

    const price = await screen.findByLabelText('Monthly subscription');
    await user.clear(price);
    await user.type(price, '4.999');
    const notice = screen.getByLabelText('Notice to every member');
    await user.click(notice);
    await user.paste('x'.repeat(281));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Use at most two decimals')).toBeVisible();
    expect(screen.getByText('A notice can be at most 280 characters')).toBeVisible();
    expect(api.saved()).toEqual([]);
  });

  it('saves every setting at once and says so', async () => {
    const api = stubAdminSettingsApi();
    const { user } = renderSettings();

    const pack = await screen.findByLabelText('10 tokens');
    await user.clear(pack);
    await user.type(pack, '2.49');
    await user.click(screen.getByRole('checkbox', { name: "Paul's Letters" }));
    await user.click(screen.getByRole('switch', { name: 'Sign-up open' }));
    await user.type(screen.getByLabelText('Notice to every member'), 'Retreat on Saturday');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    const toast = await screen.findByRole('region', { name: /notifications/i });
    expect(await within(toast).findByText(SETTINGS_SAVED)).toBeVisible();
    expect(api.saved()).toEqual([
      {
        commerce: expect.objectContaining({
          token_pack_prices: { '10': 2.49, '30': 4.99, '100': 12.99 },
          premium_plan_slugs: ['gospels-30-days', 'psalms-and-proverbs-31-days'],
        }),
        community: {
          sign_up_open: false,
          default_reminder_time: '08:00',
          notice: 'Retreat on Saturday',
        },
      },
    ]);
    expect(await screen.findByText(/Last saved/)).toBeVisible();
  });
});
