import { type CommerceSettings, DEFAULT_COMMERCE_SETTINGS } from '@manna/shared';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { appSettings } from '../../db/schema';
import type { Logger } from '../../lib/logger';

export const COMMERCE_SETTINGS_KEY = 'commerce';

const price = z.number().int().min(0);

/**
 * What an admin may store under 'commerce' (docs/product/purchases.md#settings): any of the
 * settings, each whole; what is missing keeps its default.
 */
export const storedCommerceSettingsSchema = z
  .object({
    currency: z.string().regex(/^[a-z]{3}$/),
    token_pack_prices: z.object({ '10': price, '30': price, '100': price }),
    subscription_prices: z.object({ monthly: price, yearly: price }),
    monthly_token_grant: z.number().int().min(0),
    plan_unlock_price_tokens: z.number().int().min(1),
    premium_plan_slugs: z.array(z.string().min(1)),
  })
  .partial();

/** The settings over their defaults; a stored value that is not valid counts as none. */
export function commerceSettingsFrom(stored: unknown, logger?: Logger): CommerceSettings {
  if (stored === undefined || stored === null) return DEFAULT_COMMERCE_SETTINGS;
  const parsed = storedCommerceSettingsSchema.safeParse(stored);
  if (!parsed.success) {
    // A bad value must not take purchases or reading down: the defaults serve until it is fixed.
    logger?.error(
      { issues: parsed.error.issues },
      'app_settings.commerce is not valid: using the defaults',
    );
    return DEFAULT_COMMERCE_SETTINGS;
  }
  return { ...DEFAULT_COMMERCE_SETTINGS, ...parsed.data };
}

/** The stored 'commerce' value as an SQL expression, for queries that need it in one trip. */
export const storedCommerceSettings = sql<unknown>`(select ${appSettings.value} from ${appSettings} where ${appSettings.key} = ${COMMERCE_SETTINGS_KEY})`;

export async function getCommerceSettings(
  executor: Executor,
  logger?: Logger,
): Promise<CommerceSettings> {
  const [row] = await executor
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, COMMERCE_SETTINGS_KEY));
  return commerceSettingsFrom(row?.value, logger);
}

/** Stores settings over what is stored (docs/product/admin.md#settings saves them whole). */
export async function setCommerceSettings(
  executor: Executor,
  settings: z.input<typeof storedCommerceSettingsSchema>,
): Promise<void> {
  const value = storedCommerceSettingsSchema.parse(settings);
  await executor
    .insert(appSettings)
    .values({ key: COMMERCE_SETTINGS_KEY, value })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value, updated_at: sql`now()` },
    });
}
