import { type AdminOverview, type DailyActivity, LANDING_VARIANTS } from '@manna/shared';
import { addDays, format } from 'date-fns';

/** 30 quiet days ending on 2026-11-24, with `busy` days' figures laid over them. */
export function makeDailyActivity(busy: Partial<Record<string, Omit<DailyActivity, 'date'>>> = {}) {
  return Array.from({ length: 30 }, (_, index): DailyActivity => {
    const date = format(addDays(new Date(2026, 9, 26), index), 'yyyy-MM-dd');
    return { date, signups: 0, readings: 0, ...busy[date] };
  });
}

export function makeAdminOverview(overrides: Partial<AdminOverview> = {}): AdminOverview {
  const noSales = { token_packs: 0, tokens: 0, subscriptions: 0, revenue: [] };
  return {
    members: 42,
    signups_last_7_days: 5,
    active_subscriptions: 7,
    sales_last_30_days: { live: noSales, test: noSales },
    testimonies_pending: 3,
    support_open: 2,
    daily: makeDailyActivity(),
    signups_by_variant: LANDING_VARIANTS.map((variant) => ({ variant, signups: 0 })),
    time_zone: 'UTC',
    ...overrides,
  };
}
