import {
  type CommunitySettings,
  communitySettingsSchema,
  DEFAULT_COMMUNITY_SETTINGS,
} from '@manna/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appSettings } from '../../db/schema';
import type { Logger } from '../../lib/logger';

// Whether sign-up is open, new members' reminder time and the notice to every member
// (docs/product/admin.md#settings), stored under 'community' beside the commerce settings.

export const COMMUNITY_SETTINGS_KEY = 'community';

/** Each setting whole; what is missing keeps its default, as with the commerce settings. */
const storedCommunitySettingsSchema = communitySettingsSchema.partial();

/** The settings over their defaults; a stored value that is not valid counts as none. */
export function communitySettingsFrom(stored: unknown, logger?: Logger): CommunitySettings {
  if (stored === undefined || stored === null) return DEFAULT_COMMUNITY_SETTINGS;
  const parsed = storedCommunitySettingsSchema.safeParse(stored);
  if (!parsed.success) {
    // A bad value must not close sign-up or show a broken notice: the defaults serve until fixed.
    logger?.error(
      { issues: parsed.error.issues },
      'app_settings.community is not valid: using the defaults',
    );
    return DEFAULT_COMMUNITY_SETTINGS;
  }
  return { ...DEFAULT_COMMUNITY_SETTINGS, ...parsed.data };
}

export async function getCommunitySettings(
  executor: Executor,
  logger?: Logger,
): Promise<CommunitySettings> {
  const [row] = await executor
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, COMMUNITY_SETTINGS_KEY));
  return communitySettingsFrom(row?.value, logger);
}

/** Stores the settings whole (the admin form always sends every one). */
export async function setCommunitySettings(
  executor: Executor,
  settings: CommunitySettings,
): Promise<void> {
  const value = communitySettingsSchema.parse(settings);
  await executor
    .insert(appSettings)
    .values({ key: COMMUNITY_SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updated_at: sql`now()` } });
}
