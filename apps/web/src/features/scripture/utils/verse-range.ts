/** A verse or run of verses within one chapter, e.g. 16-18 in John 3:16-18. */
export interface VerseRange {
  start: number;
  end: number;
}

const RANGE = /^\s*(\d{1,3})\s*(?:[-–—]\s*(\d{1,3})\s*)?$/;

/** Reads '16' or '16-18' (a search parameter); null for anything else. */
export function parseVerseRange(value: string | null | undefined): VerseRange | null {
  if (!value) return null;
  const match = RANGE.exec(value);
  if (!match) return null;
  const start = Number(match[1]);
  const end = match[2] === undefined ? start : Number(match[2]);
  if (start < 1 || end < start) return null;
  return { start, end };
}

/** '16' or '16-18'. */
export function formatVerseRange({ start, end }: VerseRange): string {
  return end > start ? `${start}-${end}` : String(start);
}

export function isVerseInRange(verse: number, range: VerseRange | null | undefined): boolean {
  return range != null && verse >= range.start && verse <= range.end;
}
