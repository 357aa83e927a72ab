// The settings an admin changes without a deploy (docs/product/admin.md#settings): the commerce
// settings (docs/product/purchases.md#settings), entered in major units, and the community's own.
import { z } from 'zod';
import { type CommerceSettings, FREE_PLAN_SLUG } from '../purchases/purchase-catalog';
import {
  FREE_PLAN_NOT_PREMIUM,
  NOTICE_MAX_LENGTH,
  NOTICE_TOO_LONG,
  PRICE_CENTS,
  PRICE_NOT_NEGATIVE,
  PRICE_REQUIRED,
  PRICE_TOO_HIGH,
  REMINDER_TIME_INVALID,
  TOKEN_COUNT_REQUIRED,
  TOKEN_COUNT_TOO_HIGH,
  UNLOCK_PRICE_MIN,
} from './settings-messages';

/** Whether sign-up is open, new members' reminder time, and the notice shown to every member. */
export const communitySettingsSchema = z.object({
  sign_up_open: z.boolean({ error: 'Choose whether sign-up is open' }),
  /** HH:MM in the member's own time zone; new members' daily reminder starts at it. */
  default_reminder_time: z
    .string({ error: REMINDER_TIME_INVALID })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, REMINDER_TIME_INVALID),
  /** Empty: no notice. */
  notice: z.string({ error: NOTICE_TOO_LONG }).trim().max(NOTICE_MAX_LENGTH, NOTICE_TOO_LONG),
});
export type CommunitySettings = z.output<typeof communitySettingsSchema>;

export const DEFAULT_COMMUNITY_SETTINGS: CommunitySettings = {
  sign_up_open: true,
  default_reminder_time: '08:00',
  notice: '',
};

/** Prices are typed as people read them (4.99); a cent more precise is a typing slip. */
const majorUnitPrice = z
  .number({ error: PRICE_REQUIRED })
  .min(0, PRICE_NOT_NEGATIVE)
  .max(10_000, PRICE_TOO_HIGH)
  .refine((price) => Math.abs(Math.round(price * 100) - price * 100) < 1e-6, PRICE_CENTS);

const tokenCount = (min: number, minMessage: string) =>
  z
    .number({ error: TOKEN_COUNT_REQUIRED })
    .int(TOKEN_COUNT_REQUIRED)
    .min(min, minMessage)
    .max(10_000, TOKEN_COUNT_TOO_HIGH);

/** The commerce settings as the admin form shows and sends them: prices in major units. */
export const commerceSettingsInputSchema = z.object({
  token_pack_prices: z.object({
    '10': majorUnitPrice,
    '30': majorUnitPrice,
    '100': majorUnitPrice,
  }),
  subscription_prices: z.object({ monthly: majorUnitPrice, yearly: majorUnitPrice }),
  monthly_token_grant: tokenCount(0, TOKEN_COUNT_REQUIRED),
  plan_unlock_price_tokens: tokenCount(1, UNLOCK_PRICE_MIN),
  premium_plan_slugs: z
    .array(z.string().trim().min(1).max(100))
    .max(100)
    .refine((slugs) => !slugs.includes(FREE_PLAN_SLUG), FREE_PLAN_NOT_PREMIUM)
    .transform((slugs) => [...new Set(slugs)]),
});

/** PUT /api/admin/settings: every setting, saved together. */
export const adminSettingsInputSchema = z.object({
  commerce: commerceSettingsInputSchema,
  community: communitySettingsSchema,
});
export type AdminSettingsInput = z.input<typeof adminSettingsInputSchema>;
export type AdminSettingsValues = z.output<typeof adminSettingsInputSchema>;

/** GET and PUT /api/admin/settings answer the settings in the shape the form edits. */
export interface AdminSettings {
  settings: AdminSettingsValues;
  /** The prices' currency (lower case), kept as stored. */
  currency: string;
  /** When an admin last saved them; null while the defaults serve. */
  updated_at: string | null;
  /** Every reading plan, oldest first, for the premium choice. */
  plans: { slug: string; title: string }[];
}

/** GET /api/me/notice: what the app shell and the sign-up screen show anyone. */
export interface CommunityNotice {
  /** Null when there is none. */
  notice: string | null;
  sign_up_open: boolean;
  /** Whether this server offers phone sign-up and sign-in (docs/security.md#accounts). */
  phone_sign_in: boolean;
}

/** How many minor units make one (2 for usd, 0 for jpy), from Intl. */
export function currencyFractionDigits(currency: string): number {
  const format = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  return format.resolvedOptions().maximumFractionDigits ?? 2;
}

export const toMinorUnits = (price: number, currency: string) =>
  Math.round(price * 10 ** currencyFractionDigits(currency));
export const toMajorUnits = (amount: number, currency: string) =>
  amount / 10 ** currencyFractionDigits(currency);

/** Converts each pack's and plan's price, keeping the table's keys. */
function convertPrices(
  prices: Pick<CommerceSettings, 'token_pack_prices' | 'subscription_prices'>,
  convert: (value: number) => number,
): Pick<CommerceSettings, 'token_pack_prices' | 'subscription_prices'> {
  const packs = prices.token_pack_prices;
  const plans = prices.subscription_prices;
  return {
    token_pack_prices: {
      '10': convert(packs['10']),
      '30': convert(packs['30']),
      '100': convert(packs['100']),
    },
    subscription_prices: { monthly: convert(plans.monthly), yearly: convert(plans.yearly) },
  };
}

/** The stored commerce settings (minor units) as the form edits them. */
export function commerceSettingsForm(
  settings: CommerceSettings,
): z.output<typeof commerceSettingsInputSchema> {
  return {
    ...convertPrices(settings, (amount) => toMajorUnits(amount, settings.currency)),
    monthly_token_grant: settings.monthly_token_grant,
    plan_unlock_price_tokens: settings.plan_unlock_price_tokens,
    premium_plan_slugs: settings.premium_plan_slugs,
  };
}

/** What the form sent, as stored (minor units), in the stored currency. */
export function commerceSettingsFromForm(
  form: z.output<typeof commerceSettingsInputSchema>,
  currency: string,
): CommerceSettings {
  return {
    currency,
    ...convertPrices(form, (price) => toMinorUnits(price, currency)),
    monthly_token_grant: form.monthly_token_grant,
    plan_unlock_price_tokens: form.plan_unlock_price_tokens,
    premium_plan_slugs: form.premium_plan_slugs,
  };
}
