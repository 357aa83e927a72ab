interface ZoneOptions {
  /** The member's time zone; the device's when null or unknown. */
  timeZone?: string | null;
  locale?: string;
}

/** Formats a timestamp for people, in the member's time zone when we know it ('' if invalid). */
export function formatInZone(
  value: string | Date,
  options: Intl.DateTimeFormatOptions,
  { timeZone, locale }: ZoneOptions = {},
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: timeZone ?? undefined }).format(
      date,
    );
  } catch {
    // An unknown stored zone must not hide the date: fall back to the device's zone.
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
}

/** A date and time ('March 9, 2025 at 11:30 PM'). */
export function formatDateTime(iso: string, zone: ZoneOptions = {}): string {
  return formatInZone(iso, { dateStyle: 'long', timeStyle: 'short' }, zone);
}

/** A calendar date ('November 2, 2026'). */
export function formatDay(value: string | Date, zone: ZoneOptions = {}): string {
  return formatInZone(value, { dateStyle: 'long' }, zone);
}

export function formatNumber(value: number, locale?: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** A file's size as people read it: '820 kB', '4.2 MB' (decimal units, as file managers show). */
export function formatBytes(bytes: number, locale?: string): string {
  const [unit, size] =
    bytes < 1_000_000
      ? (['kilobyte', bytes / 1000] as const)
      : (['megabyte', bytes / 1_000_000] as const);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    maximumFractionDigits: size < 10 ? 1 : 0,
  }).format(size);
}

/** '1 chapter', '3 chapters', '0 prayers': a count with its noun, singular only for one. */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/**
 * A price in the currency's smallest unit (cents for usd, yen for jpy) as people read it:
 * `formatMoney(499, 'usd')` is '$4.99'. How many minor units make one comes from Intl, so a
 * currency without cents is not divided by 100.
 */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}
