import { formatInZone } from '@/lib/format';

/** 'Nov 22, 2026' for lists and cards, in the member's time zone when known. */
export function formatJournalDate(
  iso: string,
  { timeZone, withTime = false }: { timeZone?: string | null; withTime?: boolean } = {},
): string {
  return formatInZone(
    iso,
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
    { timeZone },
  );
}
