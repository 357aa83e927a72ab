import type { VariantSignups } from '../landing/landing-variants';

/** Money in a currency's minor units (cents), as the checkouts keep it. */
export interface MoneyTotal {
  currency: string;
  amount: number;
}

/** Checkouts completed in a window, for one kind of money (docs/product/admin.md#overview). */
export interface SalesFigures {
  token_packs: number;
  tokens: number;
  subscriptions: number;
  /** One total per currency; none when nothing was sold. */
  revenue: MoneyTotal[];
}

/** One day of the community's activity, in the admin's time zone. */
export interface DailyActivity {
  /** yyyy-MM-dd */
  date: string;
  signups: number;
  /** Chapters marked read that day. */
  readings: number;
}

/** Community figures for the admin overview. */
export interface AdminOverview {
  members: number;
  signups_last_7_days: number;
  /** Members with an active or trialing subscription. */
  active_subscriptions: number;
  /** Real money (live Stripe) and test mode (built-in checkout, Stripe test keys) apart. */
  sales_last_30_days: { live: SalesFigures; test: SalesFigures };
  /** Testimonies waiting for review (docs/product/prayers-and-testimonies.md#moderation). */
  testimonies_pending: number;
  /** Support conversations open (docs/product/admin.md#overview). */
  support_open: number;
  /** The last 30 days, oldest first, ending today in `time_zone`. */
  daily: DailyActivity[];
  /** Sign-ups of the last 30 days from each landing page, every variant listed, zeros too. */
  signups_by_variant: VariantSignups[];
  time_zone: string;
}
