import { formatJournalDate } from './format-journal-date';

/** '2 answered' */
export function answeredCountLabel(count: number): string {
  return `${count} answered`;
}

/** 'Last entry Nov 22, 2026', or 'No entries yet' for an empty topic. */
export function lastEntryLabel(lastEntryDate: string | null, timeZone: string | null): string {
  return lastEntryDate
    ? `Last entry ${formatJournalDate(lastEntryDate, { timeZone })}`
    : 'No entries yet';
}
