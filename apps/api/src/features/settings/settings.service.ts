import {
  type AdminSettings,
  type AdminSettingsValues,
  type CommerceSettings,
  type CommunityNotice,
  type CommunitySettings,
  commerceSettingsForm,
  commerceSettingsFromForm,
  unknownPlanMessage,
} from '@manna/shared';
import { asc, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { appSettings, bibleReadingPlans } from '../../db/schema';
import { DomainError } from '../../lib/domain-errors';
import type { Logger } from '../../lib/logger';
import { recordAdminAction } from '../admin/audit-log';
import {
  COMMERCE_SETTINGS_KEY,
  commerceSettingsFrom,
  setCommerceSettings,
} from '../purchases/commerce-settings';
import {
  COMMUNITY_SETTINGS_KEY,
  communitySettingsFrom,
  getCommunitySettings,
  setCommunitySettings,
} from './community-settings';

// The admin's settings screen (docs/product/admin.md#settings): the commerce settings and the
// community's, read and saved together.

interface StoredSettings {
  commerce: CommerceSettings;
  community: CommunitySettings;
  /** When either was last saved; null while both are the defaults. */
  updatedAt: Date | null;
}

/** Both keys' stored values over their defaults; `lock` holds their rows for a save. */
async function readStored(
  executor: Executor,
  logger: Logger | undefined,
  { lock = false } = {},
): Promise<StoredSettings> {
  const query = executor
    .select({ key: appSettings.key, value: appSettings.value, updated_at: appSettings.updated_at })
    .from(appSettings)
    .where(inArray(appSettings.key, [COMMERCE_SETTINGS_KEY, COMMUNITY_SETTINGS_KEY]));
  const rows = lock ? await query.for('update') : await query;
  const storedValue = (key: string) => rows.find((row) => row.key === key)?.value;
  const updatedAt = rows.reduce<Date | null>(
    (latest, row) => (latest === null || row.updated_at > latest ? row.updated_at : latest),
    null,
  );
  return {
    commerce: commerceSettingsFrom(storedValue(COMMERCE_SETTINGS_KEY), logger),
    community: communitySettingsFrom(storedValue(COMMUNITY_SETTINGS_KEY), logger),
    updatedAt,
  };
}

/** GET /api/admin/settings, with the plans the premium choice names. */
export async function getAdminSettings(db: Database, logger?: Logger): Promise<AdminSettings> {
  const [stored, plans] = await Promise.all([
    readStored(db, logger),
    db
      .select({ slug: bibleReadingPlans.slug, title: bibleReadingPlans.title })
      .from(bibleReadingPlans)
      .orderBy(asc(bibleReadingPlans.created_at), asc(bibleReadingPlans.slug)),
  ]);
  return {
    settings: { commerce: commerceSettingsForm(stored.commerce), community: stored.community },
    currency: stored.commerce.currency,
    updated_at: stored.updatedAt?.toISOString() ?? null,
    plans,
  };
}

/** A premium plan must be one of the reading plans; the first unknown slug is named. */
async function checkPlansExist(executor: Executor, slugs: string[]): Promise<void> {
  if (slugs.length === 0) return;
  const known = await executor
    .select({ slug: bibleReadingPlans.slug })
    .from(bibleReadingPlans)
    .where(inArray(bibleReadingPlans.slug, slugs));
  const unknown = slugs.find((slug) => !known.some((plan) => plan.slug === slug));
  if (unknown !== undefined)
    throw new DomainError('unknown_reading_plan', unknownPlanMessage(unknown));
}

/**
 * PUT /api/admin/settings: both keys in one transaction, with one audit row holding the stored
 * values before and after (prices in minor units, as they are kept).
 */
export async function updateAdminSettings(
  db: Database,
  adminId: string,
  input: AdminSettingsValues,
  logger?: Logger,
): Promise<AdminSettings> {
  await db.transaction(async (tx) => {
    await checkPlansExist(tx, input.commerce.premium_plan_slugs);
    const before = await readStored(tx, logger, { lock: true });
    // The currency is not edited here: the prices typed are in the one already stored.
    const commerce = commerceSettingsFromForm(input.commerce, before.commerce.currency);
    await setCommerceSettings(tx, commerce);
    await setCommunitySettings(tx, input.community);
    await recordAdminAction(tx, {
      adminId,
      action: 'settings.update',
      targetUserId: null,
      targetType: 'settings',
      targetId: 'app_settings',
      before: { commerce: before.commerce, community: before.community },
      after: { commerce, community: input.community },
    });
  });
  return getAdminSettings(db, logger);
}

/** GET /api/me/notice: the notice (null when empty) and whether sign-up is open. */
// Whether phone sign-in is offered comes from the server's configuration: me.routes.ts adds it.
export async function getCommunityNotice(
  db: Database,
  logger?: Logger,
): Promise<Omit<CommunityNotice, 'phone_sign_in'>> {
  const settings = await getCommunitySettings(db, logger);
  return {
    notice: settings.notice === '' ? null : settings.notice,
    sign_up_open: settings.sign_up_open,
  };
}

/** Whether a visitor may create an account now (docs/product/admin.md#settings). */
export async function isSignUpOpen(db: Database, logger?: Logger): Promise<boolean> {
  return (await getCommunitySettings(db, logger)).sign_up_open;
}
