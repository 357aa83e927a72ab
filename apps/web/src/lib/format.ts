/** Formats an ISO timestamp for people, in the member's time zone when we know it. */
export function formatDateTime(
  iso: string,
  { timeZone, locale }: { timeZone?: string | null; locale?: string } = {},
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: timeZone ?? undefined }).format(
      date,
    );
  } catch {
    // An unknown stored zone must not hide the date: fall back to the device's zone.
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
}

export function formatNumber(value: number, locale?: string): string {
  return new Intl.NumberFormat(locale).format(value);
}
