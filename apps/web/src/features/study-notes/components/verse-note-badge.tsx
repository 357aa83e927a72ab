import { verseBadgeLabel } from '@manna/shared';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';

// Loads with the reading screen (strict JS budget): keep it tiny and free of zod.

interface VerseNoteBadgeProps {
  count: number;
  className?: string;
}

/** '1 note', '12 notes': what the badge says to a screen reader (the eye sees '9+'). */
export function verseNotesLabel(count: number): string {
  return formatCount(Math.floor(count), 'note');
}

/**
 * The small green badge on a verse number with its note count, capped at '9+'
 * (docs/product/study-notes-and-bookmarks.md#in-the-reader). Nothing for a verse without notes.
 */
export function VerseNoteBadge({ count, className }: VerseNoteBadgeProps) {
  const label = verseBadgeLabel(count);
  if (label === '') return null;
  return (
    <span
      className={cn(
        'inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-green-700 px-1 text-[0.625rem] leading-none font-semibold text-white tabular-nums dark:bg-green-400 dark:text-green-950',
        className,
      )}
    >
      <span aria-hidden="true">{label}</span>
      <span className="sr-only">{verseNotesLabel(count)}</span>
    </span>
  );
}
