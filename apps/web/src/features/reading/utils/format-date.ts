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

// One formatter per locale: building one is what costs, and the weekly strip names seven days on
// every render of the reading screen (docs/decisions/018-reading-first-paint.md, revision 6).
const plainDayFormatters = new Map<string | undefined, Intl.DateTimeFormat>();

/** A plain 'YYYY-MM-DD' day for people ('Monday, November 2, 2026'), whatever the device zone. */
export function formatPlainDay(day: string, locale?: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  let formatter = plainDayFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
    plainDayFormatters.set(locale, formatter);
  }
  return formatter.format(date);
}
