/** A calendar date for people ('November 2, 2026'), in the member's zone when known. */
export function formatLongDate(
  value: string | Date,
  { timeZone, locale }: { timeZone?: string | null; locale?: string } = {},
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeZone: timeZone ?? undefined,
    }).format(date);
  } catch {
    // An unknown zone must not hide the date.
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
  }
}

/** A plain 'YYYY-MM-DD' day for people ('Monday, November 2, 2026'), whatever the device zone. */
export function formatPlainDay(day: string, locale?: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(date);
}
