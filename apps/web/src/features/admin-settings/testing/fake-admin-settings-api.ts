import {
  type AdminSettings,
  adminSettingsEndpoints,
  commerceSettingsForm,
  DEFAULT_COMMERCE_SETTINGS,
  DEFAULT_COMMUNITY_SETTINGS,
} from '@manna/shared';
import { type FakeApiOptions, fakeRoute, stubFakeApi } from '@/testing/fake-fetch';
import { FAKE_NOW } from '@/testing/fake-records';

/** The defaults, as GET /api/admin/settings answers them before any save. */
export function makeAdminSettings(overrides: Partial<AdminSettings> = {}): AdminSettings {
  return {
    settings: {
      commerce: commerceSettingsForm(DEFAULT_COMMERCE_SETTINGS),
      community: DEFAULT_COMMUNITY_SETTINGS,
    },
    currency: 'usd',
    updated_at: null,
    plans: [
      { slug: 'new-testament', title: 'New Testament Reading Plan' },
      { slug: 'gospels-30-days', title: 'The Gospels in 30 Days' },
      { slug: 'letters-of-paul', title: "Paul's Letters" },
      { slug: 'psalms-and-proverbs-31-days', title: 'Psalms and Proverbs' },
    ],
    ...overrides,
  };
}

/** The settings API on a stubbed fetch: a save keeps what it was sent (trimmed as the server does). */
export function stubAdminSettingsApi(options: FakeApiOptions & { settings?: AdminSettings } = {}) {
  let stored = options.settings ?? makeAdminSettings();
  const api = stubFakeApi(
    [
      fakeRoute(adminSettingsEndpoints.get, () => stored),
      fakeRoute(adminSettingsEndpoints.update, ({ body }) => {
        stored = {
          ...stored,
          settings: {
            commerce: body.commerce,
            community: { ...body.community, notice: body.community.notice.trim() },
          },
          updated_at: FAKE_NOW,
        };
        return stored;
      }),
    ],
    options,
  );
  return {
    ...api,
    saved: () =>
      api
        .calls()
        .filter((request) => request.method === 'PUT')
        .map((request) => request.body),
  };
}
