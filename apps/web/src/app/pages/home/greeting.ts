export type PartOfDay = 'morning' | 'afternoon' | 'evening';

/** The hour (0-23) at `date` in `timeZone`, falling back to the device's zone. */
export function getHourInTimeZone(date: Date, timeZone?: string | null): number {
  const read = (zone: string | undefined) =>
    Number(
      new Intl.DateTimeFormat('en-US', {
        hour: 'numeric',
        hourCycle: 'h23',
        timeZone: zone,
      }).format(date),
    );
  try {
    return read(timeZone ?? undefined);
  } catch {
    return read(undefined);
  }
}

export function getPartOfDay(hour: number): PartOfDay {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

export function getFirstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** 'Good morning, Ruth' in the member's own time zone. */
export function getGreeting(fullName: string, date: Date, timeZone?: string | null): string {
  const partOfDay = getPartOfDay(getHourInTimeZone(date, timeZone));
  const firstName = getFirstName(fullName);
  return firstName ? `Good ${partOfDay}, ${firstName}` : `Good ${partOfDay}`;
}
